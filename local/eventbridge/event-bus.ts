import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, EventBridgeEvent } from 'aws-lambda';
import { CONSUMER_RETRY_ATTEMPTS } from '../../lambdas/events/consumer-retries';
import { eventSource, subscriptions, type Subscription } from '../../lambdas/events/subscriptions';
import { localConfig } from '../config';
import type { Log } from '../log';
import { lambdaContext, loadHandler } from '../lambda-runtime';
import { readBody } from '../api/read-body';

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

/** An event its consumer failed on every try: what the dead-letter queue would hold. */
export interface DeadLetter {
  consumer: string;
  event: EventBridgeEvent<string, unknown>;
  tries: number;
  /** The last try's error message. */
  error: string;
  parkedAt: string;
}

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
 */
export function createEventBus(
  log: Log,
  deps: {
    subscriptions: Subscription[];
    load: (consumer: string) => Promise<(event: unknown, context: Context) => unknown>;
    retryDelayMs?: number;
  } = {
    subscriptions,
    load: (consumer) => loadHandler(`lambdas/events/${consumer}.ts`),
  },
) {
  const pending = new Set<Promise<void>>();
  const deadLetters: DeadLetter[] = [];
  const retryDelayMs = deps.retryDelayMs ?? 1000;

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
          deadLetters.push({
            consumer,
            event,
            tries,
            error: error instanceof Error ? error.message : String(error),
            parkedAt: new Date().toISOString(),
          });
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

  async function deliver(event: EventBridgeEvent<string, unknown>): Promise<void> {
    const targets = deps.subscriptions.filter(
      (s) => s.detailType === event['detail-type'] && event.source === eventSource,
    );
    if (!targets.length) log('bus', `${event['detail-type']} ${event.id}: no consumer`);
    // Each rule's target is invoked on its own, as EventBridge does.
    await Promise.all(targets.map(({ consumer }) => deliverTo(consumer, event)));
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
    const accepted: Array<EventBridgeEvent<string, unknown>> = [];
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
      accepted.push({
        version: '0',
        id,
        'detail-type': entry.DetailType,
        source: entry.Source,
        account: '000000000000',
        time: eventTime(entry.Time),
        region: localConfig.region,
        resources: entry.Resources ?? [],
        detail,
      });
    }
    awsJson(res, 200, {
      FailedEntryCount: results.filter((r) => 'ErrorCode' in r).length,
      Entries: results,
    });

    for (const event of accepted) {
      const delivery = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
        deliver(event),
      );
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
    }
  }

  return {
    handle,
    /** Resolves once every event accepted so far has been delivered (for tests and shutdown). */
    async settled(): Promise<void> {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
