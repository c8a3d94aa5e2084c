import { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * The one tracer of a function: every AWS SDK client is wrapped by it (`traced`), so each call
 * shows in X-Ray as a subsegment named after its service and operation. Outside Lambda (local
 * stack, tests) Powertools turns tracing off and `captureAWSv3Client` hands the client back as
 * it is.
 */
export const tracer = new Tracer({ serviceName: 'vciso-hub' });

/**
 * What every SDK client of the product is built with, in one place: the region, the local
 * stand-in's endpoint when one is set, and the SDK's standard retry mode (three tries, waits
 * with jitter, throttling and transient faults tried again). Credentials come from the SDK's
 * own provider chain: Lambda's environment in AWS, the launcher's dummy keys locally.
 */
export function clientConfig(region: string, endpoint?: string) {
  return {
    region,
    ...(endpoint ? { endpoint } : {}),
    retryMode: 'standard' as const,
    maxAttempts: 3,
  };
}

/** The client, traced: calls show in X-Ray by service and operation. */
export function traced<C>(client: C): C {
  // captureAWSv3Client is typed loosely (any); it returns the same client, instrumented.
  return tracer.captureAWSv3Client(client) as C;
}
