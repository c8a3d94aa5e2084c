import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ProviderClient } from '../../../../../lambdas/ports/calendar-providers';
import {
  authorizeUrl,
  codeChallenge,
  randomToken,
} from '../../../../../lambdas/services/booking-pages/oauth-request';
import {
  bindingCookie,
  bindingFrom,
  bindingHash,
  liveOAuthState,
  OAUTH_STATE_TTL_SECONDS,
  sameBrowser,
  toOAuthStateItem,
} from '../../../../../lambdas/services/booking-pages/oauth-state-item';
import { oauthResultPage } from '../../../../../lambdas/services/oauth/oauth-result-page';

const google: ProviderClient = {
  provider: 'google',
  clientId: 'client-1',
  authorizeUrl: 'https://accounts.example/o/oauth2/v2/auth?hd=example.com',
  redirectUri: 'https://app.example.com/api/oauth/google/callback',
};

describe('PKCE', () => {
  it('makes the S256 challenge of RFC 7636 (appendix B)', () => {
    expect(codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('draws 43-character base64url tokens, different each time', () => {
    const tokens = new Set(Array.from({ length: 50 }, randomToken));
    expect(tokens.size).toBe(50);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('authorizeUrl', () => {
  it('asks Google for a code with PKCE, read-only calendar access and offline consent', () => {
    const url = new URL(authorizeUrl(google, { state: 's1', codeChallenge: 'c1' }));
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.example/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      hd: 'example.com',
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: 'https://app.example.com/api/oauth/google/callback',
      scope: 'https://www.googleapis.com/auth/calendar.events',
      state: 's1',
      code_challenge: 'c1',
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
    });
  });

  it('asks Microsoft for offline_access Calendars.ReadWrite', () => {
    const url = new URL(
      authorizeUrl(
        { ...google, provider: 'microsoft', authorizeUrl: 'https://login.example/authorize' },
        { state: 's2', codeChallenge: 'c2' },
      ),
    );
    expect(url.searchParams.get('scope')).toBe('offline_access Calendars.ReadWrite');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('access_type')).toBeNull();
  });
});

describe('OAuth state', () => {
  const now = new Date('2030-01-01T10:00:00.000Z');
  const flow = {
    bookingPageId: 'cal',
    userId: 'sub',
    provider: 'google' as const,
    codeVerifier: 'v',
    bindingHash: bindingHash('browser-1'),
  };
  const item = toOAuthStateItem('abc', flow, now);

  it('is keyed by the state and lives 10 minutes', () => {
    expect(item).toMatchObject({ PK: 'OAUTH#abc', SK: 'OAUTH', ...flow });
    expect(item.ttl).toBe(now.getTime() / 1000 + OAUTH_STATE_TTL_SECONDS);
    expect(OAUTH_STATE_TTL_SECONDS).toBe(600);
  });

  it('is live only before its ttl and only for its provider', () => {
    expect(liveOAuthState(item, 'google', now)).toEqual(item);
    expect(liveOAuthState(item, 'google', new Date(item.ttl * 1000 - 1))).toEqual(item);
    expect(liveOAuthState(item, 'google', new Date(item.ttl * 1000))).toBeUndefined();
    expect(liveOAuthState(item, 'microsoft', now)).toBeUndefined();
    expect(liveOAuthState(undefined, 'google', now)).toBeUndefined();
    expect(liveOAuthState({ PK: 'OAUTH#x', SK: 'OAUTH' }, 'google', now)).toBeUndefined();
  });

  it('belongs to the browser holding its binding cookie', () => {
    expect(sameBrowser(item, 'browser-1')).toBe(true);
    expect(sameBrowser(item, 'browser-2')).toBe(false);
    expect(sameBrowser(item, undefined)).toBe(false);
    const cookie = bindingCookie('google', 'browser-1', 'https://app.example.com');
    expect(cookie).toBe(
      'vciso_oauth_google=browser-1; Path=/api/oauth/google/; Max-Age=600; HttpOnly; SameSite=Lax; Secure',
    );
    expect(bindingCookie('google', 'x', 'http://localhost:5173')).not.toContain('Secure');
    expect(bindingFrom(['a=1', 'vciso_oauth_google=browser-1'], 'google')).toBe('browser-1');
    expect(bindingFrom(['vciso_oauth_google=browser-1'], 'microsoft')).toBeUndefined();
    expect(bindingFrom(undefined, 'google')).toBeUndefined();
  });
});

describe('the callback page', () => {
  const origin = 'https://app.example.com';

  it('posts oauth-success to the app origin only, its script allowed by hash', () => {
    const page = oauthResultPage(
      { connected: true, provider: 'google', bookingPageId: 'c1' },
      origin,
    );
    expect(page.status).toBe(200);
    const script = /<script>(.*)<\/script>/.exec(page.body)?.[1] ?? '';
    expect(script).toContain(`postMessage('oauth-success',"${origin}")`);
    expect(script).toContain('window.close()');
    const hash = createHash('sha256').update(script).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`script-src 'sha256-${hash}'`);
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(page.body).toContain(`href="${origin}/booking-pages/c1/connect"`);
  });

  it('refuses without any script, the reason escaped', () => {
    const page = oauthResultPage(
      { connected: false, provider: 'microsoft', reason: '<b>no</b>' },
      origin,
    );
    expect(page.status).toBe(400);
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('&lt;b&gt;no&lt;/b&gt;');
    expect(page.headers['content-security-policy']).toContain("script-src 'none'");
  });
});
