import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, EventBridgeEvent } from 'aws-lambda';
import { CONSUMER_RETRY_ATTEMPTS } from '../../lambdas/events/consumer-retries';
import { eventSource, subscriptions, type Subscription } from '../../lambdas/events/subscriptions';
import { localConfig } from '../config';
import type { Log } from '../log';
import { lambdaContext, loadHandler } from '../lambda-runtime';
import { readBody } from '../api/read-body';
import { fileJournal, type DeadLetter, type PendingDelivery } from './journal';

export type { DeadLetter } from './journal';

export const eventBridgePath = '/_local/eventbridge';

interface PutEventsEntry {
  Source?: string;
  DetailType?: string;
  Detail?: string;
  EventBusName?: string;
  Resources?: string[];
  Time?: number | string;
}

type EntryResult = { EventId: string } | { ErrorCode: string; ErrorMessage: string };

const awsJson = (res: ServerResponse, status: number, value: unknown) => {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    'content-type': 'application/x-amz-json-1.1',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
};

/** The SDK serialises `Time` as epoch seconds; EventBridge stamps the receive time otherwise. */
function eventTime(time: PutEventsEntry['Time']): string {
  const date =
    typeof time === 'number' ? new Date(time * 1000) : time ? new Date(time) : new Date();
  return (Number.isNaN(date.getTime()) ? new Date() : date).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * An in-process EventBridge bus. It speaks the PutEvents wire protocol (awsJson1_1), so the Lambdas'
 * real EventBridge client, pointed at EVENTBRIDGE_ENDPOINT, works unchanged. Each accepted entry is
 * delivered, after the response like the real bus, as an EventBridge envelope to every consumer the
 * Events stack would subscribe. A consumer that fails is tried again as Lambda retries it
 * (`CONSUMER_RETRY_ATTEMPTS` more times, here after `retryDelayMs`, then twice that); then the event
 * is parked: logged, and listed by `GET /_local/eventbridge` as the dead-letter queue would hold it.
 * Each event is delivered on its own, so one that fails or hangs holds up no other.
 *
 * With a `journalDir`, an accepted event is kept on disk for each of its consumers before PutEvents
 * answers, until that consumer has finished with it, and parked events are kept too
 * (`journal.ts`): a stack that starts again delivers what a crash interrupted, as EventBridge
 * keeps an event once it has answered. Consumers claim their side effects, so one delivered again
 * does nothing twice.
 */
export function createEventBus(
  log: Log,
  opts: {
    subscriptions?: Subscription[];
    load?: (consumer: string) => Promise<(event: unknown, context: Context) => unknown>;
    retryDelayMs?: number;
    /** Where accepted and parked events are kept; without it, in memory only. */
    journalDir?: string;
    /** Test-only: accept (and keep) events but deliver none, to crash with them undelivered. */
    hold?: boolean;
  } = {},
) {
  const deps = {
    subscriptions: opts.subscriptions ?? subscriptions,
    load: opts.load ?? ((consumer: string) => loadHandler(`lambdas/events/${consumer}.ts`)),
  };
  const pending = new Set<Promise<void>>();
  const deadLetters: DeadLetter[] = [];
  const retryDelayMs = opts.retryDelayMs ?? 1000;
  const journal = opts.journalDir ? fileJournal(opts.journalDir) : undefined;
  /** Deliveries accepted by this run: the start-up's look at the journal must not redo them. */
  const acceptedHere = new Set<string>();
  const keyOf = ({ consumer, event }: PendingDelivery) => `${event.id}.${consumer}`;

  /** Runs `work` in the background, tracked so `settled()` can wait for it. */
  const track = (work: () => Promise<void>) => {
    const run = new Promise<void>((resolve) => setImmediate(resolve)).then(work);
    pending.add(run);
    void run.finally(() => pending.delete(run));
  };

  /** The journal's bookkeeping must not stop a delivery; a failure only means a redelivery. */
  const journalled = (what: string, write: Promise<void> | undefined) =>
    write?.catch((error: Error) => log('bus', `journal: ${what} failed: ${error.message}`));

  async function deliverTo(
    consumer: string,
    event: EventBridgeEvent<string, unknown>,
  ): Promise<void> {
    const tries = 1 + CONSUMER_RETRY_ATTEMPTS;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const handler = await deps.load(consumer);
        await handler(event, lambdaContext(`vciso-hub-${consumer}`, 900_000));
        log('bus', `${event['detail-type']} ${event.id} → ${consumer}: ok`);
        return;
      } catch (error) {
        log(
          'bus',
          `${event['detail-type']} ${event.id} → ${consumer} failed (try ${attempt} of ${tries}): ${(error as Error).stack ?? String(error)}`,
        );
        if (attempt >= tries) {
          const letter: DeadLetter = {
            consumer,
            event,
            tries,
            error: error instanceof Error ? error.message : String(error),
            parkedAt: new Date().toISOString(),
          };
          // Parked again after a crash between parking and settling: listed once.
          const earlier = deadLetters.findIndex((d) => keyOf(d) === keyOf(letter));
          if (earlier >= 0) deadLetters.splice(earlier, 1);
          deadLetters.push(letter);
          await journalled('park', journal?.park(letter));
          log(
            'bus',
            `${event['detail-type']} ${event.id} → ${consumer}: parked after ${tries} tries`,
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs * attempt));
      }
    }
  }

  /** One consumer's delivery, then its journal entry is dropped: handled or parked. */
  async function deliverOne(delivery: PendingDelivery): Promise<void> {
    await deliverTo(delivery.consumer, delivery.event);
    await journalled('settle', journal?.settle(delivery));
  }

  /** Every consumer the rules send `event` to; each rule's target is invoked on its own. */
  function deliveriesOf(event: EventBridgeEvent<string, unknown>): PendingDelivery[] {
    const targets = deps.subscriptions.filter(
      (s) => s.detailType === event['detail-type'] && event.source === eventSource,
    );
    if (!targets.length) log('bus', `${event['detail-type']} ${event.id}: no consumer`);
    return targets.map(({ consumer }) => ({ consumer, event }));
  }

  // What the last run accepted and had not delivered, and what it parked.
  if (journal) {
    track(async () => {
      deadLetters.push(...(await journal.parked()));
      const owed = (await journal.pending()).filter((d) => !acceptedHere.has(keyOf(d)));
      if (owed.length) {
        log(
          'bus',
          `${owed.length} delivery(ies) accepted before the last stop${opts.hold ? ' (held)' : ''}`,
        );
      }
      if (!opts.hold) for (const delivery of owed) track(() => deliverOne(delivery));
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = req.headers['x-amz-target'];
    const body = await readBody(req);
    if (req.method === 'GET') return awsJson(res, 200, { DeadLetters: deadLetters });
    if (req.method !== 'POST' || target !== 'AWSEvents.PutEvents') {
      return awsJson(res, 400, {
        __type: 'UnknownOperationException',
        message: `Unsupported target ${String(target)}`,
      });
    }
    let entries: PutEventsEntry[];
    try {
      entries = (JSON.parse(body.toString('utf8')) as { Entries?: PutEventsEntry[] }).Entries ?? [];
    } catch {
      return awsJson(res, 400, {
        __type: 'SerializationException',
        message: 'Request body is not JSON',
      });
    }
    if (entries.length < 1 || entries.length > 10) {
      return awsJson(res, 400, {
        __type: 'ValidationException',
        message: 'Entries must hold 1 to 10 items',
      });
    }

    const results: EntryResult[] = [];
    const accepted: PendingDelivery[] = [];
    for (const entry of entries) {
      if (!entry.Source || !entry.DetailType || entry.Detail === undefined) {
        results.push({
          ErrorCode: 'InvalidArgument',
          ErrorMessage: 'Parameter(s) Source, DetailType, Detail must be specified.',
        });
        continue;
      }
      let detail: unknown;
      try {
        detail = JSON.parse(entry.Detail);
      } catch {
        detail = undefined;
      }
      if (typeof detail !== 'object' || detail === null || Array.isArray(detail)) {
        results.push({ ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail is malformed.' });
        continue;
      }
      const id = randomUUID();
      results.push({ EventId: id });
      const event: EventBridgeEvent<string, unknown> = {
        version: '0',
        id,
        'detail-type': entry.DetailType,
        source: entry.Source,
        account: '000000000000',
        time: eventTime(entry.Time),
        region: localConfig.region,
        resources: entry.Resources ?? [],
        detail,
      };
      for (const delivery of deliveriesOf(event)) {
        acceptedHere.add(keyOf(delivery));
        accepted.push(delivery);
      }
    }
    try {
      // On disk before the answer: once PutEvents has answered, a crash must not lose the event.
      await Promise.all(accepted.map((delivery) => journal?.owe(delivery)));
    } catch (error) {
      log('bus', `PutEvents refused, journal not written: ${(error as Error).message}`);
      return awsJson(res, 500, { __type: 'InternalException', message: 'Event not stored' });
    }
    awsJson(res, 200, {
      FailedEntryCount: results.filter((r) => 'ErrorCode' in r).length,
      Entries: results,
    });

    if (opts.hold) return;
    for (const delivery of accepted) track(() => deliverOne(delivery));
  }

  return {
    handle,
    /**
     * Resolves once every event accepted so far (and, at start, every one owed by the last run)
     * has been delivered (for tests and shutdown). A held bus delivers nothing: nothing to wait for.
     */
    async settled(): Promise<void> {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
