import { engagementMessages } from '@contracts/engagements/engagement';
import { concurrentWrite, conflict } from '../../errors';
import { clientKeys } from '../../keys/client';
import type { Table } from '../../ports/table';
import { bookingPageKey, ENGAGEMENT_LINK_ATTRIBUTES } from '../booking-pages/booking-page-item';
import { engagementKey } from './engagement-item';
import { linkedPagesOf } from './engagement-pages';
import { ownedEngagement } from './owned-engagement';

const notDraft = () => conflict(engagementMessages.notDraft);

/**
 * Deletes a draft engagement. One whose letter went out is a record the client holds too (and,
 * once signed, what invoices cite), so it is ended, never deleted: 409, nothing removed. The
 * delete is conditioned on the draft status, so a letter sent meanwhile wins. Its booking pages
 * are unlinked in the same transaction.
 */
export async function deleteEngagement(
  deps: { table: Pick<Table, 'get' | 'queryAll' | 'transaction'> },
  input: { sub: string; id: string },
): Promise<void> {
  const stored = await ownedEngagement(deps.table, input.sub, input.id);
  if (stored.status !== 'draft') throw notDraft();
  const pages = await linkedPagesOf(deps.table, stored);
  const tx = deps.table.transaction();
  for (const page of pages)
    tx.update(bookingPageKey(page.id), { remove: ENGAGEMENT_LINK_ATTRIBUTES }, concurrentWrite(), {
      engagementId: stored.id,
    });
  await tx
    .delete(engagementKey(input.sub, stored.id), notDraft(), { status: 'draft' })
    // The client is there: it cannot be deleted while it counts this engagement.
    .update(
      clientKeys.key({ sub: input.sub, id: stored.clientId }),
      { add: { engagementCount: -1 } },
      notDraft(),
      { userId: input.sub },
    )
    .commit();
}
