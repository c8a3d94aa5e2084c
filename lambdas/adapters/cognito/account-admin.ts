import {
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminUserGlobalSignOutCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AccountAdmin } from '../../ports/account-admin';
import type { CognitoSender } from './cognito-client';

/** A user already deleted (a redelivered closure) has nothing more to lose. */
async function unlessGone(send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
}

export function createAccountAdmin(cognito: CognitoSender, userPoolId: string): AccountAdmin {
  const user = { UserPoolId: userPoolId };
  return {
    async disable(username) {
      await unlessGone(() =>
        cognito.send(new AdminDisableUserCommand({ ...user, Username: username })),
      );
      await unlessGone(() =>
        cognito.send(new AdminUserGlobalSignOutCommand({ ...user, Username: username })),
      );
    },
    remove: (username) =>
      unlessGone(() => cognito.send(new AdminDeleteUserCommand({ ...user, Username: username }))),
  };
}
