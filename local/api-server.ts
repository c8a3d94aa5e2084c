import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TWebConfig } from '../contracts/config/web-config';
import { robotsTxt } from '../domain/seo/public-pages';
import { createJwtAuthorizer } from './api/jwt-authorizer';
import { createLambdaProxy } from './api/lambda-proxy';
import { createStaticFiles } from './api/static-files';
import { createEventBus, eventBridgePath, type EventBus } from './eventbridge/event-bus';
import { createLambdaInvoke, lambdaInvokePath } from './lambda/invoke-endpoint';
import type { Log } from './log';
import { createWsHub, wsManagementPath, type WsHub } from './realtime/ws-hub';

export interface ApiServerOptions {
  /** 0 picks a free port. */
  port: number;
  cognito: { endpoint: string; userPoolId: string; clientId: string };
  webConfig: TWebConfig;
  /** Serve this built SPA folder for everything that is not API (browser tests); else 404. */
  staticDir?: string;
  /** The bus's journal folder (accepted events survive a crash), and the test-only hold. */
  bus?: { dir: string; hold?: boolean };
  log: Log;
}

export interface ApiServer {
  url: string;
  port: number;
  ws: WsHub;
  bus: EventBus;
  stop(): Promise<void>;
}

/** The origin a request was sent to (Vite's proxy keeps the browser's Host for robots.txt). */
const requestOrigin = (req: IncomingMessage) => `http://${req.headers.host ?? 'localhost'}`;

/**
 * One port for what AWS spreads over API Gateway (HTTP and WebSocket), EventBridge and, in static
 * mode, CloudFront: `/api/*` → Lambda handlers, `/ws` → WebSocket (and its `@connections` API
 * under `/_local/ws`), `/config.json`, `/robots.txt` and `/sitemap.xml`, the local bus endpoint, Lambda's Invoke for the functions
 * API functions call (`/_local/lambda`), and optionally the built SPA.
 */
export async function startApiServer(opts: ApiServerOptions): Promise<ApiServer> {
  const authorize = createJwtAuthorizer({
    cognitoEndpoint: opts.cognito.endpoint,
    userPoolId: opts.cognito.userPoolId,
    clientId: opts.cognito.clientId,
  });
  const lambdaProxy = createLambdaProxy({ authorize, log: opts.log });
  const bus = createEventBus(opts.log, { journalDir: opts.bus?.dir, hold: opts.bus?.hold });
  const invoke = createLambdaInvoke(opts.log);
  const ws = createWsHub(opts.log);
  const staticFiles = opts.staticDir ? createStaticFiles(opts.staticDir) : undefined;
  const configJson = JSON.stringify(opts.webConfig);

  const route = async (req: IncomingMessage, res: ServerResponse) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    // The sitemap is an API route at the site's root, as CloudFront sends it (public-reads.ts).
    if (pathname === '/api' || pathname.startsWith('/api/') || pathname === '/sitemap.xml')
      return lambdaProxy(req, res);
    if (pathname === eventBridgePath || pathname === `${eventBridgePath}/`)
      return bus.handle(req, res);
    if (pathname.startsWith(`${wsManagementPath}/`)) return ws.handleManagement(req, res);
    if (pathname.startsWith(`${lambdaInvokePath}/`)) return invoke(req, res);
    if (pathname === '/config.json' && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
      return void res.end(configJson);
    }
    if (pathname === '/robots.txt' && (req.method === 'GET' || req.method === 'HEAD')) {
      // As the site deployment writes it in AWS, for the origin the browser used.
      res.writeHead(200, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-cache',
      });
      return void res.end(req.method === 'HEAD' ? undefined : robotsTxt(requestOrigin(req)));
    }
    if (staticFiles) return staticFiles(req, res);
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not Found"}');
  };

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      opts.log(
        'api',
        `${req.method} ${req.url} failed: ${(error as Error).stack ?? String(error)}`,
      );
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"message":"Internal Server Error"}');
    });
  });
  server.on('upgrade', (req, socket, head) => ws.handleUpgrade(req, socket, head));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    ws,
    bus,
    async stop() {
      await ws.close();
      await bus.settled();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
