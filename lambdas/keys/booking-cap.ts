import { defineEntity } from './entity';

/**
 * How many bookings one subject (a visitor's address on a page, a page, a source address) made
 * in one window (a UTC day or hour): the count of a cap on anonymous bookings, moved in each
 * booking's own transaction and gone after its `ttl`. The subject (`who`) comes last: it is free-form.
 */
export const bookingCapKeys = defineEntity('booking cap counter', {
  PK: 'BOOKCAP#{cap}#{window}#{who}',
  SK: 'BOOKCAP',
});
