/** What LinkedIn's consent screen needs of the configured client (no secret). */
export interface LinkedInClient {
  clientId: string;
  authorizeUrl: string;
  /** `${APP_ORIGIN}/linkedin/callback`, registered with the LinkedIn app. */
  redirectUri: string;
}

/**
 * LinkedIn's OpenID Connect sign-in, used for the profile only ("Quick Fill with LinkedIn"): no
 * token is kept, and nothing of the member is stored. Endpoints and client credentials are
 * configuration; without a client id and secret LinkedIn is not configured.
 */
export interface LinkedIn {
  /** The client, or undefined when this deployment has no credentials for LinkedIn. */
  client(): LinkedInClient | undefined;
  /** Authorization code grant with the PKCE verifier and the client secret: the access token. */
  exchangeCode(input: { code: string; codeVerifier: string }): Promise<string>;
  /** The OpenID Connect userinfo of the token's member, as LinkedIn answered it. */
  userInfo(accessToken: string): Promise<Record<string, unknown>>;
}

/**
 * LinkedIn refused (a grant it does not accept, a token it does not know), answered something
 * unusable, or could not be reached. `status` is LinkedIn's, when it answered.
 */
export class LinkedInError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LinkedInError';
  }
}
