import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Log } from '../log';
import { lambdaContext, loadHandler } from '../lambda-runtime';
import { buildEvent, newRequestId, type JwtAuthorizer } from './apigw-event';
import type { AuthResult } from './jwt-authorizer';
import { gatewayAnswers, send, toHttpAnswer, type HttpAnswer } from './lambda-result';
import { readBody } from './read-body';
import { matchRoute } from './route-match';

/**
 * API Gateway + Lambda for one request: route, authorize, build the v2 event, call the area's
 * handler in-process, translate its result. Errors that would be a Lambda failure in AWS become
 * API Gateway's bare 500, with the stack trace logged here instead of in CloudWatch.
 */
export function createLambdaProxy(opts: { authorize: (header: string | undefined) => Promise<AuthResult>; log: Log }) {
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = Date.now();
    const rawUrl = req.url ?? '/';
    const queryAt = rawUrl.indexOf('?');
    const rawPath = queryAt < 0 ? rawUrl : rawUrl.slice(0, queryAt);
    const rawQueryString = queryAt < 0 ? '' : rawUrl.slice(queryAt + 1);
    const method = req.method ?? 'GET';
    let note = '';

    const answer = await (async (): Promise<HttpAnswer> => {
      const match = matchRoute(method, rawPath);
      if (!match) return gatewayAnswers.notFound();

      let authorizer: JwtAuthorizer | undefined;
      if (match.route.access !== 'public') {
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
        match,
        requestId,
        authorizer,
      });
      try {
        const handler = await loadHandler(`lambdas/handlers/${match.route.area}/index.ts`);
        const result = await handler(event, lambdaContext(`vciso-hub-${match.route.area}`));
        return toHttpAnswer(result);
      } catch (error) {
        opts.log('api', `${method} ${rawPath} handler failed: ${(error as Error).stack ?? String(error)}`);
        return gatewayAnswers.internalError();
      }
    })();

    send(res, answer);
    opts.log('api', `${method} ${rawUrl} ${answer.statusCode} ${Date.now() - started}ms${note}`);
  };
}
