import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'aws-lambda';
import type { Log } from '../log';
import { lambdaContext, loadHandler } from '../lambda-runtime';
import { buildEvent, newRequestId, type EventSource, type JwtAuthorizer } from './apigw-event';
import type { AuthResult } from './jwt-authorizer';
import { gatewayAnswers, send, toHttpAnswer, type HttpAnswer } from './lambda-result';
import { readBody } from './read-body';
import { matchRoute, type RouteMatcher } from './route-match';

export interface RouteInvokerOptions {
  authorize: (header: string | undefined) => Promise<AuthResult>;
  log: Log;
  /** Defaults to the real route table and handler modules; tests pass their own. */
  match?: RouteMatcher;
  load?: (area: string) => Promise<(event: unknown, context: Context) => unknown>;
}

/**
 * API Gateway + Lambda for one request, apart from the socket: route, authorize, build the v2
 * event, invoke the area's function (in its own process, `lambda-runtime.ts`), translate its result. Errors that would be a Lambda
 * failure in AWS become API Gateway's bare 500, with the stack trace logged here instead of in
 * CloudWatch. `note` says why a request was refused before its handler ran.
 */
export function createRouteInvoker(opts: RouteInvokerOptions) {
  const match = opts.match ?? matchRoute;
  const load = opts.load ?? ((area: string) => loadHandler(`lambdas/handlers/${area}/index.ts`));

  return async function invoke(
    req: EventSource,
    rawUrl: string,
    /** Read only once the request is let through, as API Gateway does. */
    readRequestBody: () => Promise<Buffer>,
  ): Promise<{ answer: HttpAnswer; note: string }> {
    const queryAt = rawUrl.indexOf('?');
    const rawPath = queryAt < 0 ? rawUrl : rawUrl.slice(0, queryAt);
    const rawQueryString = queryAt < 0 ? '' : rawUrl.slice(queryAt + 1);
    const method = req.method ?? 'GET';

    const route = match(method, rawPath);
    if (!route) return { answer: gatewayAnswers.notFound(), note: '' };

    let authorizer: JwtAuthorizer | undefined;
    if (route.route.access !== 'public') {
      const auth = await opts.authorize(req.headersDistinct.authorization?.[0]);
      if (!auth.ok) {
        return { answer: gatewayAnswers.unauthorized(auth.reason), note: ` (${auth.reason})` };
      }
      authorizer = auth.authorizer;
    }

    const event = buildEvent({
      req,
      url: new URL(rawUrl, 'http://localhost'),
      rawPath,
      rawQueryString,
      body: await readRequestBody(),
      match: route,
      requestId: newRequestId(),
      authorizer,
    });
    try {
      const handler = await load(route.route.area);
      const result = await handler(event, lambdaContext(`vciso-hub-${route.route.area}`));
      return { answer: toHttpAnswer(result), note: '' };
    } catch (error) {
      opts.log(
        'api',
        `${method} ${rawPath} handler failed: ${(error as Error).stack ?? String(error)}`,
      );
      return { answer: gatewayAnswers.internalError(), note: '' };
    }
  };
}

/** The stand-in's HTTP side: one request in, the invoker's answer out, one log line. */
export function createLambdaProxy(opts: RouteInvokerOptions) {
  const invoke = createRouteInvoker(opts);
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = Date.now();
    const rawUrl = req.url ?? '/';
    const { answer, note } = await invoke(req, rawUrl, () => readBody(req));
    send(res, answer);
    opts.log(
      'api',
      `${req.method ?? 'GET'} ${rawUrl} ${answer.statusCode} ${Date.now() - started}ms${note}`,
    );
  };
}
