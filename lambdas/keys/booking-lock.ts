import { defineEntity } from './entity';

/**
 * One per owner and UTC day: every meeting write for the owner (booking, cancellation, manual
 * event, sync, disconnect) moves the `version` of each day its time (a booking: with the page's
 * buffer) touches, under a condition, in the meeting's own transaction, so two overlapping
 * bookings can never both be written while bookings on other days never wait for each other.
 * The same move rewrites `busy`, the day's scheduled meetings of all the owner's pages, so the
 * busy time around a booking is read from the locks themselves. Days sort by date, so a period's
 * locks are one Query (docs/data-model.md, "No double booking").
 */
export const bookingLockKeys = defineEntity('booking lock', {
  PK: 'USER#{sub}',
  SK: 'BOOKLOCK#{day}',
});
