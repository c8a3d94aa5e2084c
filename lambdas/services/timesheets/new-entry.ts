import { ratePenceOf, type TTimeEntry } from '@contracts/timesheets/entry';
import { conflict, ID_TAKEN } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table, TransactionBuilder } from '../../ports/table';
import type { BookingPageItem } from '../booking-pages/booking-page-item';
import { billingOf } from './billing-item';
import { countEntryWrites } from './day-sums-item';
import { fromEntryItem, toEntryItem, toEntryRef } from './entry-item';
import { requireOpenDays } from './period-lock';

/** A new entry's times: instants, and the minutes between them. */
export interface NewEntryTimes {
  start: Date;
  end: Date;
  durationMinutes: number;
}

/**
 * Writes a new time entry on the caller's booking page, however the time was logged (the entry
 * form, the timer): it starts as a draft, and the entry, the ref that finds it by id and its
 * day's sums are written in one transaction, with whatever else the caller's change needs
 * (`alsoWrite`, e.g. the stopped timer's removal), so either all of it happens or none. Time on
 * a day of a submitted or approved period is refused (`period-lock.ts`).
 *
 * A billable entry given no rate at all (`hourlyRate` undefined) takes the page's default rate;
 * null means no rate. The rate is kept on the entry, so a later change of the default leaves it.
 */
export async function writeNewEntry(
  deps: { table: Pick<Table, 'queryAll' | 'transaction'>; clock: Clock; ids: IdGenerator },
  input: {
    bookingPage: BookingPageItem;
    sub: string;
    times: NewEntryTimes;
    description: string;
    billable: boolean;
    /** Pounds as the contract parsed them; null: none; undefined: the page's default. */
    hourlyRate: string | null | undefined;
    /** Checked by `checkedWorkstream`; undefined: none. */
    workstreamId?: string | undefined;
  },
  alsoWrite?: (tx: TransactionBuilder) => void,
): Promise<TTimeEntry> {
  const { bookingPage, times } = input;
  await requireOpenDays(deps.table, bookingPage, [times.start.toISOString()]);
  const now = deps.clock.now().toISOString();
  const ratePence = !input.billable
    ? null
    : input.hourlyRate === undefined
      ? billingOf(bookingPage).ratePence
      : ratePenceOf(input.hourlyRate);
  const item = toEntryItem({
    id: deps.ids.newId(),
    bookingPageId: bookingPage.id,
    userId: input.sub,
    startTime: times.start.toISOString(),
    endTime: times.end.toISOString(),
    durationMinutes: times.durationMinutes,
    description: input.description,
    billable: input.billable,
    ...(ratePence === null ? {} : { ratePence }),
    status: 'draft',
    statusHistory: [{ status: 'draft', at: now }],
    ...(input.workstreamId ? { workstreamId: input.workstreamId } : {}),
    createdAt: now,
    updatedAt: now,
  });
  const created = fromEntryItem(item);
  const tx = deps.table
    .transaction()
    .create(item, conflict(ID_TAKEN))
    .create(toEntryRef(item), conflict(ID_TAKEN));
  countEntryWrites(tx, bookingPage, [{ after: created }]);
  alsoWrite?.(tx);
  await tx.commit();
  return created;
}
