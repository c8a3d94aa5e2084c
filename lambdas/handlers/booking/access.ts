import { publicBookingItems } from '../../deps/access-groups';
import type { DeclaredAccess, FunctionAccess } from '../../deps/function-access';
import { bookingCapKeys } from '../../keys/booking-cap';
import { idempotencyKeys } from '../../keys/idempotency';
import { outboxKeys } from '../../keys/outbox';
import { bookingDeps } from './deps';

/**
 * Public booking pages: free times, and bookings and cancellations with their MeetingBooked
 * and MeetingCancelled in the outbox (published by the relay, so no bus right here), and the
 * counters of the caps on anonymous bookings.
 * Before free times are listed, the page's stale connected calendars are synced by the
 * `calendar-refresh` function: no connection, provider or token key here.
 */
export const bookingAccess: DeclaredAccess = {
  deps: bookingDeps,
  table: 'RW',
  items: [...publicBookingItems, idempotencyKeys, outboxKeys, bookingCapKeys],
};

/**
 * The anonymous GET routes' own function (`publicReadAccess`): the page by slug, its free times (the owner's day locks, which hold their meetings, and the
 * ids of their pages) and a visitor's meeting by cancel link.
 */
export const bookingPublicReadAccess: FunctionAccess = { table: 'RO', items: publicBookingItems };
