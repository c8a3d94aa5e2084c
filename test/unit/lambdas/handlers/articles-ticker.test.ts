import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZArticle } from '@contracts/articles/article';
import { ZTickerMessage } from '@contracts/ticker/ticker-message';
import { articlesDeps } from '../../../../lambdas/handlers/articles/deps';
import { handler as articles } from '../../../../lambdas/handlers/articles/index';
import { tickerDeps } from '../../../../lambdas/handlers/ticker/deps';
import { handler as ticker } from '../../../../lambdas/handlers/ticker/index';
import { apiEvent, jsonHeaders, parseBody, userClaims } from '../support/api-event';
import { MemoryTable } from '../support/memory-table';

beforeAll(() => {
  vi.stubEnv('LOG_LEVEL', 'ERROR');
});
afterEach(() => {
  articlesDeps.override(undefined);
  tickerDeps.override(undefined);
});

function useFakeDeps() {
  const table = new MemoryTable();
  let n = 0;
  const fakes = {
    clock: { now: () => new Date('2025-06-01T12:00:00.000Z') },
    ids: { newId: () => `id-${++n}` },
    table,
    // The admins here have an authenticator app (middleware/admin-mfa.test.ts: those without).
    users: { getEmail: async () => null, hasTotp: async () => true },
    // No account here is being closed (middleware/http-route.test.ts: one that is).
    closedAccounts: { isClosed: async () => false },
  };
  articlesDeps.override(fakes);
  tickerDeps.override(fakes);
  return table;
}

const admin = userClaims({ sub: 'admin-sub', 'cognito:groups': '[admin]' });
const user = userClaims({ sub: 'user-sub' });
const post = (routeKey: string, body: unknown, claims?: Record<string, unknown>) =>
  apiEvent({ routeKey, body: JSON.stringify(body), headers: jsonHeaders, claims });

describe('articles area', () => {
  const body = { title: 'T', excerpt: 'E', content: 'C', createdBy: 'forged' };

  it('creates with 201, createdBy from the verified claims', async () => {
    const table = useFakeDeps();
    const res = await articles(post('POST /api/admin/articles', body, admin));
    expect(res.statusCode).toBe(201);
    const article = ZArticle.strict().parse(parseBody(res));
    expect(article.createdBy).toBe('admin-sub');
    expect(table.items.size).toBe(1);
  });

  it('answers 401 anonymous and 403 to a non-admin before reading the body', async () => {
    const table = useFakeDeps();
    const anonymous = await articles(post('POST /api/admin/articles', 'not json', undefined));
    expect(anonymous.statusCode).toBe(401);
    const res = await articles(post('POST /api/admin/articles', body, user));
    expect(res.statusCode).toBe(403);
    expect(parseBody(res)).toEqual({
      error: { code: 'forbidden', message: "You don't have admin privileges" },
    });
    expect(table.items.size).toBe(0);
  });

  it('answers an impossible id like an unknown one', async () => {
    useFakeDeps();
    const res = await articles(
      apiEvent({ routeKey: 'GET /api/articles/{id}', pathParameters: { id: 'x'.repeat(101) } }),
    );
    expect(res.statusCode).toBe(404);
    expect(parseBody(res)).toEqual({ error: { code: 'not_found', message: 'Article not found' } });
  });
});

describe('ticker area', () => {
  it('adds with 201 and lists publicly without a token', async () => {
    useFakeDeps();
    const res = await ticker(post('POST /api/admin/ticker', { message: ' Hi ' }, admin));
    expect(res.statusCode).toBe(201);
    expect(ZTickerMessage.parse(parseBody(res))).toEqual({
      id: 'id-1',
      message: 'Hi',
      displayOrder: 0,
      isActive: true,
    });
    const list = await ticker(apiEvent({ routeKey: 'GET /api/ticker' }));
    expect(list.statusCode).toBe(200);
    expect(parseBody(list)).toEqual({ messages: [{ id: 'id-1', message: 'Hi', displayOrder: 0 }] });
  });

  it('answers a whitespace-only message with the spec text', async () => {
    useFakeDeps();
    const res = await ticker(post('POST /api/admin/ticker', { message: '   ' }, admin));
    expect(res.statusCode).toBe(400);
    expect(parseBody(res)).toEqual({
      error: {
        code: 'validation_error',
        message: 'Message cannot be empty',
        fields: { message: 'Message cannot be empty' },
      },
    });
  });
});
