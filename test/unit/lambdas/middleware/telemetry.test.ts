import type { Context, EventBridgeEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { defineDeps } from '../../../../lambdas/deps/define-deps';
import { eventConsumer } from '../../../../lambdas/middleware/event-consumer';
import { eventHandler } from '../../../../lambdas/middleware/event-handler';
import { httpRoute } from '../../../../lambdas/middleware/http-route';
import { getLogger } from '../../../../lambdas/middleware/logger';
import { apiEvent } from '../support/api-event';
import { captureLogs } from '../support/capture-logs';
import { testRoute } from '../support/test-route';

// One process, one invocation at a time, as Lambda runs a function: the logger's keys and the
// metrics' dimensions belong to the invocation that set them.
beforeAll(() => {
  vi.stubEnv('LOG_LEVEL', 'INFO');
  vi.stubEnv('POWERTOOLS_SERVICE_NAME', 'vciso-hub-test');
  // What Lambda sets; Powertools tells a cold start by it.
  vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'on-demand');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

let invocations = 0;
/** Lambda's context for one invocation of the function `vciso-hub-test`. */
const context = (): Context => ({
  callbackWaitsForEmptyEventLoop: true,
  functionName: 'vciso-hub-test',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:eu-west-2:000000000000:function:vciso-hub-test',
  memoryLimitInMB: '512',
  awsRequestId: `aws-request-${++invocations}`,
  logGroupName: '/aws/lambda/vciso-hub-test',
  logStreamName: 'stream',
  getRemainingTimeInMillis: () => 10_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});
const emf = (lines: Array<Record<string, unknown>>) => lines.filter((line) => '_aws' in line);

const failing = httpRoute(testRoute({ access: 'public' }), {}, async () => {
  throw new Error('storage down');
});
const fine = httpRoute(testRoute({ access: 'public' }), {}, async ({ log }) => {
  log.info('Handled');
  return { ok: true };
});
const busEvent = (detailType: string): EventBridgeEvent<string, unknown> => ({
  id: 'event-1',
  version: '0',
  account: '000000000000',
  time: '2026-01-01T00:00:00Z',
  region: 'eu-west-2',
  resources: [],
  source: 'vciso-hub',
  'detail-type': detailType,
  detail: {},
});

describe("Powertools' middlewares on every entry", () => {
  it('flush each invocation’s metrics with its own dimensions, ColdStart with the first only', async () => {
    const logs = captureLogs();
    await failing(apiEvent({ routeKey: 'GET /api/a' }), context());
    await fine(apiEvent({ routeKey: 'GET /api/b' }), context());
    await failing(apiEvent({ routeKey: 'GET /api/c' }), context());
    logs.restore();

    const metrics = emf(logs.lines());
    expect(metrics.filter((m) => 'ColdStart' in m)).toEqual([
      expect.objectContaining({
        ColdStart: 1,
        service: 'vciso-hub-test',
        function_name: 'vciso-hub-test',
      }),
    ]);
    const errors = metrics.filter((m) => 'RouteServerErrors' in m);
    expect(errors).toEqual([
      expect.objectContaining({ RouteServerErrors: 1, route: 'GET /api/a' }),
      expect.objectContaining({ RouteServerErrors: 1, route: 'GET /api/c' }),
    ]);
    for (const line of errors) {
      expect(line._aws).toMatchObject({
        CloudWatchMetrics: [{ Namespace: 'VcisoHub', Dimensions: [['service', 'route']] }],
      });
    }
  });

  it('count a consumer’s failure by its detail-type, flushed as the invocation fails', async () => {
    const consumer = eventConsumer({
      deps: defineDeps({}),
      on: {
        Thing: {
          detail: z.object({}),
          handle: async () => {
            throw new Error('mail server down');
          },
          handled: 'Thing handled',
        },
      },
    });
    const logs = captureLogs();
    await expect(consumer(busEvent('Thing'), context())).rejects.toThrow('mail server down');
    logs.restore();
    expect(emf(logs.lines())).toEqual([
      expect.objectContaining({ EventFailures: 1, detailType: 'Thing', service: 'vciso-hub-test' }),
    ]);
  });

  it("put the invocation's keys on its lines, and none of them on the next invocation's", async () => {
    const later = eventHandler({ deps: defineDeps({}) }, async (_event: unknown) => {
      getLogger().info('Later');
    });
    const logs = captureLogs();
    const first = context();
    await fine(
      apiEvent({
        routeKey: 'GET /api/b',
        requestId: 'req-1',
        headers: { 'X-Correlation-Id': 'c-1' },
      }),
      first,
    );
    await later({}, context());
    logs.restore();

    const handled = logs.lines().find((line) => line.message === 'Handled');
    expect(handled).toMatchObject({
      requestId: 'req-1',
      routeKey: 'GET /api/b',
      correlationId: 'c-1',
      function_request_id: first.awsRequestId,
      function_name: 'vciso-hub-test',
    });
    const next = logs.lines().find((line) => line.message === 'Later');
    expect(next).toBeDefined();
    for (const key of ['requestId', 'routeKey', 'correlationId'])
      expect(next).not.toHaveProperty(key);
    expect(next!.function_request_id).not.toBe(first.awsRequestId);
  });
});
