import type { TEngagementList, TEngagementListQuery } from '@contracts/engagements/engagement';
import { engagementKeys } from '../../keys/engagement';
import type { Clock } from '../../ports/clock';
import type { Table, TableQuery } from '../../ports/table';
import { readPage } from '../page-cursor';
import { engagementSummaryOf, type EngagementItem } from './engagement-item';
import { clientNamesOf, ownedClient } from './owned-client';

/**
 * A page of the owner's engagements, newest first: all of them (GSI2), or one client's (GSI1),
 * that client first found under the owner (400 on `clientId` otherwise), so the client's index
 * partition is only ever read for its owner. Each row names its client as it is now.
 */
export async function listEngagements(
  deps: { table: Pick<Table, 'get' | 'query'>; clock: Clock },
  input: { sub: string; query: TEngagementListQuery },
): Promise<TEngagementList> {
  const { sub, query } = input;
  const { clientId, ...page } = query;
  const names = new Map<string, string>();
  let index: Omit<TableQuery, 'cursor' | 'limit'>;
  if (clientId !== undefined) {
    const client = await ownedClient(deps.table, sub, clientId);
    names.set(client.id, client.name);
    index = {
      index: 'GSI1',
      pk: engagementKeys.indexPartition('GSI1', { clientId }),
      ascending: false,
    };
  } else {
    index = { index: 'GSI2', pk: engagementKeys.indexPartition('GSI2', { sub }), ascending: false };
  }
  const { items, nextCursor } = await readPage<EngagementItem>(deps.table, index, page);
  const own = items.filter((item) => item.userId === sub);
  const missing = own.map((item) => item.clientId).filter((id) => !names.has(id));
  for (const [id, name] of await clientNamesOf(deps.table, sub, missing)) names.set(id, name);
  const now = deps.clock.now();
  return {
    engagements: own.map((item) => engagementSummaryOf(item, names.get(item.clientId) ?? '', now)),
    nextCursor,
  };
}
