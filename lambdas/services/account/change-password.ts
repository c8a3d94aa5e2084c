import { badRequest, tooManyRequests } from '../../errors';
import type { Identity } from '../../middleware/identity';
import { PasswordRefused, type Passwords } from '../../ports/account-security';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import { requirePasswordSession } from './mfa-changes';
import { securityNotice } from './security-notice';

export const WRONG_CURRENT_PASSWORD = 'The current password is not correct';

/**
 * `POST /api/account/password`: the pool changes the password (ChangePassword with the caller's
 * own access token, so the pool checks the current password and its policy), then the notice goes
 * to the outbox, which mails the account's address: the mail is sent for a change the server saw
 * made, never for one a browser claims. A password cannot be changed back, so should the notice's
 * write fail the answer is an error although the password did change.
 */
export async function changePassword(
  deps: { table: Pick<Table, 'put'>; clock: Clock; ids: IdGenerator; passwords: Passwords },
  input: { identity: Identity; accessToken: string; currentPassword: string; password: string },
): Promise<void> {
  requirePasswordSession(input.identity);
  try {
    await deps.passwords.changePassword(input.accessToken, input.currentPassword, input.password);
  } catch (error) {
    if (!(error instanceof PasswordRefused)) throw error;
    if (error.reason === 'wrong')
      throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
    if (error.reason === 'policy') throw badRequest(error.message, { password: error.message });
    throw tooManyRequests(error.message);
  }
  await deps.table.put(securityNotice(deps, input.identity, 'password-changed'));
}
