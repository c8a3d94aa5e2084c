import { isOwnAddress } from '@domain/timesheets/client-address';
import type { AppError } from '../../errors';
import type { UserDirectory } from '../../ports/user-directory';

/**
 * Refuses (with `refusal`) a client address that is the consultant's own: the account's e-mail
 * as the user pool has it now. Checked when the settings are saved and again whenever a period
 * is sent for approval, since the account's address may have changed in between.
 */
export async function refuseOwnAddress(
  users: Pick<UserDirectory, 'getEmail'>,
  input: { sub: string; username?: string; clientEmail: string },
  refusal: () => AppError,
): Promise<void> {
  if (input.clientEmail.trim() === '') return;
  const own = await users.getEmail(input.sub, input.username);
  if (isOwnAddress(input.clientEmail, [own])) throw refusal();
}
