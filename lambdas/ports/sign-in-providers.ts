import type { TSignInProvider } from '@contracts/account/connected-sign-ins';

/** What a provider's sign-in screen needs of its client (no secret). */
export interface SignInClient {
  provider: TSignInProvider;
  clientId: string;
  authorizeUrl: string;
  /** `${APP_ORIGIN}/account/sign-ins/callback`, registered with the provider's client. */
  redirectUri: string;
  /** Whether the provider takes an OpenID Connect `nonce` and returns it in its ID token. */
  usesNonce: boolean;
}

/** Who signed in at the provider, from its verified ID token. */
export interface ProviderIdentity {
  /** The ID token's `sub`: what the pool stores as the identity's `Cognito_Subject`. */
  sub: string;
}

/**
 * The OpenID Connect sign-ins of Google, Microsoft and LinkedIn with the user pool's own client
 * for each (the same client id, so the provider gives the same `sub` as it gives the pool), used
 * to connect a provider to a signed-in account. Without a client id and secret a provider is not
 * configured.
 */
export interface SignInProviders {
  /** The provider's client, or undefined when this deployment has no credentials for it. */
  client(provider: TSignInProvider): SignInClient | undefined;
  /**
   * The authorization code exchanged (with the PKCE verifier and the client secret) for an ID
   * token, which is verified against the provider's published keys: signature, issuer, audience
   * (this client), expiry and, when given, the nonce. Throws SignInProviderError otherwise.
   */
  identify(
    provider: TSignInProvider,
    input: { code: string; codeVerifier: string; nonce?: string },
  ): Promise<ProviderIdentity>;
}

/**
 * The provider refused the code, answered something unusable (an ID token that does not verify),
 * or could not be reached. `status` is the provider's, when it answered.
 */
export class SignInProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SignInProviderError';
  }
}
