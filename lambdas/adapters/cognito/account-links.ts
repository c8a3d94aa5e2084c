import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  ListUsersCommand,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { adminGroup } from '../../middleware/identity';
import type { AccountLinks, PoolAccount, SignInGuard } from '../../ports/account-links';
import { attributeOf, type CognitoSender } from './cognito-client';
import { EXTERNAL_PROVIDER, identitiesOf, linkToNativeUser } from './identities';

/** A value inside a ListUsers filter's quotes: `"` and `\` escaped with a backslash. */
const filterValue = (value: string) => value.replace(/["\\]/g, (c) => `\\${c}`);

function accountOf(user: UserType): PoolAccount {
  const verified = attributeOf(user.Attributes, 'email_verified');
  return {
    username: user.Username ?? '',
    email: attributeOf(user.Attributes, 'email') ?? '',
    native: user.UserStatus !== EXTERNAL_PROVIDER,
    confirmed: user.UserStatus === 'CONFIRMED',
    enabled: user.Enabled !== false,
    ...(verified === undefined ? {} : { emailVerified: verified === 'true' }),
    identities: identitiesOf(attributeOf(user.Attributes, 'identities')).map(
      ({ provider, userId }) => ({ provider, userId }),
    ),
  };
}

/** Any MFA factor turned on: Cognito lists it, and names the preferred one when there is one. */
async function mfaOn(cognito: CognitoSender, userPoolId: string, username: string) {
  const user = await cognito.send(
    new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }),
  );
  return (user.UserMFASettingList?.length ?? 0) > 0 || Boolean(user.PreferredMfaSetting);
}

async function inAdminGroup(cognito: CognitoSender, userPoolId: string, username: string) {
  let token: string | undefined;
  do {
    const page = await cognito.send(
      new AdminListGroupsForUserCommand({
        UserPoolId: userPoolId,
        Username: username,
        ...(token ? { NextToken: token } : {}),
      }),
    );
    if (page.Groups?.some((group) => group.GroupName === adminGroup)) return true;
    token = page.NextToken;
  } while (token);
  return false;
}

/**
 * ListUsers, AdminGetUser, AdminListGroupsForUser and AdminLinkProviderForUser on one pool. The pool's id comes from the trigger's
 * event: the trigger cannot be given it in its environment, since the pool names the function.
 */
export function createAccountLinks(cognito: CognitoSender, userPoolId: string): AccountLinks {
  return {
    async findByEmail(email) {
      const accounts: PoolAccount[] = [];
      let token: string | undefined;
      do {
        const page = await cognito.send(
          new ListUsersCommand({
            UserPoolId: userPoolId,
            Filter: `email = "${filterValue(email)}"`,
            ...(token ? { PaginationToken: token } : {}),
          }),
        );
        accounts.push(...(page.Users ?? []).map(accountOf));
        token = page.PaginationToken;
      } while (token);
      return accounts;
    },
    async signInGuard(username): Promise<SignInGuard> {
      const [mfa, admin] = await Promise.all([
        mfaOn(cognito, userPoolId, username),
        inAdminGroup(cognito, userPoolId, username),
      ]);
      return { mfa, admin };
    },
    async link(existingUsername, provider, providerUserId) {
      await cognito.send(linkToNativeUser(userPoolId, existingUsername, provider, providerUserId));
    },
  };
}
