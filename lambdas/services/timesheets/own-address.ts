import { isOwnAddress } from '@domain/timesheets/client-address';
import type { AppError } from '../../errors';
import type { UserDirectory } from '../../ports/user-directory';

/**
 * Refuses (with `refusal`) a client address that is the consultant's own: the account's e-mail
 * as the user pool has it now. Checked when the settings are saved and again whenever a period
 * is sent for approval, since the account's address may have changed in between. Several
 * addresses (a client's approvers) are checked against one look-up; `refusal` is given the
 * first that is the consultant's.
 */
export async function refuseOwnAddress(
  users: Pick<UserDirectory, 'getEmail'>,
  input: { sub: string; username?: string; clientEmail: string | readonly string[] },
  refusal: (address: string) => AppError,
): Promise<void> {
  const addresses = (
    typeof input.clientEmail === 'string' ? [input.clientEmail] : input.clientEmail
  ).filter((address) => address.trim() !== '');
  if (addresses.length === 0) return;
  const own = await users.getEmail(input.sub, input.username);
  const mine = addresses.find((address) => isOwnAddress(address, [own]));
  if (mine !== undefined) throw refusal(mine);
}
