import useSWR from 'swr';
import {
  signInProviderSlug,
  type TConnectSignIn,
  type TSignInProvider,
} from '@contracts/account/connected-sign-ins';
import { accountRoutes } from '@contracts/account/routes';
import { callApi } from '@/lib/call-api';

/** The account's connected sign-ins; its SWR key is `[signInsPath, sub]`, revalidated by this. */
export const signInsPath = accountRoutes.listSignIns.path;

/** Each provider, whether it can be connected here and whether the account has it connected. */
export const getConnectedSignIns = () =>
  callApi(accountRoutes.listSignIns, { schema: accountRoutes.listSignIns.response });

/** Keyed by the user, so another sign-in in this tab never sees this account's list. */
export const useConnectedSignIns = (sub: string) => useSWR([signInsPath, sub], getConnectedSignIns);

/** The provider's sign-in screen, for the browser to go to. */
export const startSignInConnection = (provider: TSignInProvider) =>
  callApi(accountRoutes.startSignInConnection, {
    params: { provider: signInProviderSlug(provider) },
    schema: accountRoutes.startSignInConnection.response,
  });

/** Connects the provider, with the code and state it sent back (used once). */
export const finishSignInConnection = (body: TConnectSignIn) =>
  callApi(accountRoutes.finishSignInConnection, {
    body,
    schema: accountRoutes.finishSignInConnection.response,
  });

export const disconnectSignIn = (provider: TSignInProvider) =>
  callApi(accountRoutes.disconnectSignIn, { params: { provider: signInProviderSlug(provider) } });
