import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { signIn as amplifySignIn } from 'aws-amplify/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  linkedInProfileMessages,
  type TLinkedInProfile,
} from '@contracts/applications/linkedin-profile';
import { applicationRoutes } from '@contracts/applications/routes';
import { LinkedInQuickFill } from '@/features/applications/components/linkedin-quick-fill';
import { completeLinkedInCallback } from '@/features/applications/lib/linkedin-callback';
import { linkedInMessages as m } from '@/features/applications/lib/linkedin-messages';
import {
  linkedInProfileFill,
  loadLinkedInFill,
} from '@/features/applications/lib/linkedin-prefill';
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
} from '@/features/applications/lib/linkedin-profile-return';
import { useLinkedInQuickFill } from '@/features/applications/lib/use-linkedin-quick-fill';
import LinkedInCallbackPage from '@/features/applications/routes/linkedin-callback-page';
import { configureAuth } from '@/features/auth/configure-auth';
import { ApiError } from '@/lib/api-client';
import { record, refuse } from '../../../support/web/api';
import { fakeCognito, tokensFor } from '../../../support/web/cognito';
import { loadConfig } from '../../../support/web/config';
import { renderScreen } from '../../../support/web/render';
import { server } from '../../../support/web/server';
import { sessionLoading, signIn } from '../../../support/web/session';
import { memoryStorage } from '../../../support/web/memory-storage';

/*
 * "Quick Fill with LinkedIn". Signed in, the button asks the API for LinkedIn's consent screen
 * and the browser leaves for it; `/linkedin/callback` trades the code for the profile and hands
 * it to the form through the tab's storage. Signed out, the sign-in itself goes through LinkedIn
 * (Amplify, for real, against the test stack's config). The network is answered at the fetch
 * boundary; where the browser is sent is read from `window.location`.
 */

const NOW = Date.UTC(2026, 0, 5, 9, 0);
const PICTURE_URL = 'https://media.licdn.com/dms/image/ada.jpg';
const profile: TLinkedInProfile = {
  name: 'Ada Lovelace',
  givenName: 'Ada',
  familyName: 'Lovelace',
  email: 'ada@example.com',
  emailVerified: true,
  pictureUrl: PICTURE_URL,
  locale: 'en-GB',
  country: 'United Kingdom',
};

/** LinkedIn's picture host lets the browser read the picture (`true`) or refuses it (CORS). */
function pictureHost(readable: boolean) {
  server.use(
    http.get(PICTURE_URL, () =>
      readable
        ? new HttpResponse(new Uint8Array(2048), { headers: { 'content-type': 'image/jpeg' } })
        : HttpResponse.error(),
    ),
  );
}

/** Where the browser was sent: `location.assign` (the consent screen) and `location.href =`. */
function watchLeaving() {
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  const href = vi.spyOn(window.location, 'href', 'set').mockImplementation(() => undefined);
  return { assign, href };
}

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
});
afterEach(() => {
  vi.restoreAllMocks();
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
    pictureHost(true);
    const filled = await linkedInProfileFill(profile);
    expect(filled.profile).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      pictureUrl: PICTURE_URL,
      country: 'United Kingdom',
    });
    expect(filled.photo?.name).toBe('linkedin-photo.jpg');

    // CORS (or the CSP) refuses the read: no photo, the form asks for an upload instead.
    pictureHost(false);
    const blocked = await linkedInProfileFill({ ...profile, country: null, name: '' });
    expect(blocked.photo).toBeNull();
    expect(blocked.profile).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      pictureUrl: PICTURE_URL,
    });
  });
});

describe('the fill after signing in through LinkedIn', () => {
  it("takes name, e-mail and picture from the ID token's claims, calling no Cognito API", async () => {
    const user = { sub: 'user-1', email: 'ada@example.com' };
    const claims = {
      sub: user.sub,
      email: user.email,
      given_name: 'Ada',
      family_name: 'Lovelace',
      picture: PICTURE_URL,
      identities: [{ providerName: 'LinkedIn', primary: 'true' }],
      token_use: 'id',
      exp: Math.floor(Date.now() / 1000) + 3600,
      iat: Math.floor(Date.now() / 1000),
    };
    const idToken = [{ alg: 'RS256', kid: 'test' }, claims]
      .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
      .concat('signature')
      .join('.');
    const cognito = fakeCognito(user, {
      InitiateAuth: () => ({
        AuthenticationResult: { ...tokensFor(user), IdToken: idToken },
        ChallengeParameters: {},
      }),
    });
    configureAuth(await loadConfig());
    await amplifySignIn({
      username: user.email,
      password: 'Str0ng!pass',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    cognito.length = 0;
    pictureHost(false);

    const filled = await loadLinkedInFill();
    expect(filled.profile).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      pictureUrl: PICTURE_URL,
    });
    expect(filled.photo).toBeNull();
    // GetUser and the like would be refused to a LinkedIn session: none was asked.
    expect(cognito).toEqual([]);
  });

  it('fills nothing when the session has no ID token', async () => {
    configureAuth(await loadConfig());
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
      (
        await completeLinkedInCallback('?code=c&state=s', {
          fetchProfile,
          storage: undefined,
          now: NOW,
        })
      ).failure,
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

  it('shows that it is bringing in the details while it works', async () => {
    signIn();
    let asked = 0;
    server.use(
      http.post('/api/linkedin/profile', () => {
        asked++;
        return new Promise<Response>(() => undefined);
      }),
    );
    // The page reads LinkedIn's code and state from the address bar.
    window.history.replaceState(null, '', '/linkedin/callback?code=c&state=s');
    try {
      renderScreen(<LinkedInCallbackPage />, { at: '/linkedin/callback?code=c&state=s' });
      expect(screen.getByRole('status', { name: m.fetching })).toBeDefined();
      expect(screen.getByText(m.fetching)).toBeDefined();
      // The request goes from the effect, once.
      await waitFor(() => expect(asked).toBe(1));
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});

describe('useLinkedInQuickFill', () => {
  /** The professional form's Quick Fill offer and its hook, on /apply-ciso. */
  function QuickFill() {
    const linkedIn = useLinkedInQuickFill(() => undefined);
    return <LinkedInQuickFill onStart={() => void linkedIn.start()} working={linkedIn.working} />;
  }
  async function pressQuickFill() {
    const ui = renderScreen(<QuickFill />, { at: '/apply-ciso' });
    await ui.user.click(screen.getByRole('button', { name: 'Quick Fill with LinkedIn' }));
    return ui;
  }

  it('signed in with any account: leaves for LinkedIn’s consent screen from the API, no sign-in', async () => {
    signIn();
    const url = 'https://www.linkedin.com/oauth/v2/authorization?state=abc';
    const authorize = record(applicationRoutes.authorizeLinkedIn, { url });
    const leaving = watchLeaving();
    await pressQuickFill();
    await waitFor(() => expect(leaving.assign).toHaveBeenCalledExactlyOnceWith(url));
    expect(authorize).toHaveLength(1);
    expect(leaving.href).not.toHaveBeenCalled();
    expect(await screen.findByText(m.redirecting)).toBeDefined();
    expect(screen.getByText(m.redirectingDescription)).toBeDefined();
    expect(screen.queryByText(m.failed)).toBeNull();
    // The callback will come back to this form.
    expect(takeProfileReturn(window.sessionStorage, Date.now())).toBe('/apply-ciso');
    expect(JSON.parse(sessionStorage.getItem(LINKEDIN_PROFILE_RETURN_KEY) ?? 'null')).toBeNull();
  });

  it('says plainly when LinkedIn is not configured, and stays on the form', async () => {
    signIn();
    refuse(applicationRoutes.authorizeLinkedIn, 503, linkedInProfileMessages.notConfigured, {
      code: 'not_configured',
    });
    const leaving = watchLeaving();
    await pressQuickFill();
    expect(await screen.findByText(m.failed)).toBeDefined();
    expect(screen.getByText(linkedInProfileMessages.notConfigured)).toBeDefined();
    expect(leaving.assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(LINKEDIN_PROFILE_RETURN_KEY)).toBeNull();
  });

  it('signed out: still signs in through LinkedIn, without asking the API', async () => {
    configureAuth(
      await loadConfig({ oauthDomain: 'auth.example.com', federatedProviders: ['LinkedIn'] }),
    );
    const authorize = record(applicationRoutes.authorizeLinkedIn, { url: 'https://unused' });
    const leaving = watchLeaving();
    await pressQuickFill();
    await waitFor(() => expect(leaving.href).toHaveBeenCalledOnce());
    const to = new URL(String(leaving.href.mock.calls[0]?.[0]));
    expect(`${to.origin}${to.pathname}`).toBe('https://auth.example.com/oauth2/authorize');
    expect(to.searchParams.get('identity_provider')).toBe('LinkedIn');
    expect(authorize).toHaveLength(0);
    expect(leaving.assign).not.toHaveBeenCalled();
  });

  it('waits while the session is still being read', async () => {
    sessionLoading();
    const authorize = record(applicationRoutes.authorizeLinkedIn, { url: 'https://unused' });
    const leaving = watchLeaving();
    await pressQuickFill();
    expect(authorize).toHaveLength(0);
    expect(leaving.assign).not.toHaveBeenCalled();
    expect(leaving.href).not.toHaveBeenCalled();
  });
});
