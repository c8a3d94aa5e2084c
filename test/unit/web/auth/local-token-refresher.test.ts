import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalTokenRefresher } from '../../../../web/src/features/auth/lib/local-token-refresher';

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (payload: object) => `${b64({ alg: 'RS256' })}.${b64(payload)}.sig`;

type RefreshInput = Parameters<ReturnType<typeof createLocalTokenRefresher>>[0];
const input = (refreshToken?: string) =>
  ({
    username: 'user-sub',
    tokens: {
      accessToken: { toString: () => 'old', payload: {} },
      refreshToken,
      clockDrift: 0,
      username: 'user-sub',
    },
  }) as unknown as RefreshInput;

describe('createLocalTokenRefresher', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks cognito-local for REFRESH_TOKEN_AUTH and returns the new tokens, keeping the refresh token', async () => {
    // This machine's clock stands still; the token was issued by a clock 2 s behind it.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-02T03:04:05.000Z'));
    const issuedAt = Math.floor(Date.now() / 1000) - 2;
    const access = jwt({ sub: 'user-sub', iat: issuedAt, exp: issuedAt + 3600 });
    const id = jwt({
      sub: 'user-sub',
      email: 'ada@example.com',
      iat: issuedAt,
      exp: issuedAt + 3600,
    });
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ AuthenticationResult: { AccessToken: access, IdToken: id } }),
          { status: 200 },
        ),
    );
    const refresh = createLocalTokenRefresher(
      'http://127.0.0.1:9229/',
      'client-1',
      fetchMock as typeof fetch,
    );
    const tokens = await refresh(input('refresh-1'));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:9229/');
    expect((init.headers as Record<string, string>)['x-amz-target']).toBe(
      'AWSCognitoIdentityProviderService.InitiateAuth',
    );
    expect(JSON.parse(String(init.body))).toEqual({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'client-1',
      AuthParameters: { REFRESH_TOKEN: 'refresh-1' },
    });
    expect(tokens.accessToken.toString()).toBe(access);
    expect(tokens.idToken?.payload.email).toBe('ada@example.com');
    expect(tokens.refreshToken).toBe('refresh-1');
    expect(tokens.username).toBe('user-sub');
    expect(tokens.clockDrift).toBe(-2000);
  });

  it('throws the Cognito exception by name so Amplify can tell a dead session from a blip', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ __type: 'NotAuthorizedException', message: 'User not authorized' }),
          { status: 400 },
        ),
    );
    const refresh = createLocalTokenRefresher(
      'http://127.0.0.1:9229',
      'c',
      fetchMock as typeof fetch,
    );
    await expect(refresh(input('r'))).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('reports a network failure as NetworkError', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const refresh = createLocalTokenRefresher(
      'http://127.0.0.1:9229',
      'c',
      fetchMock as typeof fetch,
    );
    await expect(refresh(input('r'))).rejects.toMatchObject({ name: 'NetworkError' });
  });

  it('refuses without a refresh token', async () => {
    const fetchMock = vi.fn();
    const refresh = createLocalTokenRefresher(
      'http://x',
      'c',
      fetchMock as unknown as typeof fetch,
    );
    await expect(refresh(input(undefined))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
