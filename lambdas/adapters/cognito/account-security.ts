import {
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminSetUserMFAPreferenceCommand,
  ChangePasswordCommand,
  InvalidPasswordException,
  LimitExceededException,
  NotAuthorizedException,
  TooManyRequestsException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  PasswordRefused,
  type AccountSecurity,
  type Passwords,
} from '../../ports/account-security';
import { attributeOf, type CognitoSender } from './cognito-client';

const TOTP = 'SOFTWARE_TOKEN_MFA';
const POLICY_PREFIX = 'Password did not conform with policy';

/**
 * `recoveryClientId` is the pool's server-side client whose only flow is
 * ADMIN_USER_PASSWORD_AUTH (IAM-signed calls only; no browser can use it).
 */
export function createAccountSecurity(
  cognito: CognitoSender,
  userPoolId: string,
  recoveryClientId: string,
): AccountSecurity {
  return {
    async find(email) {
      let user;
      try {
        // The pool signs in by e-mail, so AdminGetUser takes the address as the username.
        user = await cognito.send(
          new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }),
        );
      } catch (error) {
        if (error instanceof UserNotFoundException) return null;
        throw error;
      }
      const sub = attributeOf(user.UserAttributes, 'sub');
      if (!sub || !user.Username || user.Enabled === false) return null;
      if (user.UserStatus === 'EXTERNAL_PROVIDER') return null;
      return {
        sub,
        username: user.Username,
        totp: user.UserMFASettingList?.includes(TOTP) ?? false,
      };
    },
    async passwordHolds(username, password) {
      try {
        const answer = await cognito.send(
          new AdminInitiateAuthCommand({
            UserPoolId: userPoolId,
            ClientId: recoveryClientId,
            AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: username, PASSWORD: password },
          }),
        );
        // Only the code step proves the password and makes no session; anything else is refused.
        return answer.ChallengeName === 'SOFTWARE_TOKEN_MFA';
      } catch (error) {
        if (error instanceof NotAuthorizedException || error instanceof UserNotFoundException)
          return false;
        throw error;
      }
    },
    async setTotp(username, on) {
      await cognito.send(
        new AdminSetUserMFAPreferenceCommand({
          UserPoolId: userPoolId,
          Username: username,
          SoftwareTokenMfaSettings: { Enabled: on, PreferredMfa: on },
        }),
      );
    },
  };
}

/** ChangePassword is the user's own call, made with their token: no pool id, no right. */
export function createPasswords(cognito: CognitoSender): Passwords {
  return {
    async changePassword(accessToken, current, proposed) {
      try {
        await cognito.send(
          new ChangePasswordCommand({
            AccessToken: accessToken,
            PreviousPassword: current,
            ProposedPassword: proposed,
          }),
        );
      } catch (error) {
        // A new password the policy refuses says so in its message; cognito-local answers a wrong
        // current password with InvalidPasswordException too, where Cognito says NotAuthorized.
        if (error instanceof InvalidPasswordException)
          throw new PasswordRefused(
            error.message.startsWith(POLICY_PREFIX) ? 'policy' : 'wrong',
            error.message,
          );
        // A revoked or expired token is NotAuthorizedException too, and says so.
        if (error instanceof NotAuthorizedException && !/token/i.test(error.message))
          throw new PasswordRefused('wrong', error.message);
        if (error instanceof LimitExceededException || error instanceof TooManyRequestsException)
          throw new PasswordRefused('limit', error.message);
        throw error;
      }
    },
  };
}
