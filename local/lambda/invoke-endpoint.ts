import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'aws-lambda';
import { invocations } from '../../lambdas/events/invocations';
import { readBody } from '../api/read-body';
import { localPoolTriggers, triggerFunctionName } from '../cognito/triggers';
import type { Log } from '../log';
import { lambdaContext, loadHandler } from '../lambda-runtime';

export const lambdaInvokePath = '/_local/lambda';

/** What the endpoint runs under a function name: its entry, and its timeout in AWS. */
interface LocalFunction {
  file: string;
  timeoutMs: number;
}

/**
 * The functions it knows: those API functions invoke (Events stack consumers, 60 s), and the user
 * pool's triggers cognito-local calls (`local/cognito/triggers.ts`; Cognito waits 5 s for one).
 */
export function localFunctions(): Map<string, LocalFunction> {
  return new Map<string, LocalFunction>([
    ...invocations.map(
      ({ consumer }) =>
        [consumer, { file: `lambdas/events/${consumer}.ts`, timeoutMs: 60_000 }] as const,
    ),
    ...Object.values(localPoolTriggers).map(
      (trigger) =>
        [
          triggerFunctionName(trigger),
          { file: `lambdas/triggers/${trigger}.ts`, timeoutMs: 5_000 },
        ] as const,
    ),
  ]);
}

const INVOKE = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

type Load = (name: string) => Promise<(event: unknown, context: Context) => unknown>;

/** A client error as Lambda's REST API answers it (`x-amzn-ErrorType` names the exception). */
function refuse(res: ServerResponse, status: number, type: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type });
  res.end(JSON.stringify({ Type: 'User', message }));
}

/**
 * Lambda's Invoke (RequestResponse) for the functions an API function calls
 * (`lambdas/events/invocations.ts`), named as the launcher names them (the consumer's name), and
 * for the user pool triggers cognito-local calls (`triggers/<trigger>`). It speaks the REST
 * protocol, so the callers' real Lambda clients (the functions' SDK v3 client pointed at
 * LAMBDA_ENDPOINT, cognito-local's SDK v2 one at its `LambdaClient` endpoint) work unchanged: the
 * function runs in its own process as the other functions do; its result is the payload, and a
 * failure or a timeout answers 200 with `X-Amz-Function-Error: Unhandled` and Lambda's
 * `{ errorType, errorMessage }`. Any other function is not found, as in an account without it.
 */
export function createLambdaInvoke(log: Log, opts: { load?: Load; timeoutMs?: number } = {}) {
  const functions = localFunctions();
  const load: Load =
    opts.load ?? ((name) => loadHandler(functions.get(name)!.file) as ReturnType<Load>);

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const pathname = (req.url ?? '/').split('?')[0]!.slice(lambdaInvokePath.length);
    const match = INVOKE.exec(pathname);
    if (!match || req.method !== 'POST')
      return refuse(res, 404, 'UnknownOperationException', 'Unknown operation');
    const name = decodeURIComponent(match[1]!);
    const fn = functions.get(name);
    if (!fn) return refuse(res, 404, 'ResourceNotFoundException', `Function not found: ${name}`);
    const timeoutMs = opts.timeoutMs ?? fn.timeoutMs;
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
        Promise.resolve(
          handler(event, lambdaContext(`vciso-hub-${name.replace('/', '-')}`, timeoutMs)),
        ),
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
