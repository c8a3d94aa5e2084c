import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Context } from 'aws-lambda';
import { WebSocket, WebSocketServer } from 'ws';
import { wsRoutes, type WsRouteKey } from '../../lambdas/handlers/realtime/ws-routes';
import { newRequestId } from '../api/apigw-event';
import { readBody } from '../api/read-body';
import { localConfig } from '../config';
import { lambdaContext, loadHandler } from '../lambda-runtime';
import type { Log } from '../log';
import { createSignatureCheck } from './signature-check';
import {
  connectEvent,
  disconnectEvent,
  handshakeInfo,
  messageEvent,
  newConnectionId,
  selectedRoute,
  type HandshakeInfo,
  type WsLambdaEvent,
  type WsMessageEvent,
} from './ws-events';

export const wsPath = '/ws';
/** The stand-in for the stage's management endpoint (`WS_MANAGEMENT_ENDPOINT`). */
export const wsManagementPath = '/_local/ws';
const connectionsPrefix = `${wsManagementPath}/@connections/`;
/** API Gateway's frame limit: PostToConnection answers 413 above it. */
const MAX_MESSAGE_BYTES = 128 * 1024;

type WsHandler = (event: WsLambdaEvent | WsMessageEvent, context: Context) => unknown;

interface OpenConnection {
  socket: WebSocket;
  info: HandshakeInfo;
  lastActiveAt: number;
}

const statusText: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

function refuseHandshake(socket: Duplex, status: number, body = ''): void {
  const reason = statusText[status] ?? 'Error';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** An error as the `@connections` API sends it; the SDK reads the type from the header. */
function awsError(res: ServerResponse, status: number, type: string, message: string): void {
  const body = JSON.stringify({ message });
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'x-amzn-errortype': type,
  });
  res.end(body);
}

/** What `ws` checks before it upgrades; checked first so `$connect` only runs for real handshakes. */
function isWebSocketHandshake(req: IncomingMessage): boolean {
  const key = req.headers['sec-websocket-key'];
  return (
    req.method === 'GET' &&
    req.headers.upgrade?.toLowerCase() === 'websocket' &&
    typeof key === 'string' &&
    /^[+/0-9A-Za-z]{22}==$/.test(key) &&
    ['8', '13'].includes(String(req.headers['sec-websocket-version']))
  );
}

/** Lambda proxy results: a status of 2xx accepts `$connect`; no result at all counts as 200. */
function statusOf(result: unknown): number {
  if (result && typeof result === 'object' && 'statusCode' in result) {
    const status = Number((result as { statusCode: unknown }).statusCode);
    return Number.isInteger(status) ? status : 502;
  }
  return 200;
}

/**
 * Stand-in for the API Gateway WebSocket API on the API server's port:
 * - `/ws` upgrades run the real `$connect` handler first (with API Gateway's event) and refuse the
 *   handshake with its status unless it is 2xx; a close runs `$disconnect`;
 * - `POST|GET|DELETE /_local/ws/@connections/{id}` is the management API, speaking its protocol
 *   (Signature V4 checked against the local keys, 403 otherwise; 410 Gone for a connection that
 *   is not open), so the push's ApiGatewayManagementApiClient works unchanged;
 * - a message whose JSON `action` names a route (`ping`) runs that route's handler; any other gets
 *   API Gateway's "Forbidden" frame, as there is no `$default` route.
 */
export function createWsHub(
  log: Log,
  deps: { load: (module: string) => Promise<WsHandler> } = {
    load: (module) => loadHandler(`lambdas/handlers/realtime/${module}.ts`),
  },
) {
  const server = new WebSocketServer({ noServer: true });
  const signatureProblem = createSignatureCheck({
    service: 'execute-api',
    region: localConfig.region,
    credentials: localConfig.credentials,
  });
  const open = new Map<string, OpenConnection>();
  const pending = new Set<Promise<unknown>>();
  let closing = false;

  const track = (work: Promise<unknown>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };

  async function invoke(
    routeKey: WsRouteKey,
    event: WsLambdaEvent | WsMessageEvent,
  ): Promise<number> {
    const route = wsRoutes.find((r) => r.routeKey === routeKey);
    if (!route) throw new Error(`No handler for ${routeKey}`);
    const started = Date.now();
    let status: number;
    try {
      const handler = await deps.load(route.module);
      status = statusOf(
        await handler(event, lambdaContext(`vciso-hub-ws-${route.module}`, 10_000)),
      );
    } catch (error) {
      log('ws', `${routeKey} handler failed: ${(error as Error).stack ?? String(error)}`);
      // API Gateway's answer to a failed integration.
      status = 502;
    }
    log(
      'ws',
      `${routeKey} ${event.requestContext.connectionId} ${status} ${Date.now() - started}ms`,
    );
    return status;
  }

  async function disconnect(info: HandshakeInfo, code: number, reason: string): Promise<void> {
    await invoke('$disconnect', disconnectEvent(info, code, reason));
  }

  async function connect(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    // Until `ws` owns the socket, a reset by the client must not become an uncaught error.
    const ignore = () => undefined;
    socket.on('error', ignore);
    const info = handshakeInfo(req, newConnectionId());
    const status = await invoke('$connect', connectEvent(info));
    if (status < 200 || status >= 300) {
      refuseHandshake(socket, status);
      return;
    }
    if (socket.destroyed || closing) {
      // Gone during `$connect`: the item was written, so forget it again.
      socket.destroy();
      return disconnect(info, 1006, 'Going away');
    }
    server.handleUpgrade(req, socket, head, (ws) => {
      socket.off('error', ignore);
      const entry: OpenConnection = { socket: ws, info, lastActiveAt: info.connectedAt };
      open.set(info.connectionId, entry);
      ws.on('message', (raw) => {
        entry.lastActiveAt = Date.now();
        const body = raw.toString();
        const routeKey = selectedRoute(
          body,
          wsRoutes.map((r) => r.routeKey),
        ) as WsRouteKey | undefined;
        if (routeKey) {
          // Like a route without a route response: the handler runs and nothing is sent back.
          track(invoke(routeKey, messageEvent(info, routeKey, body)));
          return;
        }
        const answer = {
          message: 'Forbidden',
          connectionId: info.connectionId,
          requestId: newRequestId(),
        };
        ws.send(JSON.stringify(answer));
      });
      ws.on('error', (error) => log('ws', `${info.connectionId}: ${error.message}`));
      ws.once('close', (code, reason) => {
        open.delete(info.connectionId);
        track(disconnect(info, code, reason.toString('utf8') || `Close code ${code}`));
      });
    });
  }

  async function manage(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const pathname = (req.url ?? '').split('?')[0] ?? '';
    const body = await readBody(req);
    let connectionId = '';
    try {
      connectionId = decodeURIComponent(pathname.slice(connectionsPrefix.length));
    } catch {
      // Left empty: answered as not found below.
    }
    if (!pathname.startsWith(connectionsPrefix) || !connectionId || connectionId.includes('/')) {
      return awsError(res, 404, 'NotFoundException', 'Not Found');
    }
    // Signed with the functions' local keys, or refused, as API Gateway refuses an unsigned post.
    const problem = await signatureProblem({
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body,
    });
    if (problem) return awsError(res, 403, 'ForbiddenException', problem);
    const entry = open.get(connectionId);
    const live = entry && entry.socket.readyState === WebSocket.OPEN ? entry : undefined;
    const gone = () => awsError(res, 410, 'GoneException', `Connection ${connectionId} is gone`);

    switch (req.method) {
      case 'POST': {
        if (!live) return gone();
        if (body.length > MAX_MESSAGE_BYTES) {
          return awsError(res, 413, 'PayloadTooLargeException', 'Message too long');
        }
        const failed = await new Promise<Error | undefined>((resolve) =>
          live.socket.send(body.toString('utf8'), (error) => resolve(error ?? undefined)),
        );
        if (failed) return gone();
        res.writeHead(200, { 'content-length': 0 }).end();
        return;
      }
      case 'GET': {
        if (!live) return gone();
        const answer = JSON.stringify({
          connectedAt: new Date(live.info.connectedAt).toISOString(),
          identity: { sourceIp: live.info.sourceIp, userAgent: live.info.userAgent ?? '' },
          lastActiveAt: new Date(live.lastActiveAt).toISOString(),
        });
        res.writeHead(200, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(answer),
        });
        res.end(answer);
        return;
      }
      case 'DELETE': {
        if (!live) return gone();
        live.socket.close(1000, 'Connection deleted');
        res.writeHead(204).end();
        return;
      }
      default:
        return awsError(res, 404, 'NotFoundException', 'Not Found');
    }
  }

  return {
    /** For the HTTP server's `upgrade` event; refuses anything that is not `/ws`. */
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
      const path = (req.url ?? '').split('?')[0];
      if (path !== wsPath) return refuseHandshake(socket, 404);
      if (!isWebSocketHandshake(req)) return refuseHandshake(socket, 400);
      if (closing) return refuseHandshake(socket, 503);
      track(connect(req, socket, head));
    },
    /** For requests under `/_local/ws/`: the `@connections` management API. */
    handleManagement: manage,
    /** Connections open right now. */
    get size(): number {
      return open.size;
    },
    /** Ids of the open connections (tests). */
    connectionIds(): string[] {
      return [...open.keys()];
    },
    /** Resolves once every `$connect`/`$disconnect` call started so far has finished. */
    async settled(): Promise<void> {
      while (pending.size) await Promise.allSettled([...pending]);
    },
    /** Drops every client (each gets its `$disconnect`, like a stage going away) and stops. */
    async close(): Promise<void> {
      closing = true;
      const closed = [...open.values()].map(({ socket }) => {
        const done = once(socket, 'close').catch(() => undefined);
        socket.terminate();
        return done;
      });
      await Promise.all(closed);
      await this.settled();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WsHub = ReturnType<typeof createWsHub>;
