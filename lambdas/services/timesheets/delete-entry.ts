import type { Table } from '../../ports/table';
import { countEntryWrites } from './day-sums-item';
import { entryKey, entryRefKey, fromEntryItem } from './entry-item';
import { entryLocked, explainRefusal, ownedEntry, requireDraft } from './owned-entry';

/**
 * Deletes a draft entry with its ref, taking it out of its day's sums; a submitted or approved
 * one is refused (409).
 */
export async function deleteEntry(
  deps: { table: Pick<Table, 'get' | 'transaction'> },
  input: { bookingPageId: string; entryId: string; sub: string },
): Promise<void> {
  const { bookingPage, entry } = await ownedEntry(deps.table, input);
  requireDraft(entry);
  const tx = deps.table
    .transaction()
    .delete(entryKey(entry), entryLocked(), { status: 'draft', updatedAt: entry.updatedAt })
    .deleteIfAny(entryRefKey(bookingPage.id, entry.id));
  countEntryWrites(tx, bookingPage, [{ before: fromEntryItem(entry) }]);
  try {
    await tx.commit();
  } catch (error) {
    await explainRefusal(deps.table, bookingPage.id, entry.id, error);
  }
}
