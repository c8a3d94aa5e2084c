import { bookingMessages } from '@contracts/booking/public-booking';
import {
  isSlotOffered,
  outsideBookingWindow,
  type Interval,
  type SlotRules,
} from '@domain/booking/slots';
import { conflict, type AppError } from '../../errors';

/**
 * Why a start time cannot be taken on a page (409), or undefined when it can: what a booking and
 * a move of a meeting both ask. A time already past is simply not offered; one still ahead is
 * told which limit it misses; a time the page offers but the owner's meetings fill is taken.
 */
export function slotRefusal(
  rules: SlotRules,
  start: Date,
  now: Date,
  busy: readonly Interval[],
): AppError | undefined {
  const outside = start < now ? undefined : outsideBookingWindow(rules, start, now);
  if (outside === 'notice') return conflict(bookingMessages.tooSoon);
  if (outside === 'horizon') return conflict(bookingMessages.tooFarAhead(rules.horizonDays ?? 0));
  if (!isSlotOffered(rules, start, now, [])) return conflict(bookingMessages.slotUnavailable);
  if (!isSlotOffered(rules, start, now, busy)) return conflict(bookingMessages.slotTaken);
  return undefined;
}
