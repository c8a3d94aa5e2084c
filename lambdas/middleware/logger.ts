import { Logger } from '@aws-lambda-powertools/logger';

export type { Logger };

let root: Logger | undefined;

/**
 * The function's structured logger, one per process as in the Powertools examples. Built on
 * first use, not at import, so tests can set LOG_LEVEL (read by Powertools itself; default INFO)
 * before anything logs.
 *
 * An invocation's keys (request id, route, correlation id...) are appended to it and cleared
 * when the invocation ends (`injectLambdaContext` with `resetKeys`, `telemetry.ts`): a process
 * runs one invocation at a time, locally as in Lambda.
 */
export function getLogger(): Logger {
  root ??= new Logger({ serviceName: 'vciso-hub' });
  return root;
}

/**
 * The logger of an entry that is not an HTTP route (stream batches, scheduled runs), with
 * Lambda's request id and the scheduled event's id, when there is one, on its lines until the
 * invocation ends.
 */
export function invocationLogger(
  context: { awsRequestId?: string } | undefined,
  event?: { id?: string },
): Logger {
  const log = getLogger();
  log.appendKeys({
    ...(event?.id ? { eventId: event.id } : {}),
    ...(context?.awsRequestId ? { awsRequestId: context.awsRequestId } : {}),
  });
  return log;
}
