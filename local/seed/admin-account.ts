import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { localConfig } from '../config';
import type { Seeder } from './types';

/**
 * The local administrator, whose credentials `npm start` prints. Created without an invitation
 * mail, its password set as permanent (so it is CONFIRMED, not FORCE_CHANGE_PASSWORD), and put in
 * the `admin` group every time, which is a no-op when it is already a member.
 */
export const adminAccount: Seeder = {
  name: 'admin account',
  async run({ cognito: { client, userPoolId }, log }) {
    const email = localConfig.adminEmail;
    // With e-mail as username, Cognito (and cognito-local) stores the sub as the username.
    // ListUsers rather than AdminGetUser: a miss is not an error worth a log line on first start.
    const found = await client.send(
      new ListUsersCommand({ UserPoolId: userPoolId, Filter: `email = "${email}"`, Limit: 1 }),
    );
    let username = found.Users?.[0]?.Username;
    if (!username) {
      const created = await client.send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username: email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
      username = created.User?.Username ?? email;
      await client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: userPoolId,
          Username: username,
          Password: localConfig.adminPassword,
          Permanent: true,
        }),
      );
      log('cognito', `created admin account ${email}`);
    }
    await client.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: userPoolId,
        Username: username,
        GroupName: localConfig.adminGroup,
      }),
    );
  },
};
