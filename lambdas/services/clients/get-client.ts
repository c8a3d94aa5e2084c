import type { TClient } from '@contracts/clients/client';
import type { Table } from '../../ports/table';
import { clientView, ownedClient } from './client-pages';

/** One of the caller's clients with the booking pages that bill it. */
export async function getClient(
  deps: { table: Pick<Table, 'get' | 'query'> },
  input: { sub: string; id: string },
): Promise<TClient> {
  return clientView(deps.table, await ownedClient(deps.table, input.sub, input.id));
}
