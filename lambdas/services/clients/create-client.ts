import type { TClient, TSaveClientParsed } from '@contracts/clients/client';
import { conflict, ID_TAKEN } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { clientViewOf, toClientItem } from './client-item';
import { refuseOwnContacts } from './own-contacts';

/** A new client of the caller's, billed by no booking page yet. */
export async function createClient(
  deps: {
    table: Pick<Table, 'transaction'>;
    clock: Clock;
    ids: IdGenerator;
    users: Pick<UserDirectory, 'getEmail'>;
  },
  input: { sub: string; username?: string; client: TSaveClientParsed },
): Promise<TClient> {
  await refuseOwnContacts(deps.users, { ...input, contacts: input.client.contacts });
  const now = deps.clock.now().toISOString();
  const item = toClientItem(input.client, {
    id: deps.ids.newId(),
    userId: input.sub,
    bookingPageIds: [],
    createdAt: now,
    updatedAt: now,
    version: 1,
  });
  await deps.table.transaction().create(item, conflict(ID_TAKEN)).commit();
  return clientViewOf(item, { bookingPages: [], currencyLocked: false });
}
