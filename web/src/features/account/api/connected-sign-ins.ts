import useSWR from 'swr';
import {
  ZConnectedSignIns,
  ZSignInAuthorize,
  ZSignInConnected,
  type TConnectSignIn,
  type TSignInProvider,
} from '@contracts/account/connected-sign-ins';
import { apiFetch } from '@/lib/api-client';
import { authorizeSignInPath, connectSignInPath, signInPath, signInsPath } from './paths';

export { signInsPath };

/** Each provider, whether it can be connected here and whether the account has it connected. */
export const getConnectedSignIns = () => apiFetch(signInsPath, { schema: ZConnectedSignIns });

/** Keyed by the user, so another sign-in in this tab never sees this account's list. */
export const useConnectedSignIns = (sub: string) => useSWR([signInsPath, sub], getConnectedSignIns);

/** The provider's sign-in screen, for the browser to go to. */
export const startSignInConnection = (provider: TSignInProvider) =>
  apiFetch(authorizeSignInPath(provider), { method: 'POST', schema: ZSignInAuthorize });

/** Connects the provider, with the code and state it sent back (used once). */
export const finishSignInConnection = (body: TConnectSignIn) =>
  apiFetch(connectSignInPath, { method: 'POST', body, schema: ZSignInConnected });

export const disconnectSignIn = (provider: TSignInProvider) =>
  apiFetch(signInPath(provider), { method: 'DELETE' });
