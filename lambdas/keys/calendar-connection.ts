import { defineEntity } from './entity';

/**
 * A calendar connected to a booking page (local, Google or Microsoft), in the page's partition.
 * Google and Microsoft connections are also on GSI1 by when their next scheduled sync is due,
 * where the sync sweep finds the ones to sync (`services/calendars/sync-due-index.ts`).
 */
export const calendarConnectionKeys = defineEntity('calendar connection', {
  PK: 'CAL#{calendarId}',
  SK: 'CONN#{id}',
  indexes: { GSI1: { pk: 'CALSYNC', sk: '{due}#{calendarId}#{id}' } },
});
