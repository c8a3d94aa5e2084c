import { defineEntity } from './entity';

/**
 * Ticker messages. All share one partition, so the whole ticker is one strongly consistent Query,
 * and the table stream's filter on that partition drives the live ticker: store them nowhere else.
 */
export const tickerMessageKeys = defineEntity('ticker message', {
  PK: 'TICKER',
  SK: 'MSG#{id}',
});
