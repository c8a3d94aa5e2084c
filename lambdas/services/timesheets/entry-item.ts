import type { TEntryStatus, TStatusChange, TTimeEntry } from '@contracts/timesheets/entry';
import { lineAmount } from '@domain/timesheets/totals';
import { timesheetEntryKeys, timesheetEntryRefKeys } from '../../keys/timesheet-entry';
import type { TableItem, TableKey } from '../../ports/table';

/** How a time entry is stored (keys: `lambdas/keys/timesheet-entry.ts`). */
export interface EntryFields {
  id: string;
  bookingPageId: string;
  userId: string;
  startTime: string;
  endTime: string;
  durationMinutes: number;
  description: string;
  billable: boolean;
  /** Pence; absent when no rate was entered (or the entry is not billable). */
  ratePence?: number;
  status: TEntryStatus;
  statusHistory: TStatusChange[];
  /** The workstream of the page's engagement the time is for; absent: none. */
  workstreamId?: string;
  createdAt: string;
  updatedAt: string;
}

export type EntryItem = TableItem & EntryFields;

export const entryKey = (e: Pick<EntryItem, 'bookingPageId' | 'startTime' | 'id'>): TableKey =>
  timesheetEntryKeys.key({ bookingPageId: e.bookingPageId, start: e.startTime, id: e.id });

export const entryRefKey = (bookingPageId: string, id: string): TableKey =>
  timesheetEntryRefKeys.key({ bookingPageId, id });

/** The ref item that finds an entry by id: its start, which its key holds. */
export const toEntryRef = (
  e: Pick<EntryItem, 'bookingPageId' | 'startTime' | 'id'>,
): TableItem => ({
  ...entryRefKey(e.bookingPageId, e.id),
  startTime: e.startTime,
});

/** The stored item of an entry's fields: its key from its page, start and id. */
export const toEntryItem = (fields: EntryFields): EntryItem => ({
  ...fields,
  // Last, so an edit that spreads the stored item gets the key of its new start.
  ...entryKey(fields),
});

export function fromEntryItem(item: TableItem): TTimeEntry {
  const e = item as Partial<EntryItem>;
  const durationMinutes = Number(e.durationMinutes ?? 0);
  const billable = e.billable === true;
  const ratePence = typeof e.ratePence === 'number' ? e.ratePence : null;
  return {
    id: String(e.id),
    bookingPageId: String(e.bookingPageId),
    startTime: String(e.startTime),
    endTime: String(e.endTime),
    durationMinutes,
    description: String(e.description ?? ''),
    billable,
    ratePence,
    amountPence: lineAmount({ durationMinutes, billable, ratePence }),
    status: e.status ?? 'draft',
    statusHistory: Array.isArray(e.statusHistory) ? e.statusHistory : [],
    workstreamId: typeof e.workstreamId === 'string' ? e.workstreamId : null,
    createdAt: String(e.createdAt ?? ''),
    updatedAt: String(e.updatedAt ?? e.createdAt ?? ''),
  };
}

/**
 * The Query for the entries that start in [from, to), by start: newest first unless
 * `ascending`. Sort keys are `TS#<ISO start>#<id>`; ISO instants in UTC sort as they occur.
 */
export function entriesQuery(bookingPageId: string, from: Date, to: Date, ascending = false) {
  const { pk } = timesheetEntryKeys.inPartition({ bookingPageId });
  const prefix = timesheetEntryKeys.sk.prefix;
  return {
    pk,
    sk: {
      // `#` sorts before every digit, so `TS#<to>` ends the range before entries starting at `to`.
      between: [`${prefix}${from.toISOString()}`, `${prefix}${to.toISOString()}`] as [
        string,
        string,
      ],
    },
    ascending,
    consistent: true,
  };
}
