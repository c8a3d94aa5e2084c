import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createDynamoTable } from '../../../../lambdas/adapters/dynamodb/repository';
import { CONCURRENT_WRITE, isAppError } from '../../../../lambdas/errors';
import { httpRoute } from '../../../../lambdas/middleware/http-route';
import { MAX_ANSWER_BYTES, respond } from '../../../../lambdas/middleware/http-response';
import { apiEvent, parseBody } from '../support/api-event';
import { captureLogs } from '../support/capture-logs';
import { testRoute } from '../support/test-route';

beforeAll(() => {
  vi.stubEnv('LOG_LEVEL', 'WARN');
});

/** An error as the AWS SDK throws it: a plain Error with DynamoDB's name and reasons. */
const sdkError = (name: string, reasons?: string[]) =>
  Object.assign(new Error(`${name}: internal text`), {
    name,
    ...(reasons ? { CancellationReasons: reasons.map((Code) => ({ Code })) } : {}),
  });

const transactionConflict = () =>
  sdkError('TransactionCanceledException', ['None', 'TransactionConflict']);

describe('a transaction conflict answers 409, never 500', () => {
  const failing = (err: Error) =>
    httpRoute(testRoute({ access: 'public' }), {}, async () => Promise.reject(err));

  it.each([
    ['a transaction cancelled by a clash', transactionConflict(), CONCURRENT_WRITE],
    [
      'a single write meeting a transaction in progress',
      sdkError('TransactionConflictException'),
      CONCURRENT_WRITE,
    ],
    [
      'a transaction cancelled by a failed condition',
      sdkError('TransactionCanceledException', ['ConditionalCheckFailed', 'TransactionConflict']),
      'This was changed by someone else. Please try again.',
    ],
    [
      'a failed condition of a single write',
      sdkError('ConditionalCheckFailedException'),
      'This was changed by someone else. Please try again.',
    ],
  ])('%s, raw from the SDK, is a 409 with a clear message', async (_, err, message) => {
    const res = await failing(err)(apiEvent({ routeKey: 'POST /api/x' }));
    expect(res.statusCode).toBe(409);
    expect(parseBody(res)).toEqual({ error: { code: 'conflict', message } });
    expect(res.body).not.toContain('internal text');
  });

  it('through the table adapter: a clashing transaction or write becomes a retryable 409', async () => {
    for (const err of [transactionConflict(), sdkError('TransactionConflictException')]) {
      const table = createDynamoTable({ send: async () => Promise.reject(err) }, 'tbl');
      const attempts = [
        table.transactWrite([{ op: 'put', item: { PK: 'A', SK: 'A' } }]),
        table.transaction().put({ PK: 'A', SK: 'A' }).commit(),
        table.put({ PK: 'A', SK: 'A' }),
        table.update({ PK: 'A', SK: 'A' }, { set: { a: 1 } }),
        table.delete({ PK: 'A', SK: 'A' }),
      ];
      for (const attempt of attempts) {
        const failure = await attempt.then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(isAppError(failure) && failure).toMatchObject({
          status: 409,
          message: CONCURRENT_WRITE,
          retryable: true,
        });
      }
    }
  });

  it('other cancellations (throttling) stay a server error', async () => {
    const logs = captureLogs();
    const throttled = sdkError('TransactionCanceledException', ['ThrottlingError']);
    const res = await failing(throttled)(apiEvent({ routeKey: 'POST /api/x' }));
    logs.restore();
    expect(res.statusCode).toBe(500);
  });
});

describe('no answer above the safe size leaves a route', () => {
  const big = 'x'.repeat(MAX_ANSWER_BYTES);

  it('answers a logged 500 instead of a body Lambda would refuse', async () => {
    const logs = captureLogs();
    const route = httpRoute(testRoute({ access: 'public' }), {}, async () => ({ items: [big] }));
    const res = await route(apiEvent({ routeKey: 'GET /api/x', requestId: 'req-big' }));
    logs.restore();
    expect(res.statusCode).toBe(500);
    expect(parseBody(res)).toEqual({
      error: { code: 'internal', message: 'Something went wrong' },
    });
    const line = logs.lines().find((l) => l.level === 'ERROR');
    expect(line).toMatchObject({ requestId: 'req-big', routeKey: 'GET /api/x' });
    expect(JSON.stringify(line)).toMatch(/AnswerTooLarge|above the \d+ bytes/);
  });

  it('counts bytes, not characters, and holds raw answers too', async () => {
    const logs = captureLogs();
    // Under the limit in characters, over it in UTF-8 bytes (each é is two).
    const accents = 'é'.repeat(MAX_ANSWER_BYTES / 2 + 1);
    const raw = httpRoute(testRoute({ access: 'public' }), {}, async () =>
      respond({ statusCode: 200, headers: { 'content-type': 'text/html' }, body: accents }),
    );
    expect((await raw(apiEvent({ routeKey: 'GET /api/x' }))).statusCode).toBe(500);
    logs.restore();
  });

  it('lets an answer just under the limit through untouched', async () => {
    const fits = 'x'.repeat(MAX_ANSWER_BYTES - 100);
    const route = httpRoute(testRoute({ access: 'public' }), {}, async () => ({ text: fits }));
    const res = await route(apiEvent({ routeKey: 'GET /api/x' }));
    expect(res.statusCode).toBe(200);
    expect((parseBody(res) as { text: string }).text).toHaveLength(fits.length);
  });
});
