import { Logger } from '@aws-lambda-powertools/logger';

export type { Logger };

let root: Logger | undefined;

/**
 * The process-wide structured logger. Built on first use, not at import, so tests can set
 * LOG_LEVEL (read by Powertools itself; default INFO) before anything logs.
 */
export function getLogger(): Logger {
  root ??= new Logger({ serviceName: 'vciso-hub' });
  return root;
}

/**
 * A logger carrying one request's keys. A child per request rather than appendKeys on the shared
 * one, because the local API server runs requests concurrently in one process.
 *
 * The child is made on the request's first log line: building a Powertools child costs about as
 * much as a DynamoDB round trip (its whole configuration is copied), and most requests that
 * succeed log nothing, in AWS as locally.
 */
export function requestLogger(keys: {
  requestId: string;
  routeKey: string;
  /** The request's correlation id (`middleware/correlation.ts`), on every line it logs. */
  correlationId?: string;
  awsRequestId?: string;
}): Logger {
  let child: Logger | undefined;
  const made = () => (child ??= getLogger().createChild({ persistentKeys: keys }));
  return new Proxy({} as Logger, {
    get(_target, name) {
      const value: unknown = Reflect.get(made(), name);
      return typeof value === 'function' ? (value as () => unknown).bind(made()) : value;
    },
  });
}

/**
 * A logger carrying one invocation's keys, for entries that are not HTTP routes (stream batches,
 * scheduled runs): Lambda's request id, and the scheduled event's id when there is one.
 */
export function invocationLogger(
  context: { awsRequestId?: string } | undefined,
  event?: { id?: string },
): Logger {
  return getLogger().createChild({
    persistentKeys: {
      ...(event?.id ? { eventId: event.id } : {}),
      ...(context?.awsRequestId ? { awsRequestId: context.awsRequestId } : {}),
    },
  });
}
