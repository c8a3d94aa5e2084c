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

/** AdminGetUser by sub: in a pool that signs in by e-mail, the username is the sub. */
export function createUserDirectory(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
): UserDirectory {
  return {
    async getEmail(sub) {
      try {
        const user = await client.send(
          new AdminGetUserCommand({ UserPoolId: userPoolId, Username: sub }),
        );
        return user.UserAttributes?.find((a) => a.Name === 'email')?.Value ?? null;
      } catch (error) {
        if (error instanceof UserNotFoundException) return null;
        if ((error as { name?: string }).name === 'UserNotFoundException') return null;
        throw error;
      }
    },
  };
}
