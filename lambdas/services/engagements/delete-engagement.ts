import { engagementMessages } from '@contracts/engagements/engagement';
import { conflict } from '../../errors';
import { clientKeys } from '../../keys/client';
import type { Table } from '../../ports/table';
import { engagementKey } from './engagement-item';
import { ownedEngagement } from './owned-engagement';

const notDraft = () => conflict(engagementMessages.notDraft);

/**
 * Deletes a draft engagement. One whose letter went out is a record the client holds too (and,
 * once signed, what invoices cite), so it is ended, never deleted: 409, nothing removed. The
 * delete is conditioned on the draft status, so a letter sent meanwhile wins.
 */
export async function deleteEngagement(
  deps: { table: Pick<Table, 'get' | 'transaction'> },
  input: { sub: string; id: string },
): Promise<void> {
  const stored = await ownedEngagement(deps.table, input.sub, input.id);
  if (stored.status !== 'draft') throw notDraft();
  await deps.table
    .transaction()
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
