import { describe, expect, it } from 'vitest';
import { LINK_TOKEN_HEADER } from '@contracts/link-token';
import { linkTokenOf } from '../../../../lambdas/middleware/link-token';
import { apiEvent } from '../support/api-event';

const token = 'Ab3_-'.repeat(8) + 'xyz';
const withHeaders = (headers: Record<string, string>) =>
  linkTokenOf(apiEvent({ routeKey: 'GET /api/sign', headers }));

describe('the token of a personal link', () => {
  it('comes from its request header, whatever its case, without surrounding blanks', () => {
    expect(token).toHaveLength(43);
    expect(withHeaders({ [LINK_TOKEN_HEADER]: token })).toBe(token);
    expect(withHeaders({ 'X-Link-Token': ` ${token} ` })).toBe(token);
  });

  it('is missing when the header is absent, blank or cannot be a token we issued', () => {
    for (const value of ['', '   ', 'short', `${token}x`, `${token.slice(1)}!`, `/${token}`])
      expect(withHeaders({ [LINK_TOKEN_HEADER]: value }), JSON.stringify(value)).toBeUndefined();
    expect(withHeaders({})).toBeUndefined();
  });

  it('is never read from the path', () => {
    const event = apiEvent({
      routeKey: `GET /api/sign/${token}`,
      pathParameters: { token },
      queryStringParameters: { token },
    });
    expect(linkTokenOf(event)).toBeUndefined();
  });
});
