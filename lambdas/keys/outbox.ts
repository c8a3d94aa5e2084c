import { defineEntity } from './entity';

/**
 * An event written in the transaction of the change it announces, and published from the table
 * stream once that transaction has committed (docs/events.md, "The outbox"). Its key names the
 * event and what it is about, so the change's retried transaction writes the same item.
 * Until it is published it is also on GSI1, oldest first, where the outbox sweep finds what the
 * stream's relay missed; publishing removes it from the index.
 */
export const outboxKeys = defineEntity('outbox event', {
  PK: 'OUTBOX#{detailType}#{subject}',
  SK: 'OUTBOX',
  indexes: { GSI1: { pk: 'OUTBOX#UNPUBLISHED', sk: '{writtenAt}#{detailType}#{subject}' } },
});
