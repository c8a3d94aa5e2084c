import { entryMessages } from '@contracts/timesheets/entry';
import { AppError, concurrentWrite, conflict, notFound } from '../../errors';
import type { Table } from '../../ports/table';
import type { BookingPageItem } from '../booking-pages/booking-page-item';
import { ownedBookingPage } from '../booking-pages/owned-booking-page';
import { entryKey, entryRefKey, type EntryItem } from './entry-item';

/**
 * One of the caller's entries, read strongly consistently through its ref. Another owner's page
 * or entry answers exactly like a missing one (404).
 */
export async function ownedEntry(
  table: Pick<Table, 'get'>,
  input: { bookingPageId: string; entryId: string; sub: string },
): Promise<{ bookingPage: BookingPageItem; entry: EntryItem }> {
  const bookingPage = await ownedBookingPage(table, input.bookingPageId, input.sub);
  const entry = await findEntry(table, bookingPage.id, input.entryId);
  if (!entry) throw notFound(entryMessages.notFound);
  return { bookingPage, entry };
}

async function findEntry(
  table: Pick<Table, 'get'>,
  bookingPageId: string,
  entryId: string,
): Promise<EntryItem | undefined> {
  const ref = await table.get(entryRefKey(bookingPageId, entryId), { consistent: true });
  if (!ref || typeof ref.startTime !== 'string') return undefined;
  return table.get<EntryItem>(entryKey({ bookingPageId, startTime: ref.startTime, id: entryId }), {
    consistent: true,
  });
}

/** 409: only a draft may be edited or deleted (spec: submitted and approved entries are final). */
export const entryLocked = () => conflict(entryMessages.locked);

/** Refuses a change to an entry that is no longer a draft, before anything is written. */
export function requireDraft(entry: EntryItem): void {
  if (entry.status !== 'draft') throw entryLocked();
}

/**
 * A write to an entry is conditional on it being the draft that was read. When the condition
 * fails, read again to say why: it was submitted meanwhile (409 locked), deleted (404), or
 * changed by another edit at the same moment (409, worth a retry).
 */
export async function explainRefusal(
  table: Pick<Table, 'get'>,
  bookingPageId: string,
  entryId: string,
  error: unknown,
): Promise<never> {
  if (!(error instanceof AppError) || error.code !== 'conflict') throw error;
  const now = await findEntry(table, bookingPageId, entryId);
  if (!now) throw notFound(entryMessages.notFound);
  if (now.status !== 'draft') throw entryLocked();
  throw concurrentWrite();
}
