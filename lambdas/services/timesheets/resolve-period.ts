import type { TResolvedPeriod } from '@contracts/timesheets/period';
import { addDays, localDateOf } from '@domain/time/zoned';
import { periodRange, type PeriodFilter } from '@domain/timesheets/periods';
import { badRequest } from '../../errors';

/**
 * A period filter read on the owner's calendar at `now`: its instants and the first and last day
 * it covers. A custom range the domain refuses is a 400 with its message (the contract checks
 * first, so this only guards services called from elsewhere).
 */
export function resolvePeriod(filter: PeriodFilter, now: Date, timeZone: string): TResolvedPeriod {
  let range;
  try {
    range = periodRange(filter, now, timeZone);
  } catch (error) {
    if (error instanceof RangeError) throw badRequest(error.message);
    throw error;
  }
  return {
    kind: filter.kind,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    startDate: localDateOf(range.from, timeZone),
    // The day before the exclusive end's day: the last day the period covers.
    endDate: addDays(localDateOf(range.to, timeZone), -1),
    timeZone,
  };
}

/** The instants a resolved period covers, as the reads of its records take them: [from, to). */
export const rangeOf = (period: Pick<TResolvedPeriod, 'from' | 'to'>) => ({
  from: new Date(period.from),
  to: new Date(period.to),
});
