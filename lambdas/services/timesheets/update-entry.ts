import {
  ratePenceOf,
  type TSaveTimeEntryParsed,
  type TTimeEntry,
} from '@contracts/timesheets/entry';
import { conflict, ID_TAKEN } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { countEntryWrites } from './day-sums-item';
import { entryKey, fromEntryItem, toEntryItem, toEntryRef } from './entry-item';
import { entryTimes } from './entry-times';
import { requireOpenDays } from './period-lock';
import { checkedWorkstream } from './entry-workstream';
import { entryLocked, explainRefusal, ownedEntry, requireDraft } from './owned-entry';

/**
 * Edits a draft entry. The write holds only if the entry is still the draft that was read (same
 * status, same `updatedAt`), so an entry submitted a moment ago is never changed: 409. A new
 * start moves the entry to its new key, and its ref with it, in one transaction, which also
 * moves what it counts from the old day's sums to the new one's.
 */
export async function updateEntry(
  deps: { table: Pick<Table, 'get' | 'queryAll' | 'transaction'>; clock: Clock },
  input: { bookingPageId: string; entryId: string; sub: string; entry: TSaveTimeEntryParsed },
): Promise<TTimeEntry> {
  const { bookingPage, entry } = await ownedEntry(deps.table, input);
  requireDraft(entry);
  const { start, end, durationMinutes } = entryTimes(input.entry, bookingPage.timeZone);
  // A draft may not move into a submitted or approved period.
  await requireOpenDays(deps.table, bookingPage, [start.toISOString()]);
  // Absent keeps the entry's workstream (a client of the API that knows none changes none).
  const workstreamId =
    input.entry.workstreamId === undefined
      ? entry.workstreamId
      : await checkedWorkstream(deps.table, bookingPage, input.entry.workstreamId);
  const next = toEntryItem({
    ...entry,
    startTime: start.toISOString(),
    endTime: end.toISOString(),
    durationMinutes,
    description: input.entry.description,
    billable: input.entry.billable,
    ratePence: ratePenceOf(input.entry.hourlyRate) ?? undefined,
    workstreamId,
    updatedAt: deps.clock.now().toISOString(),
  });
  if (next.ratePence === undefined) delete next.ratePence;
  if (next.workstreamId === undefined) delete next.workstreamId;
  const asRead = { status: 'draft', updatedAt: entry.updatedAt };
  const oldKey = entryKey(entry);
  const tx = deps.table.transaction();
  if (next.SK === oldKey.SK) {
    tx.update(
      oldKey,
      {
        set: {
          endTime: next.endTime,
          durationMinutes: next.durationMinutes,
          description: next.description,
          billable: next.billable,
          updatedAt: next.updatedAt,
          ...(next.ratePence === undefined ? {} : { ratePence: next.ratePence }),
          ...(next.workstreamId === undefined ? {} : { workstreamId: next.workstreamId }),
        },
        remove: [
          ...(next.ratePence === undefined ? ['ratePence'] : []),
          ...(next.workstreamId === undefined ? ['workstreamId'] : []),
        ],
      },
      entryLocked(),
      asRead,
    );
  } else {
    tx.delete(oldKey, entryLocked(), asRead).create(next, conflict(ID_TAKEN)).put(toEntryRef(next));
  }
  const updated = fromEntryItem(next);
  countEntryWrites(tx, bookingPage, [{ before: fromEntryItem(entry), after: updated }]);
  try {
    await tx.commit();
  } catch (error) {
    return explainRefusal(deps.table, bookingPage.id, entry.id, error);
  }
  return updated;
}
