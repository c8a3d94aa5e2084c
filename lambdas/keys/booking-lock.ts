import { defineEntity } from './entity';

/**
 * One per owner and UTC day: every booking and manual event moves the `version` of each day its
 * time (with the page's buffer) touches, under a condition, in the meeting's own transaction, so
 * two overlapping bookings can never both be written while bookings on other days never wait
 * for each other (docs/data-model.md, "No double booking").
 */
export const bookingLockKeys = defineEntity('booking lock', {
  PK: 'USER#{sub}',
  SK: 'BOOKLOCK#{day}',
});
