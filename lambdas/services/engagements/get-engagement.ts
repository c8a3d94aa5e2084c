import type { TEngagement } from '@contracts/engagements/engagement';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { engagementView } from './engagement-pages';
import { ownedEngagement } from './owned-engagement';

/** One of the owner's engagements, with its client's name as it is now and its booking pages. */
export async function getEngagement(
  deps: { table: Pick<Table, 'get' | 'queryAll'>; clock: Clock },
  input: { sub: string; id: string },
): Promise<TEngagement> {
  const item = await ownedEngagement(deps.table, input.sub, input.id);
  return engagementView(deps.table, item, deps.clock.now());
}
