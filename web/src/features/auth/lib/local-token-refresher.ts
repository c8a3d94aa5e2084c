import { AuthError, decodeJWT } from 'aws-amplify/auth';
import type { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';

type TokenRefresher = Parameters<
  typeof cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher
>[0];

interface InitiateAuthAnswer {
  AuthenticationResult?: { AccessToken?: string; IdToken?: string; RefreshToken?: string };
  __type?: string;
  message?: string;
}

/**
 * Token refresher for cognito-local, which lacks the `GetTokensFromRefreshToken` call Amplify uses:
 * it asks for new tokens with InitiateAuth `REFRESH_TOKEN_AUTH` over plain fetch (no AWS SDK in
 * the bundle). Errors carry the Cognito exception name so Amplify clears the session only for
 * real authentication failures (e.g. `NotAuthorizedException`), not for a network blip.
 */
export function createLocalTokenRefresher(
  endpoint: string,
  clientId: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): TokenRefresher {
  return async ({ tokens, username }) => {
    if (!tokens.refreshToken) {
      throw new AuthError({
        name: 'NotAuthorizedException',
        message: 'No refresh token is stored.',
      });
    }
    let res: Response;
    try {
      res = await fetchImpl(endpoint.replace(/\/+$/, '') + '/', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        },
        body: JSON.stringify({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: clientId,
          AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
        }),
      });
    } catch (error) {
      throw new AuthError({
        name: 'NetworkError',
        message: error instanceof Error ? error.message : 'Could not reach the sign-in service.',
      });
    }
    const answer = (await res.json().catch(() => ({}))) as InitiateAuthAnswer;
    const result = answer.AuthenticationResult;
    if (!res.ok || !result?.AccessToken) {
      const name = (answer.__type ?? '').split('#').pop() || 'TokenRefreshException';
      throw new AuthError({
        name,
        message: answer.message ?? `Token refresh failed (${res.status})`,
      });
    }
    const accessToken = decodeJWT(result.AccessToken);
    const iat = accessToken.payload.iat;
    if (!iat)
      throw new AuthError({
        name: 'iatNotFoundException',
        message: 'iat not found in access token',
      });
    return {
      accessToken,
      idToken: result.IdToken ? decodeJWT(result.IdToken) : undefined,
      clockDrift: iat * 1000 - Date.now(),
      // cognito-local does not rotate refresh tokens: keep the one we have.
      refreshToken: result.RefreshToken ?? tokens.refreshToken,
      username,
    };
  };
}
