import { defineEntity } from './entity';

/** A calendar connected to a booking page (local, Google or Microsoft), in the page's partition. */
export const calendarConnectionKeys = defineEntity('calendar connection', {
  PK: 'CAL#{calendarId}',
  SK: 'CONN#{id}',
});
