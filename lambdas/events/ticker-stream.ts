import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import { getLogger } from '../middleware/logger';
import { getRealtimeDeps } from '../realtime-deps';
import { notifyTickerChanged } from '../services/realtime/notify-ticker-changed';
import { matchesAnyFilter } from './stream-filter';
import { tickerStream } from './stream-subscriptions';

/**
 * The table stream's ticker consumer: when a batch holds any change to a ticker message, every
 * open landing page is told once (`{"type":"ticker.changed"}`) and refetches the list. The event
 * source mapping already filters on `PK = TICKER`; the check here keeps a mis-set filter from
 * turning every table write into a push.
 */
export async function handler(event: DynamoDBStreamEvent, context?: Context): Promise<void> {
  const log = getLogger().createChild({
    persistentKeys: context?.awsRequestId ? { awsRequestId: context.awsRequestId } : {},
  });
  const records = event.Records ?? [];
  const changes = records.filter((record) => matchesAnyFilter(record, tickerStream.filters));
  if (changes.length === 0) {
    log.debug('No ticker change in the batch', { records: records.length });
    return;
  }
  const deps = getRealtimeDeps();
  const started = Date.now();
  const summary = await notifyTickerChanged({ ...deps, log });
  const details = { records: records.length, tickerChanges: changes.length, ...summary };
  const took = { ms: Date.now() - started };
  if (summary.failed) log.error('Ticker change pushed with failures', { ...details, ...took });
  else log.info('Ticker change pushed', { ...details, ...took });
}
