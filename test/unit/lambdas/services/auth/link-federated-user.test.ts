import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import type {
  AccountLinks,
  PoolAccount,
  SignInGuard,
} from '../../../../../lambdas/ports/account-links';
import {
  connectWhileSignedInMessage,
  existingAccountMessage,
  federatedIdentity,
  linkedMessage,
  linkFederatedUser,
  SignUpStopped,
} from '../../../../../lambdas/services/auth/link-federated-user';

/**
 * The pool as the trigger sees it: its users, how each one's sign-in is guarded (none unless
 * `guards` says), and the links asked for.
 */
function fakePool(accounts: PoolAccount[] = [], guards: Record<string, Partial<SignInGuard>> = {}) {
  const links: { username: string; provider: string; userId: string }[] = [];
  const lookups: string[] = [];
  const guardsRead: string[] = [];
  const accountLinks: AccountLinks = {
    signInGuard: (username) => {
      guardsRead.push(username);
      return Promise.resolve({ mfa: false, admin: false, ...guards[username] });
    },
    // Like Cognito's `email = "…"` filter, which ignores case.
    findByEmail: (email) => {
      lookups.push(email);
      return Promise.resolve(accounts.filter((a) => a.email.toLowerCase() === email.toLowerCase()));
    },
    link: (username, provider, userId) => {
      links.push({ username, provider, userId });
      return Promise.resolve();
    },
  };
  const log = { info: vi.fn(), warn: vi.fn() };
  return { deps: { accountLinks, log }, links, lookups, guardsRead, log };
}

const nativeUser = (overrides: Partial<PoolAccount> = {}): PoolAccount => ({
  username: '6b1f0c2e-0000-4000-8000-000000000001',
  email: 'ada@example.org',
  native: true,
  confirmed: true,
  enabled: true,
  emailVerified: true,
  identities: [],
  ...overrides,
});

const federatedUser = (provider: string, overrides: Partial<PoolAccount> = {}): PoolAccount => ({
  username: `${provider.toLowerCase()}_1111`,
  email: 'ada@example.org',
  native: false,
  confirmed: false,
  enabled: true,
  emailVerified: true,
  identities: [{ provider, userId: '1111' }],
  ...overrides,
});

/** Cognito's pre sign-up event, as the trigger receives it. */
function event(
  triggerSource: PreSignUpTriggerEvent['triggerSource'],
  userName: string,
  userAttributes: Record<string, string>,
): PreSignUpTriggerEvent {
  return {
    version: '1',
    region: 'eu-west-2',
    userPoolId: 'eu-west-2_TEST',
    triggerSource,
    userName,
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'client' },
    request: { userAttributes },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  } as PreSignUpTriggerEvent;
}

const googleSignIn = (attributes: Record<string, string> = {}) =>
  event('PreSignUp_ExternalProvider', 'google_109876543210', {
    email: 'ada@example.org',
    email_verified: 'true',
    ...attributes,
  });

describe('a first federated sign-in', () => {
  it('links to the native user with that e-mail, then asks to sign in again', async () => {
    const pool = fakePool([nativeUser()]);
    const signIn = googleSignIn();

    await expect(linkFederatedUser(pool.deps, signIn)).rejects.toThrow(
      new SignUpStopped(linkedMessage('Google')),
    );
    expect(pool.links).toEqual([
      {
        username: '6b1f0c2e-0000-4000-8000-000000000001',
        provider: 'Google',
        userId: '109876543210',
      },
    ]);
    expect(linkedMessage('Google')).toMatch(/sign in with Google again/);
    // Nothing confirmed or verified on the way.
    expect(signIn.response).toEqual({
      autoConfirmUser: false,
      autoVerifyEmail: false,
      autoVerifyPhone: false,
    });
  });

  it('compares e-mails ignoring case', async () => {
    const pool = fakePool([nativeUser({ email: 'Ada@Example.org' })]);
    await expect(
      linkFederatedUser(pool.deps, googleSignIn({ email: 'ADA@example.ORG' })),
    ).rejects.toBeInstanceOf(SignUpStopped);
    expect(pool.links).toHaveLength(1);
  });

  it('ignores a look-up answer whose e-mail is another one', async () => {
    const pool = fakePool();
    pool.deps.accountLinks.findByEmail = () =>
      Promise.resolve([nativeUser({ email: 'ada@example.org.evil' })]);
    const signIn = googleSignIn();
    await expect(linkFederatedUser(pool.deps, signIn)).resolves.toBe(signIn);
    expect(pool.links).toEqual([]);
  });

  it('creates the user normally when no user has the e-mail', async () => {
    const pool = fakePool([nativeUser({ email: 'someone@example.org' })]);
    const signIn = googleSignIn();
    await expect(linkFederatedUser(pool.deps, signIn)).resolves.toBe(signIn);
    expect(pool.links).toEqual([]);
  });

  it('does not link an e-mail its provider has not verified', async () => {
    const pool = fakePool([nativeUser()]);
    for (const attributes of [{ email_verified: 'false' }, { email_verified: '' }]) {
      const signIn = googleSignIn(attributes);
      await expect(linkFederatedUser(pool.deps, signIn)).resolves.toBe(signIn);
    }
    // Google maps its flag: without it, the address is not taken as verified.
    const unflagged = event('PreSignUp_ExternalProvider', 'Google_1', { email: 'ada@example.org' });
    await expect(linkFederatedUser(pool.deps, unflagged)).resolves.toBe(unflagged);
    expect(pool.links).toEqual([]);
    expect(pool.lookups).toEqual([]);
  });

  it('links Microsoft and LinkedIn sign-ins only when their verified flag says true', async () => {
    for (const [userName, provider] of [
      ['microsoft_aaaaaaaaaaaaaaaaaaaaaikzqfvrsasafhy782bbtaq', 'Microsoft'],
      ['LinkedIn_782bbtaq', 'LinkedIn'],
    ] as const) {
      const pool = fakePool([nativeUser()]);
      const signIn = event('PreSignUp_ExternalProvider', userName, {
        email: 'ada@example.org',
        email_verified: 'true',
      });
      await expect(linkFederatedUser(pool.deps, signIn)).rejects.toThrow(linkedMessage(provider));
      expect(pool.links).toEqual([
        { username: nativeUser().username, provider, userId: userName.split('_')[1] },
      ]);
    }
    // No flag (a Microsoft tenant whose domain is not verified sends no `xms_edov`), or one that
    // says no: no link, and the pool is not even asked.
    for (const userName of ['microsoft_abc', 'linkedin_782bbtaq']) {
      for (const flag of [{}, { email_verified: 'false' }] as Record<string, string>[]) {
        const pool = fakePool([nativeUser()]);
        const signIn = event('PreSignUp_ExternalProvider', userName, {
          email: 'ada@example.org',
          ...flag,
        });
        await expect(linkFederatedUser(pool.deps, signIn)).resolves.toBe(signIn);
        expect(pool.links).toEqual([]);
        expect(pool.lookups).toEqual([]);
      }
    }
  });

  it.each([
    ['has MFA on', { mfa: true }],
    ['is an administrator', { admin: true }],
    ['is an administrator with MFA on', { mfa: true, admin: true }],
  ])('never links to an account that %s, pointing to Connected sign-ins', async (_, guard) => {
    for (const provider of ['Google', 'Microsoft', 'LinkedIn'] as const) {
      const pool = fakePool([nativeUser()], { [nativeUser().username]: guard });
      const signIn = event('PreSignUp_ExternalProvider', `${provider.toLowerCase()}_42`, {
        email: 'ada@example.org',
        email_verified: 'true',
      });
      const stopped = await linkFederatedUser(pool.deps, signIn).catch((e: unknown) => e);
      expect(stopped).toEqual(new SignUpStopped(connectWhileSignedInMessage(provider)));
      expect(pool.links).toEqual([]);
      expect(pool.guardsRead).toEqual([nativeUser().username]);
      // Cognito creates nothing: no second, empty account either.
      expect(signIn.response).toEqual({
        autoConfirmUser: false,
        autoVerifyEmail: false,
        autoVerifyPhone: false,
      });
    }
    expect(connectWhileSignedInMessage('Microsoft')).toBe(
      'An account with this e-mail already exists. To use Microsoft with it, sign in with your e-mail and password, then connect Microsoft under Account Security → Connected sign-ins.',
    );
  });

  it.each([
    ['unconfirmed', { confirmed: false }],
    ['disabled', { enabled: false }],
    ['unverified', { emailVerified: false }],
    ['without email_verified', { emailVerified: undefined }],
  ])('does not link to a native user who is %s', async (_, overrides) => {
    const pool = fakePool([nativeUser(overrides)]);
    const signIn = googleSignIn();
    await expect(linkFederatedUser(pool.deps, signIn)).resolves.toBe(signIn);
    expect(pool.links).toEqual([]);
  });

  it('lets Cognito create the user when only federated users have the e-mail', async () => {
    const pool = fakePool([federatedUser('LinkedIn')]);
    const signIn = googleSignIn();
    await expect(linkFederatedUser(pool.deps, signIn)).resolves.toBe(signIn);
    expect(pool.links).toEqual([]);
  });

  it('links to the native user when federated ones have the e-mail too', async () => {
    const pool = fakePool([federatedUser('LinkedIn'), nativeUser()]);
    await expect(linkFederatedUser(pool.deps, googleSignIn())).rejects.toBeInstanceOf(
      SignUpStopped,
    );
    expect(pool.links.map((l) => l.username)).toEqual([nativeUser().username]);
  });

  it('does not link again an identity the user already has, nor loop on "sign in again"', async () => {
    const pool = fakePool([
      nativeUser({ identities: [{ provider: 'Google', userId: '109876543210' }] }),
    ]);
    const signIn = googleSignIn();
    await expect(linkFederatedUser(pool.deps, signIn)).resolves.toBe(signIn);
    expect(pool.links).toEqual([]);
    expect(pool.log.warn).toHaveBeenCalledOnce();
  });

  it('leaves providers it does not know alone', async () => {
    const pool = fakePool([nativeUser()]);
    for (const userName of ['facebook_1', 'nounderscore', '_1', 'google_']) {
      const signIn = event('PreSignUp_ExternalProvider', userName, {
        email: 'ada@example.org',
        email_verified: 'true',
      });
      await expect(linkFederatedUser(pool.deps, signIn)).resolves.toBe(signIn);
    }
    expect(pool.lookups).toEqual([]);
  });
});

describe('an e-mail/password sign-up', () => {
  const signUp = (email = 'ada@example.org') =>
    event('PreSignUp_SignUp', '6b1f0c2e-0000-4000-8000-000000000009', { email });

  it('is refused when a federated user has the e-mail, naming the provider', async () => {
    const pool = fakePool([federatedUser('Google')]);
    await expect(linkFederatedUser(pool.deps, signUp('ADA@example.org'))).rejects.toThrow(
      new SignUpStopped('An account with this e-mail already exists: sign in with Google.'),
    );
    expect(pool.links).toEqual([]);
  });

  it('names every provider the address signs in with', async () => {
    const pool = fakePool([
      federatedUser('Google'),
      federatedUser('Microsoft', { username: 'microsoft_abc', identities: [] }),
      federatedUser('LinkedIn', { username: 'linkedin_def' }),
    ]);
    await expect(linkFederatedUser(pool.deps, signUp())).rejects.toThrow(
      existingAccountMessage(['Google', 'Microsoft', 'LinkedIn']),
    );
    expect(existingAccountMessage(['Google', 'Microsoft', 'LinkedIn'])).toBe(
      'An account with this e-mail already exists: sign in with Google, Microsoft or LinkedIn.',
    );
  });

  it('goes on when nobody has the e-mail', async () => {
    const pool = fakePool([federatedUser('Google', { email: 'grace@example.org' })]);
    const ev = signUp();
    await expect(linkFederatedUser(pool.deps, ev)).resolves.toBe(ev);
  });

  it("leaves an address a native user has to Cognito's own rules", async () => {
    const pool = fakePool([federatedUser('Google'), nativeUser({ confirmed: false })]);
    const ev = signUp();
    await expect(linkFederatedUser(pool.deps, ev)).resolves.toBe(ev);
  });

  it('is not refused by a federated address its provider did not verify', async () => {
    const pool = fakePool([federatedUser('Google', { emailVerified: false })]);
    const ev = signUp();
    await expect(linkFederatedUser(pool.deps, ev)).resolves.toBe(ev);
  });

  it('is not refused by a federated address without the verified flag, whatever the provider', async () => {
    const pool = fakePool([
      federatedUser('Google', { emailVerified: undefined }),
      federatedUser('Microsoft', { username: 'microsoft_abc', emailVerified: undefined }),
      federatedUser('LinkedIn', { username: 'linkedin_def', emailVerified: undefined }),
    ]);
    const ev = signUp();
    await expect(linkFederatedUser(pool.deps, ev)).resolves.toBe(ev);
  });
});

describe('other sign-ups', () => {
  it('passes AdminCreateUser through unchanged, without asking the pool', async () => {
    const pool = fakePool([federatedUser('Google'), nativeUser()]);
    const ev = event('PreSignUp_AdminCreateUser', 'ada@example.org', { email: 'ada@example.org' });
    const before = structuredClone(ev);
    await expect(linkFederatedUser(pool.deps, ev)).resolves.toBe(ev);
    expect(ev).toEqual(before);
    expect(pool.lookups).toEqual([]);
    expect(pool.links).toEqual([]);
  });
});

describe('federatedIdentity', () => {
  it("reads the provider (as the pool spells it) and the id after the first '_'", () => {
    expect(federatedIdentity('google_1234')).toEqual({ provider: 'Google', userId: '1234' });
    expect(federatedIdentity('Google_1234')).toEqual({ provider: 'Google', userId: '1234' });
    expect(federatedIdentity('linkedin_a_b-c')).toEqual({ provider: 'LinkedIn', userId: 'a_b-c' });
    expect(federatedIdentity('MICROSOFT_x')).toEqual({ provider: 'Microsoft', userId: 'x' });
    expect(federatedIdentity('facebook_1')).toBeUndefined();
    expect(federatedIdentity('6b1f0c2e-0000-4000-8000-000000000001')).toBeUndefined();
  });
});
