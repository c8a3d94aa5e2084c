import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayEventWebsocketRequestContextV2 } from 'aws-lambda';
import { apiGatewayTime, newRequestId } from '../api/apigw-event';

/** The local WebSocket "API" as handlers see it in `requestContext`. */
export const localWsApi = { apiId: 'local-ws', stage: 'local' } as const;

/** API Gateway's shape: 16 characters of base64 with padding, e.g. `L0SM9cOFvHcCIhw=`. */
export function newConnectionId(): string {
  return `${randomBytes(11).toString('base64url')}=`;
}

/** What API Gateway knows about a connection from its handshake, reused in every later event. */
export interface HandshakeInfo {
  connectionId: string;
  connectedAt: number;
  domainName: string;
  sourceIp: string;
  userAgent?: string;
  /** Header names as the client sent them (API Gateway keeps their case). */
  headers: Record<string, string>;
  multiValueHeaders: Record<string, string[]>;
  query: Array<[string, string]>;
}

export function handshakeInfo(req: IncomingMessage, connectionId: string): HandshakeInfo {
  const sourceIp = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const multiValueHeaders: Record<string, string[]> = {};
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    // Hop-by-hop headers of the upgrade itself; API Gateway does not pass them on.
    if (/^(connection|upgrade)$/i.test(name)) continue;
    (multiValueHeaders[name] ??= []).push(req.rawHeaders[i + 1]!);
  }
  Object.assign(multiValueHeaders, {
    'X-Forwarded-For': [sourceIp],
    'X-Forwarded-Port': [String(req.socket.localPort ?? '')],
    'X-Forwarded-Proto': ['http'],
  });
  const headers = Object.fromEntries(
    Object.entries(multiValueHeaders).map(([name, values]) => [name, values.join(',')]),
  );
  const url = new URL(req.url ?? '/', 'http://localhost');
  return {
    connectionId,
    connectedAt: Date.now(),
    domainName: req.headers.host ?? 'localhost',
    sourceIp,
    userAgent: req.headers['user-agent'],
    headers,
    multiValueHeaders,
    query: [...url.searchParams.entries()],
  };
}

/**
 * API Gateway's `$connect` / `$disconnect` Lambda event. Beyond the typed fields it carries the
 * handshake headers and query (on `$connect`), the caller's identity, and on `$disconnect` the
 * close code and reason.
 */
export interface WsLambdaEvent {
  headers: Record<string, string>;
  multiValueHeaders: Record<string, string[]>;
  queryStringParameters?: Record<string, string>;
  multiValueQueryStringParameters?: Record<string, string[]>;
  /** Connection events carry no `messageId` (only `MESSAGE` events do). */
  requestContext: Omit<APIGatewayEventWebsocketRequestContextV2, 'messageId'> & {
    identity: { sourceIp: string; userAgent?: string };
    disconnectStatusCode?: number;
    disconnectReason?: string;
  };
  isBase64Encoded: false;
}

function requestContext(
  info: HandshakeInfo,
  routeKey: string,
  eventType: 'CONNECT' | 'DISCONNECT' | 'MESSAGE',
) {
  const now = new Date();
  const requestId = newRequestId();
  return {
    routeKey,
    eventType,
    extendedRequestId: requestId,
    requestTime: apiGatewayTime(now),
    messageDirection: 'IN' as const,
    stage: localWsApi.stage,
    connectedAt: info.connectedAt,
    requestTimeEpoch: now.getTime(),
    identity: { sourceIp: info.sourceIp, ...(info.userAgent ? { userAgent: info.userAgent } : {}) },
    requestId,
    domainName: info.domainName,
    connectionId: info.connectionId,
    apiId: localWsApi.apiId,
  };
}

export function connectEvent(info: HandshakeInfo): WsLambdaEvent {
  const multiQuery: Record<string, string[]> = {};
  for (const [name, value] of info.query) (multiQuery[name] ??= []).push(value);
  const query = info.query.length
    ? {
        // Like the REST-style payload: the last value wins in the single-valued map.
        queryStringParameters: Object.fromEntries(info.query),
        multiValueQueryStringParameters: multiQuery,
      }
    : {};
  return {
    headers: info.headers,
    multiValueHeaders: info.multiValueHeaders,
    ...query,
    requestContext: requestContext(info, '$connect', 'CONNECT'),
    isBase64Encoded: false,
  };
}

export function disconnectEvent(info: HandshakeInfo, code: number, reason: string): WsLambdaEvent {
  const host = info.headers.Host ?? info.headers.host ?? info.domainName;
  const headers = { Host: host, 'x-api-key': '', 'X-Forwarded-For': '', 'x-restapi': '' };
  return {
    headers,
    multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, [v]])),
    requestContext: {
      ...requestContext(info, '$disconnect', 'DISCONNECT'),
      disconnectStatusCode: code,
      disconnectReason: reason,
    },
    isBase64Encoded: false,
  };
}

/**
 * A client message's event for the route its `action` selected (API Gateway's default route
 * selection, `$request.body.action`): no headers, the body as sent, the connection's identity.
 */
export interface WsMessageEvent {
  requestContext: ReturnType<typeof requestContext> & { messageId: string };
  body: string;
  isBase64Encoded: false;
}

export function messageEvent(info: HandshakeInfo, routeKey: string, body: string): WsMessageEvent {
  return {
    requestContext: {
      ...requestContext(info, routeKey, 'MESSAGE'),
      messageId: `${randomBytes(6).toString('base64url')}=`,
    },
    body,
    isBase64Encoded: false,
  };
}

/** The route a message selects: its JSON `action` when that names a route, else undefined. */
export function selectedRoute(body: string, routeKeys: readonly string[]): string | undefined {
  let action: unknown;
  try {
    action = (JSON.parse(body) as { action?: unknown } | null)?.action;
  } catch {
    return undefined;
  }
  return typeof action === 'string' && !action.startsWith('$') && routeKeys.includes(action)
    ? action
    : undefined;
}
