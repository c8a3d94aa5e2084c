import useSWR from 'swr';
import type { TRecoveryCodes } from '@contracts/account/account-security';
import { accountRoutes } from '@contracts/account/routes';
import { callApi } from '@/lib/call-api';

/** The codes' status; actions revalidate it by this key. */
export const recoveryCodesKey = accountRoutes.recoveryCodeStatus.path;

/** How many recovery codes are left, and when the set was made (never the codes). */
export function useRecoveryCodeStatus(enabled: boolean) {
  return useSWR(enabled ? recoveryCodesKey : null, () =>
    callApi(accountRoutes.recoveryCodeStatus, {
      schema: accountRoutes.recoveryCodeStatus.response,
    }),
  );
}

/**
 * Tells the server the authenticator app is on (it asks the user pool) and answers the first set
 * of recovery codes, which it never shows again.
 */
export const authenticatorTurnedOn = (): Promise<TRecoveryCodes> =>
  callApi(accountRoutes.mfaTurnedOn, { schema: accountRoutes.mfaTurnedOn.response });

/** Tells the server the authenticator app is off (it asks the user pool, then mails the account). */
export const authenticatorTurnedOff = (): Promise<unknown> => callApi(accountRoutes.mfaTurnedOff);

/** A new set in place of the old; only right after a sign-in (403 `reauthenticate` otherwise). */
export const regenerateRecoveryCodes = (): Promise<TRecoveryCodes> =>
  callApi(accountRoutes.regenerateRecoveryCodes, {
    schema: accountRoutes.regenerateRecoveryCodes.response,
  });

/** Changes the password through the server, which mails the account once it is done. */
export const changePassword = (body: { currentPassword: string; password: string }) =>
  callApi(accountRoutes.changePassword, { body });
