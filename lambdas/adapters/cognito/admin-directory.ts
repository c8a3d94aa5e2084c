import type { AdminDirectory } from '../../ports/admin-directory';
import { adminGroup } from '../../middleware/identity';
import { attributeOf, type CognitoCall } from './cognito-api';

/** ListUsersInGroup on the `admin` group, every page; enabled users with an e-mail only. */
export function createAdminDirectory(cognito: CognitoCall, userPoolId: string): AdminDirectory {
  return {
    async emails() {
      const emails = new Set<string>();
      let token: string | undefined;
      do {
        const page = await cognito('ListUsersInGroup', {
          UserPoolId: userPoolId,
          GroupName: adminGroup,
          Limit: 60,
          ...(token ? { NextToken: token } : {}),
        });
        const users = (page.Users ?? []) as Array<{ Enabled?: boolean; Attributes?: unknown }>;
        for (const user of users) {
          if (user.Enabled === false) continue;
          const email = attributeOf(user.Attributes, 'email');
          if (email) emails.add(email);
        }
        token = typeof page.NextToken === 'string' ? page.NextToken : undefined;
      } while (token);
      return [...emails].sort();
    },
  };
}
