import type { TDateOverride, THoursRange } from '@contracts/booking/date-override';
import type { DateOverride } from '@domain/booking/slots';
import { addDays, dateAsIfUtc } from '@domain/time/zoned';
import { dateOverrideKeys } from '../../keys/date-override';
import type { TableItem, TableKey } from '../../ports/table';

/**
 * How a date override is stored (`lambdas/keys/date-override.ts`), in its page's partition. It
 * expires a week after its date: a past date's hours offer nothing any more, so the partition
 * does not gather them.
 */
export interface DateOverrideItem extends TableItem {
  bookingPageId: string;
  date: string;
  unavailable: boolean;
  ranges: THoursRange[];
  updatedAt: string;
  ttl: number;
}

const KEEP_DAYS = 7;

export const dateOverrideKey = (bookingPageId: string, date: string): TableKey =>
  dateOverrideKeys.key({ bookingPageId, date });

export function toDateOverrideItem(
  bookingPageId: string,
  override: TDateOverride,
  now: Date,
): DateOverrideItem {
  return {
    ...dateOverrideKey(bookingPageId, override.date),
    bookingPageId,
    date: override.date,
    unavailable: override.unavailable,
    ranges: override.unavailable ? [] : override.ranges,
    updatedAt: now.toISOString(),
    ttl: Math.floor(dateAsIfUtc(addDays(override.date, KEEP_DAYS + 1)) / 1000),
  };
}

export function fromDateOverrideItem(item: TableItem): TDateOverride | undefined {
  const date = dateOverrideKeys.parse(item)?.date;
  if (!date) return undefined;
  const o = item as Partial<DateOverrideItem>;
  const ranges = Array.isArray(o.ranges) ? o.ranges : [];
  return {
    date,
    unavailable: o.unavailable === true || ranges.length === 0,
    ranges:
      o.unavailable === true
        ? []
        : ranges.map((r) => ({ startTime: r.startTime, endTime: r.endTime })),
  };
}

/** The override as the slot rules read it: a holiday has no hours. */
export const toSlotOverride = (o: TDateOverride): DateOverride => ({
  date: o.date,
  ranges: o.unavailable ? [] : o.ranges,
});

/** The Query for a page's overrides of the dates `first` … `last` (both included); all without. */
export function dateOverridesQuery(bookingPageId: string, dates?: { first: string; last: string }) {
  const { pk, sk } = dateOverrideKeys.inPartition({ bookingPageId });
  if (!dates) return { pk, sk };
  return {
    pk,
    sk: {
      between: [
        dateOverrideKeys.sk.format({ date: dates.first }),
        dateOverrideKeys.sk.format({ date: dates.last }),
      ] as [string, string],
    },
  };
}
