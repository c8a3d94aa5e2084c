import { clientMessages, type TContact } from '@contracts/clients/client';
import { badRequest } from '../../errors';
import type { UserDirectory } from '../../ports/user-directory';
import { refuseOwnAddress } from '../timesheets/own-address';

/**
 * 400 on the first approver whose address is the consultant's own: the client's approver
 * receives the approval links, and the client's approval is what makes time billable, so the
 * consultant cannot approve their own time.
 */
export async function refuseOwnContacts(
  users: Pick<UserDirectory, 'getEmail'>,
  input: { sub: string; username?: string; contacts: readonly TContact[] },
): Promise<void> {
  const approvers = input.contacts.filter((contact) => contact.role === 'approver');
  await refuseOwnAddress(
    users,
    { sub: input.sub, username: input.username, clientEmail: approvers.map((c) => c.email) },
    (address) =>
      badRequest(clientMessages.contactIsYou, {
        [`contacts.${input.contacts.findIndex((c) => c.email === address)}.email`]:
          clientMessages.contactIsYou,
      }),
  );
}
