import type { DynamoDBStreamEvent } from 'aws-lambda';
import { clockPort } from '../deps/clock';
import { connectionsPort } from '../deps/connections';
import { defineDeps } from '../deps/define-deps';
import { pushPort } from '../deps/push';
import { eventHandler } from '../middleware/event-handler';
import { invocationLogger } from '../middleware/logger';
import { notifyTickerChanged, streamVersion } from '../services/realtime/notify-ticker-changed';
import { matchesAnyFilter } from './stream-filter';
import { tickerStream } from './stream-subscriptions';

/** What this consumer may reach: the connection items and the `@connections` API. */
export const tickerStreamDeps = defineDeps({
  connections: connectionsPort,
  push: pushPort,
  clock: clockPort,
});

/**
 * The table stream's ticker consumer: when a batch holds any change to a ticker message, every
 * open landing page is told once (`{"type":"ticker.changed","version":…}`) and refetches the list. The event
 * source mapping already filters on `PK = TICKER`; the check here keeps a mis-set filter from
 * turning every table write into a push. The batch succeeds or fails whole, so it answers no
 * `batchItemFailures`: its one push stands for every record, and a post to one page that fails
 * fails nothing. Only failing to list the connections throws, and the batch is retried.
 */
export const handler = eventHandler(
  { deps: tickerStreamDeps },
  async (event: DynamoDBStreamEvent, { deps, context }): Promise<void> => {
    const log = invocationLogger(context);
    const records = event.Records ?? [];
    const changes = records.filter((record) => matchesAnyFilter(record, tickerStream.filters));
    if (changes.length === 0) {
      log.debug('No ticker change in the batch', { records: records.length });
      return;
    }
    const started = Date.now();
    // Named one by one: spreading `deps` would build every port, which is harmless here but a
    // habit that costs cold-start time elsewhere.
    const { connections, push, clock } = deps;
    const version = streamVersion(changes.map((record) => record.dynamodb?.SequenceNumber));
    const summary = await notifyTickerChanged(
      { connections, push, clock, log },
      version ? { version } : {},
    );
    const details = { records: records.length, tickerChanges: changes.length, ...summary };
    const took = { ms: Date.now() - started };
    if (summary.failed) log.error('Ticker change pushed with failures', { ...details, ...took });
    else log.info('Ticker change pushed', { ...details, ...took });
  },
);
