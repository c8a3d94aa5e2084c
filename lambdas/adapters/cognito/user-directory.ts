import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { TLambdaEnv } from '../../config/env';
import type { UserDirectory } from '../../ports/user-directory';

export function createCognitoClient(
  env: Pick<TLambdaEnv, 'AWS_REGION' | 'COGNITO_ENDPOINT'>,
): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: env.AWS_REGION,
    ...(env.COGNITO_ENDPOINT ? { endpoint: env.COGNITO_ENDPOINT } : {}),
  });
}

/**
 * AdminGetUser: in a pool that signs in by e-mail the username is the sub, but a user who signed
 * in through Google, Microsoft or LinkedIn has a username of their own (`Google_…`), so the
 * token's username is tried first when it is known.
 */
export function createUserDirectory(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
): UserDirectory {
  const emailOf = async (username: string): Promise<string | null | undefined> => {
    try {
      const user = await client.send(
        new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }),
      );
      return user.UserAttributes?.find((a) => a.Name === 'email')?.Value ?? null;
    } catch (error) {
      if (error instanceof UserNotFoundException) return undefined;
      if ((error as { name?: string }).name === 'UserNotFoundException') return undefined;
      throw error;
    }
  };
  return {
    async getEmail(sub, username) {
      const byName = username && username !== sub ? await emailOf(username) : undefined;
      return byName ?? (await emailOf(sub)) ?? null;
    },
  };
}
