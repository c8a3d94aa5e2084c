import {
  AdminGetUserCommand,
  UserNotFoundException,
  type AdminGetUserCommandOutput,
} from '@aws-sdk/client-cognito-identity-provider';
import type { UserDirectory } from '../../ports/user-directory';
import { attributeOf, type CognitoSender } from './cognito-client';

/**
 * Cognito's name for TOTP in a user's activated MFA methods (`UserMFASettingList`), which
 * SetUserMFAPreference (the web's "Add MFA") turns on and off.
 */
const TOTP = 'SOFTWARE_TOKEN_MFA';

/**
 * AdminGetUser: in a pool that signs in by e-mail the username is the sub, but a user who signed
 * in through Google, Microsoft or LinkedIn has a username of their own (`Google_…`), so the
 * token's username is tried first when it is known.
 */
export function createUserDirectory(cognito: CognitoSender, userPoolId: string): UserDirectory {
  const byUsername = async (username: string): Promise<AdminGetUserCommandOutput | undefined> => {
    try {
      return await cognito.send(
        new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }),
      );
    } catch (error) {
      if (error instanceof UserNotFoundException) return undefined;
      throw error;
    }
  };
  const find = async (sub: string, username?: string) =>
    (username && username !== sub ? await byUsername(username) : undefined) ??
    (await byUsername(sub));
  return {
    async getEmail(sub, username) {
      const user = await find(sub, username);
      return (user && attributeOf(user.UserAttributes, 'email')) ?? null;
    },
    async hasTotp(sub, username) {
      const user = await find(sub, username);
      return user?.UserMFASettingList?.includes(TOTP) ?? false;
    },
  };
}
