import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { MiddlewareObj } from '@middy/core';
import { tracer } from '../adapters/aws-clients';
import { getLogger } from './logger';
import { getMetrics } from './metrics';

type Middleware = ReturnType<typeof injectLambdaContext>;

/** A middleware made on the first invocation, so it reads the environment then. */
function onFirstUse(make: () => Middleware): MiddlewareObj {
  let made: Middleware | undefined;
  const get = () => (made ??= make());
  type Request = Parameters<NonNullable<Middleware['before']>>[0];
  return {
    // Each hook's promise is handed back, so middy waits for it before the next step.
    before: (request) => get().before?.(request as unknown as Request),
    after: (request) => get().after?.(request as unknown as Request),
    onError: (request) => get().onError?.(request as unknown as Request),
  };
}

/**
 * Powertools' middlewares, worn by every Lambda entry of the product, outermost first, as their
 * examples order them: the handler traced (`captureLambdaHandler`; tracing is off outside Lambda
 * and wherever POWERTOOLS_TRACE_ENABLED is false, so nothing local reaches for X-Ray); the logger
 * given the invocation's context (function name, request id, cold start) and cleared of the keys
 * appended during it once it ends (`injectLambdaContext`); the metrics recorded during it flushed
 * once it ends, with `ColdStart` on the process's first invocation (`logMetrics`).
 *
 * Each is made on the first invocation rather than at import, so the logger and the metrics read
 * the environment then (tests set LOG_LEVEL after importing a handler).
 */
export function functionTelemetry(): MiddlewareObj[] {
  return [
    onFirstUse(() => captureLambdaHandler(tracer)),
    onFirstUse(() => injectLambdaContext(getLogger(), { resetKeys: true })),
    onFirstUse(() => logMetrics(getMetrics(), { captureColdStartMetric: true })),
  ];
}
