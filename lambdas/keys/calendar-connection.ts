import { defineEntity } from './entity';

/**
 * A calendar connected to a booking page (local, Google or Microsoft), in the page's connection
 * partition (`CALCONN#<bookingPageId>`): apart from the page's own `CAL#<id>`, which the public
 * booking function reads, because a Google or Microsoft connection holds the sealed refresh token.
 * Those are also on GSI1 by when their next scheduled sync is due, where the sync sweep finds the
 * ones to sync (`services/booking-pages/sync-due-connections.ts`).
 */
export const calendarConnectionKeys = defineEntity('calendar connection', {
  PK: 'CALCONN#{bookingPageId}',
  SK: 'CONN#{id}',
  indexes: { GSI1: { pk: 'CALSYNC', sk: '{due}#{bookingPageId}#{id}' } },
});
