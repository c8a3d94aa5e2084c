import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'aws-lambda';
import { invocations } from '../../lambdas/events/invocations';
import { readBody } from '../api/read-body';
import type { Log } from '../log';
import { lambdaContext, loadHandler } from '../lambda-runtime';

export const lambdaInvokePath = '/_local/lambda';

/** The functions' timeout in AWS (the Events stack's consumers). */
const TIMEOUT_MS = 60_000;

const INVOKE = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

type Load = (consumer: string) => Promise<(event: unknown, context: Context) => unknown>;

/** A client error as Lambda's REST API answers it (`x-amzn-ErrorType` names the exception). */
function refuse(res: ServerResponse, status: number, type: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type });
  res.end(JSON.stringify({ Type: 'User', message }));
}

/**
 * Lambda's Invoke (RequestResponse) for the functions an API function calls
 * (`lambdas/events/invocations.ts`), named as the launcher names them (the consumer's name). It
 * speaks the REST protocol, so the callers' real Lambda client, pointed at LAMBDA_ENDPOINT, works
 * unchanged: the handler runs in this process as the other consumers do; its result is the
 * payload, and a failure or a timeout answers 200 with `X-Amz-Function-Error: Unhandled` and
 * Lambda's `{ errorType, errorMessage }`. Any other function is not found, as in an account
 * without it.
 */
export function createLambdaInvoke(log: Log, opts: { load?: Load; timeoutMs?: number } = {}) {
  const load: Load =
    opts.load ?? ((consumer) => loadHandler(`lambdas/events/${consumer}.ts`) as ReturnType<Load>);
  const timeoutMs = opts.timeoutMs ?? TIMEOUT_MS;
  const known = new Set<string>(invocations.map((i) => i.consumer));

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const pathname = (req.url ?? '/').split('?')[0]!.slice(lambdaInvokePath.length);
    const match = INVOKE.exec(pathname);
    if (!match || req.method !== 'POST')
      return refuse(res, 404, 'UnknownOperationException', 'Unknown operation');
    const name = decodeURIComponent(match[1]!);
    if (!known.has(name))
      return refuse(res, 404, 'ResourceNotFoundException', `Function not found: ${name}`);
    const type = String(req.headers['x-amz-invocation-type'] ?? 'RequestResponse');
    if (type !== 'RequestResponse')
      return refuse(res, 400, 'InvalidParameterValueException', `Only RequestResponse: ${type}`);

    const body = (await readBody(req)).toString('utf8');
    let event: unknown;
    try {
      event = body ? JSON.parse(body) : {};
    } catch {
      return refuse(res, 400, 'InvalidRequestContentException', 'Could not parse request body');
    }

    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(Object.assign(new Error('Task timed out'), { name: 'Sandbox.Timedout' })),
        timeoutMs,
      );
    });
    const headers = { 'content-type': 'application/json', 'x-amz-executed-version': '$LATEST' };
    try {
      const handler = await load(name);
      const result = await Promise.race([
        Promise.resolve(handler(event, lambdaContext(`vciso-hub-${name}`, timeoutMs))),
        timedOut,
      ]);
      res.writeHead(200, headers);
      res.end(JSON.stringify(result ?? null));
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      log('api', `${name} failed: ${failure.stack ?? failure.message}`);
      res.writeHead(200, { ...headers, 'x-amz-function-error': 'Unhandled' });
      res.end(JSON.stringify({ errorType: failure.name, errorMessage: failure.message }));
    } finally {
      clearTimeout(timer);
    }
  };
}
