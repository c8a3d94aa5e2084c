import {
  engagementMessages,
  type TEngagement,
  type TSaveEngagementParsed,
} from '@contracts/engagements/engagement';
import { concurrentWrite, conflict } from '../../errors';
import { clientKeys } from '../../keys/client';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import { engagementKey, toEngagementItem, workstreamsOf } from './engagement-item';
import { clientNotFound, ownedClient } from './owned-client';
import { bookingPageKey, ENGAGEMENT_LINK_ATTRIBUTES } from '../booking-pages/booking-page-item';
import { engagementView, linkedPagesOf } from './engagement-pages';
import { ownedEngagement } from './owned-engagement';

const termsLocked = () => conflict(engagementMessages.termsLocked);

/**
 * Saves a draft engagement as a whole: its details, its proposed terms (in its client's currency
 * as it is now) and its workstreams. Only a draft changes so: once its letter is out for signature
 * the client is reading those terms, and after signing only a change order may amend them, so the
 * write is conditioned on the engagement still being a draft (409 otherwise, nothing written).
 * A draft may move to another of the owner's clients, which must still exist when it is written;
 * its booking pages, which bill the former client, are unlinked in the same transaction.
 */
export async function updateEngagement(
  deps: { table: Pick<Table, 'get' | 'queryAll' | 'transaction'>; clock: Clock; ids: IdGenerator },
  input: { sub: string; id: string; engagement: TSaveEngagementParsed },
): Promise<TEngagement> {
  const { sub, engagement: form } = input;
  const stored = await ownedEngagement(deps.table, sub, input.id);
  if (stored.status !== 'draft') throw termsLocked();
  const client = await ownedClient(deps.table, sub, form.clientId);
  const now = deps.clock.now();
  const item = toEngagementItem(form, {
    id: stored.id,
    userId: sub,
    status: stored.status,
    currency: client.currency,
    workstreams: workstreamsOf(form.workstreams, stored.workstreams, () => deps.ids.newId()),
    letters: stored.letters ?? [],
    createdAt: stored.createdAt,
    updatedAt: now.toISOString(),
  });
  // The letters and the status are the letters' steps to change, never a save's.
  const { PK: _pk, SK: _sk, letters: _letters, status: _status, ...set } = item;
  const write = deps.table
    .transaction()
    .update(engagementKey(sub, stored.id), { set }, termsLocked(), {
      status: 'draft',
      clientId: stored.clientId,
    });
  const clientKey = clientKeys.key({ sub, id: client.id });
  if (client.id === stored.clientId) {
    write.check(clientKey, { exists: true, equals: { userId: sub } }, clientNotFound());
  } else {
    // Its pages bill the former client, so they leave it; a move back links none again.
    for (const page of await linkedPagesOf(deps.table, stored))
      write.update(
        bookingPageKey(page.id),
        { remove: ENGAGEMENT_LINK_ATTRIBUTES },
        concurrentWrite(),
        { engagementId: stored.id },
      );
    // A move takes the draft off the former client's count and onto the new one's.
    write
      .update(clientKey, { add: { engagementCount: 1 } }, clientNotFound(), { userId: sub })
      .update(
        clientKeys.key({ sub, id: stored.clientId }),
        { add: { engagementCount: -1 } },
        clientNotFound(),
        { userId: sub },
      );
  }
  await write.commit();
  return engagementView(deps.table, item, now);
}
