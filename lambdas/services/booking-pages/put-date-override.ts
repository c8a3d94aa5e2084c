import {
  dateOverrideMessages,
  type TDateOverride,
  type TPutDateOverrideParsed,
} from '@contracts/booking/date-override';
import { localDateOf } from '@domain/time/zoned';
import { badRequest } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { bookingWindowOf } from './booking-page-item';
import { toDateOverrideItem } from './date-override-item';
import { ownedBookingPage } from './owned-booking-page';

/**
 * Sets one date's hours, replacing any override it had. The date is read on the page's calendar
 * and must lie from today up to the page's horizon: dates outside offer no times anyway, so an
 * override there would only mislead its owner.
 */
export async function putDateOverride(
  deps: { table: Pick<Table, 'get' | 'put'>; clock: Clock },
  input: { bookingPageId: string; sub: string; date: string; body: TPutDateOverrideParsed },
): Promise<TDateOverride> {
  const bookingPage = await ownedBookingPage(deps.table, input.bookingPageId, input.sub);
  const now = deps.clock.now();
  const { horizonDays } = bookingWindowOf(bookingPage);
  const today = localDateOf(now, bookingPage.timeZone);
  // The horizon counts real days from now; its last date is the one that instant falls on.
  const last = localDateOf(
    new Date(now.getTime() + horizonDays * 86_400_000),
    bookingPage.timeZone,
  );
  if (input.date < today || input.date > last)
    throw badRequest(dateOverrideMessages.outsideHorizon(horizonDays), {
      date: dateOverrideMessages.outsideHorizon(horizonDays),
    });
  const unavailable = input.body.unavailable === true;
  const override: TDateOverride = {
    date: input.date,
    unavailable,
    ranges: unavailable
      ? []
      : [...(input.body.ranges ?? [])].sort((a, b) => a.startTime.localeCompare(b.startTime)),
  };
  await deps.table.put(toDateOverrideItem(bookingPage.id, override, now));
  return override;
}
