import { clientMessages } from '@contracts/clients/client';
import { concurrentWrite, conflict } from '../../errors';
import type { Table } from '../../ports/table';
import { retryOnClash } from '../retry-on-clash';
import { clientKey } from './client-item';
import { linkedPages, ownedClient } from './client-pages';

/**
 * Deletes a client no booking page bills and no engagement names; 409 while one does (its pages
 * would lose the details they bill by; an engagement's letters are addressed to it). The delete
 * holds only while the client is at the version and engagement count read, so a page linked or
 * an engagement made meanwhile makes it look again.
 */
export async function deleteClient(
  deps: { table: Pick<Table, 'get' | 'transaction'> },
  input: { sub: string; id: string },
): Promise<void> {
  await retryOnClash(3, async () => {
    const client = await ownedClient(deps.table, input.sub, input.id);
    if ((await linkedPages(deps.table, client)).length > 0)
      throw conflict(clientMessages.hasBookingPages);
    if ((client.engagementCount ?? 0) > 0) throw conflict(clientMessages.hasEngagements);
    await deps.table
      .transaction()
      .delete(clientKey(input.sub, input.id), concurrentWrite(), {
        version: client.version,
        engagementCount: client.engagementCount,
      })
      .commit();
  });
}
