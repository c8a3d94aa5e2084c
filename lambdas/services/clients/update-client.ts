import { clientMessages, type TClient, type TSaveClientParsed } from '@contracts/clients/client';
import { conflict } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { retryOnClash } from '../retry-on-clash';
import { toClientItem } from './client-item';
import {
  anyTimeLogged,
  clientView,
  copyToPages,
  linkedPages,
  ownedClient,
  rewriteClient,
  writablePages,
} from './client-pages';
import { refuseOwnContacts } from './own-contacts';

/**
 * Saves a client's details as a whole, and with them the copy each of its booking pages bills by
 * (`billing`), in one transaction: the timesheets, approval mails and invoices of every page read
 * the new details from then on, and none ever reads half of them. The currency changes only while
 * no time has been logged on any of its pages (409 after), so every amount billed to the client
 * stays in one currency. The write holds only while the client is at the version read and each
 * page still bills it; a concurrent save, link or deletion makes it read again.
 */
export async function updateClient(
  deps: {
    table: Pick<Table, 'get' | 'query' | 'transaction'>;
    clock: Clock;
    users: Pick<UserDirectory, 'getEmail'>;
  },
  input: { sub: string; username?: string; id: string; client: TSaveClientParsed },
): Promise<TClient> {
  await ownedClient(deps.table, input.sub, input.id);
  await refuseOwnContacts(deps.users, { ...input, contacts: input.client.contacts });
  return retryOnClash(3, async () => {
    const before = await ownedClient(deps.table, input.sub, input.id);
    const pages = await linkedPages(deps.table, before);
    const locked = await anyTimeLogged(
      deps.table,
      pages.map((page) => page.id),
    );
    if (locked && input.client.currency !== before.currency)
      throw conflict(clientMessages.currencyLocked);
    const after = toClientItem(input.client, {
      ...before,
      updatedAt: deps.clock.now().toISOString(),
      version: before.version + 1,
    });
    const tx = deps.table.transaction();
    rewriteClient(tx, before, after);
    copyToPages(tx, after, writablePages(pages));
    await tx.commit();
    return clientView(deps.table, after, pages);
  });
}
