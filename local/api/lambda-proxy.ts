import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'aws-lambda';
import type { Log } from '../log';
import { lambdaContext, loadHandler } from '../lambda-runtime';
import { buildEvent, newRequestId, type JwtAuthorizer } from './apigw-event';
import type { AuthResult } from './jwt-authorizer';
import { gatewayAnswers, send, toHttpAnswer, type HttpAnswer } from './lambda-result';
import { readBody } from './read-body';
import { matchRoute, type RouteMatcher } from './route-match';

/**
 * API Gateway + Lambda for one request: route, authorize, build the v2 event, call the area's
 * handler in-process, translate its result. Errors that would be a Lambda failure in AWS become
 * API Gateway's bare 500, with the stack trace logged here instead of in CloudWatch.
 */
export function createLambdaProxy(opts: {
  authorize: (header: string | undefined) => Promise<AuthResult>;
  log: Log;
  /** Defaults to the real route table and handler modules; tests pass their own. */
  match?: RouteMatcher;
  load?: (area: string) => Promise<(event: unknown, context: Context) => unknown>;
}) {
  const match = opts.match ?? matchRoute;
  const load = opts.load ?? ((area: string) => loadHandler(`lambdas/handlers/${area}/index.ts`));

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = Date.now();
    const rawUrl = req.url ?? '/';
    const queryAt = rawUrl.indexOf('?');
    const rawPath = queryAt < 0 ? rawUrl : rawUrl.slice(0, queryAt);
    const rawQueryString = queryAt < 0 ? '' : rawUrl.slice(queryAt + 1);
    const method = req.method ?? 'GET';
    let note = '';

    const answer = await (async (): Promise<HttpAnswer> => {
      const route = match(method, rawPath);
      if (!route) return gatewayAnswers.notFound();

      let authorizer: JwtAuthorizer | undefined;
      if (route.route.access !== 'public') {
        const auth = await opts.authorize(req.headers.authorization);
        if (!auth.ok) {
          note = ` (${auth.reason})`;
          return gatewayAnswers.unauthorized(auth.reason);
        }
        authorizer = auth.authorizer;
      }

      const requestId = newRequestId();
      const event = buildEvent({
        req,
        url: new URL(rawUrl, 'http://localhost'),
        rawPath,
        rawQueryString,
        body: await readBody(req),
        match: route,
        requestId,
        authorizer,
      });
      try {
        const handler = await load(route.route.area);
        const result = await handler(event, lambdaContext(`vciso-hub-${route.route.area}`));
        return toHttpAnswer(result);
      } catch (error) {
        opts.log(
          'api',
          `${method} ${rawPath} handler failed: ${(error as Error).stack ?? String(error)}`,
        );
        return gatewayAnswers.internalError();
      }
    })();

    send(res, answer);
    opts.log('api', `${method} ${rawUrl} ${answer.statusCode} ${Date.now() - started}ms${note}`);
  };
}
