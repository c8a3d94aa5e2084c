import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  linkedInProfileMessages,
  type TLinkedInProfile,
} from '@contracts/applications/linkedin-profile';
import { linkedInMessages as m } from '../../../../web/src/features/applications/lib/linkedin-messages';
import {
  LINKEDIN_PROFILE_KEY,
  LINKEDIN_PROFILE_RETURN_KEY,
  LINKEDIN_PROFILE_STATE,
  LINKEDIN_PROFILE_TTL_MS,
  keepLinkedInProfile,
  rememberProfileReturn,
  takeLinkedInProfile,
  takeProfileReturn,
  wantsLinkedInProfile,
} from '../../../../web/src/features/applications/lib/linkedin-profile-return';
import type { NoteStorage } from '../../../../web/src/features/applications/lib/linkedin-return';

/*
 * "Quick Fill with LinkedIn" for a signed-in user. As in the other web tests the unit tier has
 * neither a DOM nor the web app's `@/` alias, so the hook, the callback's logic and its page are
 * loaded by a computed path with their `@/` imports provided here (a fake API client, toasts,
 * session and config; the real UI primitives), and rendered on the server. A server render runs
 * no effects: the hook's `start` is called as the button would, and the return is checked
 * through the pieces its effect is made of.
 */
const { web, apiFetch, toast, session, amplify, idClaims, leaveFor } = vi.hoisted(() => ({
  web: (path: string) => new URL(`../../../../web/src/${path}`, import.meta.url).pathname,
  apiFetch: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  session: { current: { status: 'signedIn', user: { sub: 'user-1', email: 'dana@example.com' } } },
  // Any Cognito self-service call (GetUser and the like) would be refused to a LinkedIn session.
  amplify: { signInWithRedirect: vi.fn() },
  idClaims: vi.fn(),
  leaveFor: vi.fn(),
}));
vi.mock('@/lib/cn', () => import(/* @vite-ignore */ web('lib/cn.ts')));
vi.mock('@/lib/error-message', () => import(/* @vite-ignore */ web('lib/error-message.ts')));
vi.mock('@/lib/toast', () => ({ toast }));
vi.mock(
  '@/components/ui/spinner',
  () => import(/* @vite-ignore */ web('components/ui/spinner.tsx')),
);
vi.mock('@/lib/api-client', async () => ({
  ...(await import(/* @vite-ignore */ web('lib/api-client.ts'))),
  apiFetch,
}));
vi.mock('@/lib/call-api', () => import(/* @vite-ignore */ web('lib/call-api.ts')));
vi.mock('@/features/auth/session', () => ({ useSession: () => session.current }));
vi.mock('@/config/web-config', () => ({
  webConfig: () => ({ oauthDomain: 'auth.example.com', federatedProviders: ['LinkedIn'] }),
}));
vi.mock('aws-amplify/auth', () => amplify);
vi.mock('@/features/auth/tokens', () => ({ getIdTokenClaims: idClaims }));
vi.mock('../../../../web/src/features/applications/lib/leave-for.ts', () => ({ leaveFor }));

type Hook = (apply: (fill: unknown) => void) => { start: () => Promise<void>; working: boolean };
let useLinkedInQuickFill: Hook;
let completeLinkedInCallback: (
  search: string,
  deps: {
    fetchProfile: (body: object) => Promise<TLinkedInProfile>;
    storage?: NoteStorage;
    now: number;
  },
) => Promise<{ path: string; failure?: string }>;
let linkedInProfileFill: (
  profile: TLinkedInProfile,
) => Promise<{ profile: Record<string, unknown>; photo: File | null }>;
let loadLinkedInFill: () => Promise<{ profile: Record<string, unknown>; photo: File | null }>;
let LinkedInCallbackPage: () => null;
let ApiError: new (status: number, code: string, message: string) => Error;

beforeAll(async () => {
  ({ useLinkedInQuickFill } = await import(
    /* @vite-ignore */ web('features/applications/lib/use-linkedin-quick-fill.ts')
  ));
  ({ completeLinkedInCallback } = await import(
    /* @vite-ignore */ web('features/applications/lib/linkedin-callback.ts')
  ));
  ({ linkedInProfileFill, loadLinkedInFill } = await import(
    /* @vite-ignore */ web('features/applications/lib/linkedin-prefill.ts')
  ));
  ({ default: LinkedInCallbackPage } = await import(
    /* @vite-ignore */ web('features/applications/routes/linkedin-callback-page.tsx')
  ));
  ({ ApiError } = await import(/* @vite-ignore */ web('lib/api-client.ts')));
});

function memoryStorage(): NoteStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const NOW = Date.UTC(2026, 0, 5, 9, 0);
const profile: TLinkedInProfile = {
  name: 'Ada Lovelace',
  givenName: 'Ada',
  familyName: 'Lovelace',
  email: 'ada@example.com',
  emailVerified: true,
  pictureUrl: 'https://media.licdn.com/dms/image/ada.jpg',
  locale: 'en-GB',
  country: 'United Kingdom',
};

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('window', { sessionStorage: storage });
  apiFetch.mockReset();
  leaveFor.mockReset();
  amplify.signInWithRedirect.mockReset().mockResolvedValue(undefined);
  for (const show of Object.values(toast)) show.mockReset();
  session.current = { status: 'signedIn', user: { sub: 'user-1', email: 'dana@example.com' } };
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the profile handed from the callback to the form', () => {
  it('goes back to the form noted before leaving, once, and only to a path of this app', () => {
    rememberProfileReturn(storage, '/apply-ciso', NOW);
    expect(takeProfileReturn(storage, NOW + 1000)).toBe('/apply-ciso');
    expect(storage.items.has(LINKEDIN_PROFILE_RETURN_KEY)).toBe(false);
    // No note, a stale one, or one that leads elsewhere: the professional form.
    expect(takeProfileReturn(storage, NOW)).toBe('/apply-ciso');
    expect(takeProfileReturn(undefined, NOW)).toBe('/apply-ciso');
    for (const path of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil',
      '/linkedin/callback',
    ]) {
      rememberProfileReturn(storage, path, NOW);
      expect(takeProfileReturn(storage, NOW)).toBe('/apply-ciso');
    }
    rememberProfileReturn(storage, '/other-form', NOW);
    expect(takeProfileReturn(storage, NOW + LINKEDIN_PROFILE_TTL_MS + 1)).toBe('/apply-ciso');
  });

  it('is taken once, fresh and well formed', () => {
    keepLinkedInProfile(storage, profile, NOW);
    expect(takeLinkedInProfile(storage, NOW + 1000)).toEqual(profile);
    expect(storage.items.has(LINKEDIN_PROFILE_KEY)).toBe(false);
    expect(takeLinkedInProfile(storage, NOW)).toBeUndefined();

    keepLinkedInProfile(storage, profile, NOW);
    expect(takeLinkedInProfile(storage, NOW + LINKEDIN_PROFILE_TTL_MS + 1)).toBeUndefined();
    storage.setItem(LINKEDIN_PROFILE_KEY, JSON.stringify({ at: NOW, profile: { name: 1 } }));
    expect(takeLinkedInProfile(storage, NOW)).toBeUndefined();
    storage.setItem(LINKEDIN_PROFILE_KEY, 'not json');
    expect(takeLinkedInProfile(storage, NOW)).toBeUndefined();
    expect(takeLinkedInProfile(undefined, NOW)).toBeUndefined();
  });

  it('is asked for by its own router state', () => {
    expect(wantsLinkedInProfile(LINKEDIN_PROFILE_STATE)).toBe(true);
    expect(wantsLinkedInProfile({ linkedInPrefill: true })).toBe(false);
    expect(wantsLinkedInProfile(null)).toBe(false);
  });

  it('fills name, e-mail, country and the photo where LinkedIn lets the browser read it', async () => {
    const picture = new Blob([new Uint8Array(2048)], { type: 'image/jpeg' });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(picture, { status: 200 })));
    const filled = await linkedInProfileFill(profile);
    expect(filled.profile).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      pictureUrl: profile.pictureUrl,
      country: 'United Kingdom',
    });
    expect(filled.photo?.name).toBe('linkedin-photo.jpg');

    // CORS (or the CSP) refuses the read: no photo, the form asks for an upload instead.
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const blocked = await linkedInProfileFill({ ...profile, country: null, name: '' });
    expect(blocked.photo).toBeNull();
    expect(blocked.profile).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      pictureUrl: profile.pictureUrl,
    });
  });
});

describe('the fill after signing in through LinkedIn', () => {
  // The Amplify fake has no `fetchUserAttributes`: reaching for it would fail the fill.
  it("takes name, e-mail and picture from the ID token's claims, calling no Cognito API", async () => {
    idClaims.mockResolvedValue({
      sub: 'user-1',
      email: 'ada@example.com',
      given_name: 'Ada',
      family_name: 'Lovelace',
      picture: 'https://media.licdn.com/dms/image/ada.jpg',
      identities: [{ providerName: 'LinkedIn', primary: 'true' }],
      auth_time: 1_767_600_000,
    });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const filled = await loadLinkedInFill();
    expect(filled.profile).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      pictureUrl: 'https://media.licdn.com/dms/image/ada.jpg',
    });
    expect(filled.photo).toBeNull();
    expect(idClaims).toHaveBeenCalled();
  });

  it('fills nothing when the session has no ID token', async () => {
    idClaims.mockResolvedValue(undefined);
    expect(await loadLinkedInFill()).toEqual({
      profile: { fullName: '', email: '', pictureUrl: null },
      photo: null,
    });
  });
});

describe('the LinkedIn callback', () => {
  const fetchProfile = vi.fn();
  beforeEach(() => {
    fetchProfile.mockReset().mockResolvedValue(profile);
  });

  it('asks the API once with code and state, keeps the profile and goes back to the form', async () => {
    rememberProfileReturn(storage, '/apply-ciso', NOW);
    const outcome = await completeLinkedInCallback('?code=the-code&state=the-state', {
      fetchProfile,
      storage,
      now: NOW + 5000,
    });
    expect(outcome).toEqual({ path: '/apply-ciso' });
    expect(fetchProfile).toHaveBeenCalledExactlyOnceWith({ code: 'the-code', state: 'the-state' });
    expect(takeLinkedInProfile(storage, NOW + 6000)).toEqual(profile);
    expect(storage.items.has(LINKEDIN_PROFILE_RETURN_KEY)).toBe(false);
  });

  it('says LinkedIn access was not granted when the member cancelled, never echoing LinkedIn', async () => {
    const outcome = await completeLinkedInCallback(
      '?error=user_cancelled_authorize&error_description=Call+0800+now&state=s',
      { fetchProfile, storage, now: NOW },
    );
    expect(outcome).toEqual({ path: '/apply-ciso', failure: m.cancelled });
    const other = await completeLinkedInCallback('?error=server_error&error_description=x', {
      fetchProfile,
      storage,
      now: NOW,
    });
    expect(other.failure).toBe(m.notCompleted);
    expect(fetchProfile).not.toHaveBeenCalled();
  });

  it('spends no state when the code is missing or the tab keeps no storage', async () => {
    expect(
      (await completeLinkedInCallback('?state=s', { fetchProfile, storage, now: NOW })).failure,
    ).toBe(m.notCompleted);
    expect(
      (await completeLinkedInCallback('?code=c&state=s', { fetchProfile, now: NOW })).failure,
    ).toBe(m.profileMissing);
    expect(fetchProfile).not.toHaveBeenCalled();
  });

  it('shows the API’s refusal, and asks a signed-out user to sign in again', async () => {
    fetchProfile.mockRejectedValueOnce(
      new ApiError(400, 'validation_error', linkedInProfileMessages.expired),
    );
    const expired = await completeLinkedInCallback('?code=c&state=s', {
      fetchProfile,
      storage,
      now: NOW,
    });
    expect(expired.failure).toBe(linkedInProfileMessages.expired);
    fetchProfile.mockRejectedValueOnce(new ApiError(401, 'unauthorized', 'Unauthorized'));
    const signedOut = await completeLinkedInCallback('?code=c&state=s', {
      fetchProfile,
      storage,
      now: NOW,
    });
    expect(signedOut.failure).toBe(m.signedOut);
    expect(storage.items.has(LINKEDIN_PROFILE_KEY)).toBe(false);
  });

  it('shows that it is bringing in the details while it works', () => {
    const html = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        { initialEntries: ['/linkedin/callback?code=c&state=s'] },
        createElement(LinkedInCallbackPage),
      ),
    );
    expect(html).toContain(`aria-label="${m.fetching}"`);
    expect(html).toContain(m.fetching);
    // Rendering asks nothing: the request goes from the effect, once.
    expect(apiFetch).not.toHaveBeenCalled();
  });
});

describe('useLinkedInQuickFill', () => {
  /** The hook as the professional form holds it, on /apply-ciso. */
  function quickFill() {
    let hook: ReturnType<Hook> | undefined;
    function Probe() {
      hook = useLinkedInQuickFill(vi.fn());
      return null;
    }
    renderToStaticMarkup(
      createElement(MemoryRouter, { initialEntries: ['/apply-ciso'] }, createElement(Probe)),
    );
    return hook!;
  }

  it('signed in with any account: leaves for LinkedIn’s consent screen from the API, no sign-in', async () => {
    const url = 'https://www.linkedin.com/oauth/v2/authorization?state=abc';
    apiFetch.mockResolvedValue({ url });
    await quickFill().start();
    expect(apiFetch).toHaveBeenCalledExactlyOnceWith(
      '/api/linkedin/authorize',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(leaveFor).toHaveBeenCalledExactlyOnceWith(url);
    expect(amplify.signInWithRedirect).not.toHaveBeenCalled();
    expect(toast.info).toHaveBeenCalledWith(m.redirecting, {
      description: m.redirectingDescription,
    });
    expect(toast.error).not.toHaveBeenCalled();
    // The callback will come back to this form.
    expect(takeProfileReturn(storage, Date.now())).toBe('/apply-ciso');
    expect(JSON.parse(storage.getItem(LINKEDIN_PROFILE_RETURN_KEY) ?? 'null')).toBeNull();
  });

  it('says plainly when LinkedIn is not configured, and stays on the form', async () => {
    apiFetch.mockRejectedValue(
      new ApiError(503, 'not_configured', linkedInProfileMessages.notConfigured),
    );
    await quickFill().start();
    expect(leaveFor).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith(m.failed, {
      description: linkedInProfileMessages.notConfigured,
    });
    expect(storage.items.has(LINKEDIN_PROFILE_RETURN_KEY)).toBe(false);
  });

  it('signed out: still signs in through LinkedIn, without asking the API', async () => {
    session.current = { status: 'signedOut', user: null } as never;
    await quickFill().start();
    expect(amplify.signInWithRedirect).toHaveBeenCalledWith({ provider: { custom: 'LinkedIn' } });
    expect(apiFetch).not.toHaveBeenCalled();
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('waits while the session is still being read', async () => {
    session.current = { status: 'loading', user: null } as never;
    await quickFill().start();
    expect(apiFetch).not.toHaveBeenCalled();
    expect(amplify.signInWithRedirect).not.toHaveBeenCalled();
  });
});
