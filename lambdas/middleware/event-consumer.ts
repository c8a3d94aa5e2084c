import type { EventBridgeEvent } from 'aws-lambda';
import type * as z from 'zod';
import type { DepsProvider } from '../deps/define-deps';
import { eventHandler, type EventHandler } from './event-handler';
import { correlationIdOfDetail, withCorrelationId } from './correlation';
import { getLogger, type Logger } from './logger';
import { recordEventFailure } from './metrics';

/** How a consumer handles one detail-type. */
export interface EventRoute<D, T> {
  /** The detail's contract (`contracts/**`); a detail that fails it is logged and dropped. */
  detail: z.ZodType<T>;
  handle: (deps: D, input: { detail: T; log: Logger }) => Promise<unknown>;
  /** The line logged once handled, with the loggable detail and the result. */
  handled: string;
  /** What of the detail may be logged (all of it unless given): never a link's token. */
  loggable?: (detail: T) => Record<string, unknown>;
}

/**
 * An EventBridge consumer: picks the route by detail-type, checks the detail against its
 * contract and logs the outcome, with the event's id on every line. A detail that does not
 * match, or a detail-type the consumer does not handle, is logged and dropped: retrying could
 * never succeed. A failure inside a route throws, so EventBridge retries the event.
 */
export function eventConsumer<D, R extends Record<string, unknown>>(options: {
  deps: DepsProvider<D>;
  /** Detail-type → its route; each route's detail types its `handle`. */
  on: { [K in keyof R]: EventRoute<D, R[K]> };
}): EventHandler<EventBridgeEvent<string, unknown>, void> {
  // Each route's `handle` only ever receives what its own `detail` contract parsed.
  const routes = options.on as Record<string, EventRoute<D, unknown> | undefined>;
  return eventHandler({ deps: options.deps }, async (event, { deps, context }) => {
    const detailType = event['detail-type'];
    // The id of the request that published the event, or the event's own (schedules).
    const correlationId = correlationIdOfDetail(event.detail) ?? event.id;
    // On every line until the invocation ends (`telemetry.ts` clears them).
    const log = getLogger();
    log.appendKeys({
      eventId: event.id,
      detailType,
      correlationId,
      ...(context?.awsRequestId ? { awsRequestId: context.awsRequestId } : {}),
    });
    const route = Object.hasOwn(routes, detailType) ? routes[detailType] : undefined;
    if (!route) {
      log.warn('Discarded an event this consumer does not handle');
      return;
    }
    const parsed = route.detail.safeParse(event.detail);
    if (!parsed.success) {
      // Paths and messages only: the received values may hold a secret.
      log.error(`Discarded a ${detailType} event with an unexpected detail`, {
        issues: parsed.error.issues.map((i) => ({ path: i.path, message: i.message })),
      });
      return;
    }
    // Mails sent and events published while handling it carry the same id.
    const result = await withCorrelationId(correlationId, () =>
      route.handle(deps, { detail: parsed.data, log }),
    ).catch((error: unknown) => {
      recordEventFailure(detailType);
      throw error;
    });
    const shown = route.loggable ? route.loggable(parsed.data) : parsed.data;
    log.info(route.handled, { ...(shown as Record<string, unknown>), result });
  });
}
