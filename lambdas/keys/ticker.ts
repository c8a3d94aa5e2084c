import { defineEntity } from './entity';

/**
 * Ticker messages. All share one partition, so the whole ticker is one strongly consistent Query,
 * and the table stream's filter on that partition drives the live ticker: store them nowhere else.
 */
export const tickerMessageKeys = defineEntity('ticker message', {
  PK: 'TICKER',
  SK: 'MSG#{id}',
});

/**
 * The ticker's add lock: its `version` moves with every new message, in the same transaction, so
 * two adds that counted the same messages cannot both pass the maximum. Kept out of the `TICKER`
 * partition so that taking it never wakes the live ticker.
 */
export const tickerLockKeys = defineEntity('ticker add lock', {
  PK: 'TICKERLOCK',
  SK: 'LOCK',
});
