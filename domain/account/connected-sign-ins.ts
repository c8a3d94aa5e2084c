import {
  SIGN_IN_PROVIDERS,
  type TConnectedSignIn,
  type TSignInProvider,
} from '@contracts/account/connected-sign-ins';

/** One identity in a user's `identities`, as the pool names its provider. */
export interface LinkedIdentity {
  provider: string;
  userId: string;
  connectedAt?: Date;
}

/** The pool's provider name for a name spelt in any case (`google` → `Google`), if it is one. */
export function signInProviderOf(name: string): TSignInProvider | undefined {
  const wanted = name.toLowerCase();
  return SIGN_IN_PROVIDERS.find((provider) => provider.toLowerCase() === wanted);
}

/** The identity of `provider` among the user's, if one is connected. */
export function identityOf(
  identities: readonly LinkedIdentity[],
  provider: TSignInProvider,
): LinkedIdentity | undefined {
  return identities.find((identity) => signInProviderOf(identity.provider) === provider);
}

/**
 * Every provider, in the product's order, with whether this deployment can connect it and
 * whether (and since when) the account has it connected. Identities of other providers, which
 * this product never links, are left out.
 */
export function connectedSignIns(
  identities: readonly LinkedIdentity[],
  available: (provider: TSignInProvider) => boolean,
): TConnectedSignIn[] {
  return SIGN_IN_PROVIDERS.map((provider) => {
    const identity = identityOf(identities, provider);
    return {
      provider,
      available: available(provider),
      connected: identity !== undefined,
      connectedAt: identity?.connectedAt ? identity.connectedAt.toISOString() : null,
    };
  });
}

/**
 * Whether the same person at `provider` is already connected: the pool compares a provider's user
 * ids as given, so this does too.
 */
export const sameIdentity = (
  identity: LinkedIdentity,
  provider: TSignInProvider,
  userId: string,
): boolean => signInProviderOf(identity.provider) === provider && identity.userId === userId;
