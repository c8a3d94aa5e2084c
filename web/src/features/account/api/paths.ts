import { signInProviderSlug, type TSignInProvider } from '@contracts/account/connected-sign-ins';

/** The account's connected sign-ins; its SWR key is `[signInsPath, sub]`, revalidated by this. */
export const signInsPath = '/api/account/sign-ins';
/** Starts connecting a provider: its sign-in screen. */
export const authorizeSignInPath = (provider: TSignInProvider) =>
  `${signInsPath}/${signInProviderSlug(provider)}/authorize`;
/** Finishes a connection with what the provider sent back. */
export const connectSignInPath = `${signInsPath}/connect`;
/** Disconnects a provider. */
export const signInPath = (provider: TSignInProvider) =>
  `${signInsPath}/${signInProviderSlug(provider)}`;
