import { ListUsersInGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { AdminDirectory } from '../../ports/admin-directory';
import { adminGroup } from '../../middleware/identity';
import { attributeOf, type CognitoSender } from './cognito-client';

/** ListUsersInGroup on the `admin` group, every page; enabled users with an e-mail only. */
export function createAdminDirectory(cognito: CognitoSender, userPoolId: string): AdminDirectory {
  return {
    async emails() {
      const emails = new Set<string>();
      let token: string | undefined;
      do {
        const page = await cognito.send(
          new ListUsersInGroupCommand({
            UserPoolId: userPoolId,
            GroupName: adminGroup,
            Limit: 60,
            NextToken: token,
          }),
        );
        for (const user of page.Users ?? []) {
          if (user.Enabled === false) continue;
          const email = attributeOf(user.Attributes, 'email');
          if (email) emails.add(email);
        }
        token = page.NextToken;
      } while (token);
      return [...emails].sort();
    },
  };
}
