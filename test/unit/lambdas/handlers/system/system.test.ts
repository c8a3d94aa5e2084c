import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZApiError } from '@contracts/errors';
import { ZMe } from '@contracts/system/get-me';
import { systemDeps } from '../../../../../lambdas/handlers/system/deps';
import { handler } from '../../../../../lambdas/handlers/system/index';
import { apiEvent, parseBody, userClaims } from '../../support/api-event';
import { MemoryTable } from '../../support/memory-table';

beforeAll(() => {
  vi.stubEnv('LOG_LEVEL', 'ERROR');
});
afterEach(() => systemDeps.override(undefined));

function useFakeDeps(table = new MemoryTable()) {
  systemDeps.override({
    clock: { now: () => new Date('2025-06-01T12:00:00.000Z') },
    table,
    users: {
      getEmail: async (sub: string) => (sub === 'user-1' ? 'ada@example.com' : null),
      hasTotp: async (sub: string) => sub === 'user-1',
    },
    // No account here is being closed (middleware/http-route.test.ts: one that is).
    closedAccounts: { isClosed: async () => false },
  });
}

describe('system area', () => {
  it('GET /api/health answers ok and the time, without a token', async () => {
    useFakeDeps();
    const res = await handler(apiEvent({ routeKey: 'GET /api/health' }));
    expect(res.statusCode).toBe(200);
    expect(parseBody(res)).toEqual({ status: 'ok', time: '2025-06-01T12:00:00.000Z' });
  });

  it('GET /api/me answers the verified caller with their first calendar', async () => {
    useFakeDeps(
      new MemoryTable([
        { PK: 'CAL#c1', SK: 'CAL', GSI1PK: 'USER#user-1#CALS', GSI1SK: '2025-01-01T00:00:00.000Z' },
      ]),
    );
    const claims = userClaims({ 'cognito:groups': '[admin]' });
    const res = await handler(apiEvent({ routeKey: 'GET /api/me', claims }));
    expect(res.statusCode).toBe(200);
    expect(ZMe.strict().parse(parseBody(res))).toEqual({
      sub: 'user-1',
      email: 'ada@example.com',
      isAdmin: true,
      firstBookingPageId: 'c1',
    });
  });

  it('GET /api/me answers 401 to an ID token, which API Gateway would let through', async () => {
    useFakeDeps();
    const claims = userClaims({ token_use: 'id', email: 'ada@example.com' });
    const res = await handler(apiEvent({ routeKey: 'GET /api/me', claims }));
    expect(res.statusCode).toBe(401);
  });

  it('GET /api/me answers 401 without verified claims', async () => {
    useFakeDeps();
    const res = await handler(apiEvent({ routeKey: 'GET /api/me' }));
    expect(res.statusCode).toBe(401);
    expect(ZApiError.parse(parseBody(res)).error.code).toBe('unauthorized');
  });

  it('answers 404 in the error shape to a route key it does not serve', async () => {
    const res = await handler(apiEvent({ routeKey: 'GET /api/nothing' }));
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('application/json');
    expect(ZApiError.parse(parseBody(res)).error.code).toBe('not_found');
  });
});
