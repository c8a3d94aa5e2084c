import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { defineDeps } from '../../../../lambdas/deps/define-deps';
import { httpRoute } from '../../../../lambdas/middleware/http-route';
import { apiEvent, jsonHeaders, parseBody, userClaims } from '../support/api-event';
import { closedAccountsPort } from '../support/closed-accounts';
import { testRoute } from '../support/test-route';

beforeAll(() => {
  vi.stubEnv('LOG_LEVEL', 'WARN');
});

const signedIn = defineDeps({ closedAccounts: closedAccountsPort() });

/** A body of options only, each with its default: it may be left out (e.g. a document's send). */
const ZOptions = z
  .object({
    message: z.string().max(5, 'At most 5 characters').optional().default(''),
    days: z.number().int().optional().default(30),
  })
  .prefault({});

const route = httpRoute(
  testRoute({ access: 'user', body: ZOptions }),
  { deps: signedIn },
  async ({ body }) => body,
);

const post = (body: string | undefined, headers: Record<string, string> = jsonHeaders) =>
  route(apiEvent({ routeKey: 'POST /api/things/{id}/send', body, headers, claims: userClaims() }));

describe('httpRoute: a body its schema takes as absent', () => {
  it('reads a missing or empty body as every default', async () => {
    for (const body of [undefined, '']) {
      const answer = await post(body, {});
      expect(answer.statusCode).toBe(200);
      expect(parseBody(answer)).toEqual({ message: '', days: 30 });
    }
  });

  it('still parses and checks a body that is sent', async () => {
    const sent = await post(JSON.stringify({ message: 'hi', days: 7 }));
    expect(parseBody(sent)).toEqual({ message: 'hi', days: 7 });
    const tooLong = await post(JSON.stringify({ message: 'far too long' }));
    expect(tooLong.statusCode).toBe(400);
    expect(parseBody(tooLong)).toMatchObject({ error: { message: 'At most 5 characters' } });
    const broken = await post('{not json');
    expect(broken.statusCode).toBe(400);
    expect(parseBody(broken)).toMatchObject({
      error: { message: 'The request body is not valid JSON' },
    });
  });

  it('keeps a body required where the schema needs one', async () => {
    const required = httpRoute(
      testRoute({ access: 'user', body: z.object({ reason: z.string() }) }),
      { deps: signedIn },
      async ({ body }) => body,
    );
    const answer = await required(
      apiEvent({ routeKey: 'POST /api/things/{id}/void', headers: {}, claims: userClaims() }),
    );
    expect(answer.statusCode).toBe(400);
    expect(parseBody(answer)).toMatchObject({
      error: { message: 'A JSON request body is required' },
    });
  });
});
