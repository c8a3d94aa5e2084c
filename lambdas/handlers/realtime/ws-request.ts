import type { APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import type { DepsProvider } from '../../deps/define-deps';
import { eventHandler } from '../../middleware/event-handler';
import { getLogger, type Logger } from '../../middleware/logger';
import type { WsRouteKey } from './ws-routes';

/**
 * API Gateway's WebSocket event as it really comes: beyond the typed fields, `$connect` carries the
 * handshake's headers, and every event the caller's address.
 */
export type WsEvent = APIGatewayProxyWebsocketEventV2 & {
  headers?: Record<string, string | undefined>;
  requestContext: { identity?: { sourceIp?: string } };
};

export interface WsRouteInput<D> {
  event: WsEvent;
  connectionId: string;
  /** API Gateway's `identity.sourceIp` ('' when absent). */
  sourceIp: string;
  deps: D;
  /** The function's logger, carrying the request's keys. */
  log: Logger;
}

/** A header of the event, whatever the case the client sent its name in. */
export function headerOf(event: WsEvent, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}

/**
 * A WebSocket route's Lambda entry: the connection id, the caller's address and a request logger
 * for `fn`, which answers with a status code. A missing id (only a malformed event lacks it) is
 * logged and answered 400.
 */
export function wsRoute<D>(
  route: WsRouteKey,
  provider: DepsProvider<D>,
  fn: (input: WsRouteInput<D>) => Promise<number>,
) {
  return eventHandler({ deps: provider }, async (event: WsEvent, { deps, context }) => {
    const { connectionId, requestId, routeKey } = event.requestContext ?? {};
    // On every line until the invocation ends (`telemetry.ts` clears them).
    const log = getLogger();
    log.appendKeys({
      requestId: requestId ?? '',
      routeKey: routeKey ?? route,
      ...(context?.awsRequestId ? { awsRequestId: context.awsRequestId } : {}),
    });
    if (!connectionId) {
      log.error(`${route} without a connection id`);
      return { statusCode: 400 };
    }
    const sourceIp = event.requestContext.identity?.sourceIp ?? '';
    return { statusCode: await fn({ event, connectionId, sourceIp, deps, log }) };
  });
}
