import { defineEntity } from './entity';

/**
 * A provider event imported by a connection's sync: maps the provider's event id (as a SHA-256,
 * since ids are free-form) to the meeting it became and that meeting's start (its sort key), so
 * the same event always updates the same meeting. Under the booking page's partition, grouped by
 * connection, so disconnecting finds every meeting it imported with one Query.
 */
export const importedEventKeys = defineEntity('imported event', {
  PK: 'CAL#{bookingPageId}',
  SK: 'IMPORT#{connectionId}#{eventHash}',
});
