import { defineEntity } from './entity';

/**
 * An event written in the transaction of the change it announces, and published from the table
 * stream once that transaction has committed (docs/events.md, "The outbox"). Its key names the
 * event and what it is about, so the change's retried transaction writes the same item.
 */
export const outboxKeys = defineEntity('outbox event', {
  PK: 'OUTBOX#{detailType}#{subject}',
  SK: 'OUTBOX',
});
