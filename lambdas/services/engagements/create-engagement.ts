import type { TEngagement, TSaveEngagementParsed } from '@contracts/engagements/engagement';
import { conflict, ID_TAKEN } from '../../errors';
import { clientKeys } from '../../keys/client';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import { engagementViewOf, toEngagementItem, workstreamsOf } from './engagement-item';
import { clientNotFound, ownedClient } from './owned-client';

/**
 * A new draft engagement with one of the owner's clients, its terms in the client's currency.
 * The same transaction counts it on the client (`engagementCount`), which must still exist, so a
 * client deleted meanwhile leaves no engagement naming it, and a client's delete sees it.
 */
export async function createEngagement(
  deps: { table: Pick<Table, 'get' | 'transaction'>; clock: Clock; ids: IdGenerator },
  input: { sub: string; engagement: TSaveEngagementParsed },
): Promise<TEngagement> {
  const { sub, engagement: form } = input;
  const client = await ownedClient(deps.table, sub, form.clientId);
  const now = deps.clock.now();
  const at = now.toISOString();
  const item = toEngagementItem(form, {
    id: deps.ids.newId(),
    userId: sub,
    status: 'draft',
    currency: client.currency,
    workstreams: workstreamsOf(form.workstreams, [], () => deps.ids.newId()),
    createdAt: at,
    updatedAt: at,
  });
  await deps.table
    .transaction()
    .create(item, conflict(ID_TAKEN))
    .update(
      clientKeys.key({ sub, id: client.id }),
      { add: { engagementCount: 1 } },
      clientNotFound(),
      { userId: sub },
    )
    .commit();
  return engagementViewOf(item, client.name, now, []);
}
