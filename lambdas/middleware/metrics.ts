import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/** The CloudWatch namespace of the app's own metrics (the Operations stack reads it too). */
export const METRICS_NAMESPACE = 'VcisoHub';

let metrics: Metrics | undefined;

/**
 * Metrics as CloudWatch embedded metric format: one JSON line on stdout per data point, which
 * Lambda's log pipeline turns into metrics (no PutMetricData call, no extra right). The `service`
 * dimension is the function's POWERTOOLS_SERVICE_NAME. Built on first use, like the logger.
 *
 * Only single metrics, each written at once with its own dimensions: the local API server runs
 * many requests in one process, so a shared buffer would mix their dimensions.
 */
function getMetrics(): Metrics {
  metrics ??= new Metrics({ namespace: METRICS_NAMESPACE });
  return metrics;
}

/** `ColdStart` once per execution environment (Lambda counts invocations itself). */
export function recordColdStart(): void {
  getMetrics().captureColdStartMetric();
}

/** `RouteServerErrors` by `route` (`GET /api/ticker`): an answer of 500 or above. */
export function recordRouteServerError(routeKey: string): void {
  const metric = getMetrics().singleMetric();
  metric.addDimension('route', routeKey || 'unknown');
  metric.addMetric('RouteServerErrors', MetricUnit.Count, 1);
}

/** `EventFailures` by `detailType`: a consumer threw, so EventBridge retries the event. */
export function recordEventFailure(detailType: string): void {
  const metric = getMetrics().singleMetric();
  metric.addDimension('detailType', detailType || 'unknown');
  metric.addMetric('EventFailures', MetricUnit.Count, 1);
}
