import { signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';

/**
 * Revokes the refresh token and clears the stored tokens. Loaded on demand: the revoke client and
 * its hashing code stay out of the first page load. Any server error is ignored; the tokens are
 * removed locally whatever happens.
 */
export async function amplifySignOut(): Promise<void> {
  try {
    await signOut();
  } catch {
    await cognitoUserPoolsTokenProvider.tokenOrchestrator.clearTokens().catch(() => undefined);
  }
}
