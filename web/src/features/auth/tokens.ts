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
