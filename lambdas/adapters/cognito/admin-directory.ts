import {
  ListUsersInGroupCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AdminDirectory } from '../../ports/admin-directory';
import { adminGroup } from '../../middleware/identity';

/** ListUsersInGroup on the `admin` group, every page; enabled users with an e-mail only. */
export function createAdminDirectory(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
): AdminDirectory {
  return {
    async emails() {
      const emails = new Set<string>();
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListUsersInGroupCommand({
            UserPoolId: userPoolId,
            GroupName: adminGroup,
            Limit: 60,
            NextToken: token,
          }),
        );
        for (const user of page.Users ?? []) {
          if (user.Enabled === false) continue;
          const email = user.Attributes?.find((a) => a.Name === 'email')?.Value;
          if (email) emails.add(email);
        }
        token = page.NextToken;
      } while (token);
      return [...emails].sort();
    },
  };
}
