import useSWR from 'swr';
import {
  ZRecoveryCodes,
  ZRecoveryCodeStatus,
  type TRecoveryCodes,
} from '@contracts/account/account-security';
import { apiFetch } from '@/lib/api-client';

export const recoveryCodesKey = '/api/account/recovery-codes';

/** How many recovery codes are left, and when the set was made (never the codes). */
export function useRecoveryCodeStatus(enabled: boolean) {
  return useSWR(enabled ? recoveryCodesKey : null, (path: string) =>
    apiFetch(path, { schema: ZRecoveryCodeStatus }),
  );
}

/**
 * Tells the server the authenticator app is on (it asks the user pool) and answers the first set
 * of recovery codes, which it never shows again.
 */
export const authenticatorTurnedOn = (): Promise<TRecoveryCodes> =>
  apiFetch('/api/account/mfa', { method: 'POST', schema: ZRecoveryCodes });

/** Tells the server the authenticator app is off (it asks the user pool, then mails the account). */
export const authenticatorTurnedOff = (): Promise<unknown> =>
  apiFetch('/api/account/mfa', { method: 'DELETE' });

/** A new set in place of the old; only right after a sign-in (403 `reauthenticate` otherwise). */
export const regenerateRecoveryCodes = (): Promise<TRecoveryCodes> =>
  apiFetch(recoveryCodesKey, { method: 'POST', schema: ZRecoveryCodes });

/** Changes the password through the server, which mails the account once it is done. */
export const changePassword = (body: { currentPassword: string; password: string }) =>
  apiFetch('/api/account/password', { method: 'POST', body });
