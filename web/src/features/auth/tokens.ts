import { fetchAuthSession } from 'aws-amplify/auth';

/**
 * The current Cognito access token (refreshed by Amplify when it has expired), or undefined when
 * signed out or the session cannot be refreshed.
 */
export async function getAccessToken(): Promise<string | undefined> {
  try {
    const { tokens } = await fetchAuthSession();
    return tokens?.accessToken?.toString();
  } catch {
    return undefined;
  }
}

/**
 * The claims of the current ID token (the user's name, e-mail and picture as the pool holds
 * them), or undefined when signed out. Read from the token, not from Cognito's `GetUser`, which
 * a Google, Microsoft or LinkedIn session may not call (see `session-kind.ts`).
 */
export async function getIdTokenClaims(): Promise<Record<string, unknown> | undefined> {
  try {
    const { tokens } = await fetchAuthSession();
    return tokens?.idToken?.payload;
  } catch {
    return undefined;
  }
}
