import type { TEngagement } from '@contracts/engagements/engagement';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { engagementViewOf } from './engagement-item';
import { clientNamesOf } from './owned-client';
import { ownedEngagement } from './owned-engagement';

/** One of the owner's engagements, with its client's name as it is now. */
export async function getEngagement(
  deps: { table: Pick<Table, 'get'>; clock: Clock },
  input: { sub: string; id: string },
): Promise<TEngagement> {
  const item = await ownedEngagement(deps.table, input.sub, input.id);
  const names = await clientNamesOf(deps.table, input.sub, [item.clientId]);
  return engagementViewOf(item, names.get(item.clientId) ?? '', deps.clock.now());
}
