import { defineEntity } from './entity';

/**
 * One per booking page, in its owner's partition, written in the page's own transaction: a
 * strongly consistent list of an owner's pages, which the no-double-booking check needs (GSI
 * reads are only eventually consistent).
 */
export const bookingPageRefKeys = defineEntity('booking page ref', {
  PK: 'USER#{sub}',
  SK: 'CALREF#{id}',
});
