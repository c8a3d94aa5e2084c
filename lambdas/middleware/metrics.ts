import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { getLogger } from './logger';

/** The CloudWatch namespace of the app's own metrics (the Operations stack reads it too). */
export const METRICS_NAMESPACE = 'VcisoHub';

type Notices = NonNullable<NonNullable<ConstructorParameters<typeof Metrics>[0]>['logger']>;

/**
 * Powertools' own notices, through the function's logger. The one about an invocation that
 * recorded nothing is only a debug line: most invocations record nothing.
 */
const notices: Notices = {
  debug: (message: string) => getLogger().debug(message),
  info: (message: string) => getLogger().info(message),
  warn: (message: string) =>
    message.startsWith('No application metrics')
      ? getLogger().debug(message)
      : getLogger().warn(message),
  error: (message: string) => getLogger().error(message),
};

let metrics: Metrics | undefined;

/**
 * The function's metrics as CloudWatch embedded metric format: JSON lines on stdout, which
 * Lambda's log pipeline turns into metrics (no PutMetricData call, no extra right). The `service`
 * dimension is the function's POWERTOOLS_SERVICE_NAME. What an invocation records is buffered,
 * with that invocation's dimensions, and flushed when it ends (`logMetrics`, `telemetry.ts`), with
 * `ColdStart` on a process's first. Built on first use, like the logger.
 */
export function getMetrics(): Metrics {
  metrics ??= new Metrics({ namespace: METRICS_NAMESPACE, logger: notices });
  return metrics;
}

/** `RouteServerErrors` by `route` (`GET /api/ticker`): an answer of 500 or above. */
export function recordRouteServerError(routeKey: string): void {
  const metrics = getMetrics();
  metrics.addDimension('route', routeKey || 'unknown');
  metrics.addMetric('RouteServerErrors', MetricUnit.Count, 1);
}

/** `EventFailures` by `detailType`: a consumer threw, so EventBridge retries the event. */
export function recordEventFailure(detailType: string): void {
  const metrics = getMetrics();
  metrics.addDimension('detailType', detailType || 'unknown');
  metrics.addMetric('EventFailures', MetricUnit.Count, 1);
}
