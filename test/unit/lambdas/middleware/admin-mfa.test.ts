import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminAccessMessages } from '@contracts/system/admin-access';
import { defineDeps, definePort } from '../../../../lambdas/deps/define-deps';
import { AppError } from '../../../../lambdas/errors';
import { createAdminMfaCheck, TOTP_TRUSTED_MS } from '../../../../lambdas/middleware/admin-mfa';
import { httpRoute } from '../../../../lambdas/middleware/http-route';
import { apiEvent, parseBody, userClaims } from '../support/api-event';
import { closedAccountsPort } from '../support/closed-accounts';
import { testRoute } from '../support/test-route';

beforeAll(() => {
  vi.stubEnv('LOG_LEVEL', 'SILENT');
});

/** A user pool in which the subs in `enrolled` have TOTP turned on; counts its look-ups. */
function pool(enrolled: Set<string>) {
  const asked: Array<[string, string | undefined]> = [];
  return {
    asked,
    users: {
      getEmail: async () => null,
      hasTotp: async (sub: string, username?: string) => {
        asked.push([sub, username]);
        return enrolled.has(sub);
      },
    },
  };
}

const refusal = { error: { code: 'mfa_required', message: adminAccessMessages.mfaRequired } };
const signInRefusal = {
  error: { code: 'mfa_required', message: adminAccessMessages.signInRequired },
};

describe('admin MFA check', () => {
  const admin = { sub: 'admin-1', username: 'admin-1', passwordSignIn: true };

  it('refuses an administrator without TOTP on every request, asking the pool each time', async () => {
    const check = createAdminMfaCheck();
    const { users, asked } = pool(new Set());
    for (let i = 0; i < 3; i++) {
      const error = await check(admin, users).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 403, code: 'mfa_required' });
    }
    expect(asked).toHaveLength(3);
  });

  it('lets an administrator through on the request right after they turn TOTP on', async () => {
    const check = createAdminMfaCheck();
    const enrolled = new Set<string>();
    const { users } = pool(enrolled);
    await expect(check(admin, users)).rejects.toMatchObject({ code: 'mfa_required' });
    enrolled.add(admin.sub);
    await expect(check(admin, users)).resolves.toBeUndefined();
  });

  it('trusts a yes for a minute, then asks again and notices TOTP was turned off', async () => {
    let now = 1_000_000;
    const check = createAdminMfaCheck(() => now);
    const enrolled = new Set([admin.sub]);
    const { users, asked } = pool(enrolled);
    await check(admin, users);
    enrolled.delete(admin.sub);
    now += TOTP_TRUSTED_MS - 1;
    await check(admin, users);
    expect(asked).toHaveLength(1);
    now += 1;
    await expect(check(admin, users)).rejects.toMatchObject({ code: 'mfa_required' });
    expect(asked).toHaveLength(2);
  });

  it("keeps each administrator's answer apart and asks by sub and the token's username", async () => {
    const check = createAdminMfaCheck();
    const { users, asked } = pool(new Set(['a']));
    await check({ sub: 'a', username: 'Google_1', passwordSignIn: true }, users);
    await expect(
      check({ sub: 'b', username: 'b', passwordSignIn: true }, users),
    ).rejects.toMatchObject({
      code: 'mfa_required',
    });
    expect(asked).toEqual([
      ['a', 'Google_1'],
      ['b', 'b'],
    ]);
  });

  it('refuses a session that did not begin with the pool’s sign-in, TOTP or not', async () => {
    const check = createAdminMfaCheck();
    const { users, asked } = pool(new Set([admin.sub]));
    // The same account, signed in with password and code a moment ago: a yes is cached.
    await check(admin, users);
    const federated = { ...admin, passwordSignIn: false };
    for (let i = 0; i < 2; i++) {
      await expect(check(federated, users)).rejects.toMatchObject({
        status: 403,
        code: 'mfa_required',
        message: adminAccessMessages.signInRequired,
      });
    }
    expect(asked).toHaveLength(1);
    await expect(check(admin, users)).resolves.toBeUndefined();
  });
});

describe('admin routes', () => {
  function route(enrolled: Set<string>) {
    const { users, asked } = pool(enrolled);
    const deps = defineDeps({
      users: definePort({ build: () => users }),
      closedAccounts: closedAccountsPort(),
    });
    const reached = vi.fn(async () => ({ ok: true }));
    return {
      asked,
      reached,
      admin: httpRoute(testRoute({ access: 'admin' }), { deps }, reached),
      user: httpRoute(testRoute({ access: 'user' }), { deps }, reached),
    };
  }
  const event = (claims: Record<string, unknown>) =>
    apiEvent({ routeKey: 'GET /api/admin/things', claims });
  const adminClaims = (sub: string) => userClaims({ sub, 'cognito:groups': '[admin]' });

  it('answer 403 mfa_required with the message to an administrator without TOTP', async () => {
    const { admin, reached } = route(new Set());
    const res = await admin(event(adminClaims('no-totp')));
    expect(res.statusCode).toBe(403);
    expect(parseBody(res)).toEqual(refusal);
    expect(reached).not.toHaveBeenCalled();
  });

  it('serve an administrator with TOTP', async () => {
    const { admin } = route(new Set(['with-totp']));
    const res = await admin(event(adminClaims('with-totp')));
    expect(res.statusCode).toBe(200);
    expect(parseBody(res)).toEqual({ ok: true });
  });

  it('refuse an administrator with TOTP whose token came from the OAuth flow', async () => {
    const { admin, reached, asked } = route(new Set(['with-totp']));
    // As a Google, Microsoft or LinkedIn sign-in's token is: the SPA asks for these scopes.
    const scopes = [
      'openid email profile aws.cognito.signin.user.admin',
      'aws.cognito.signin.user.admin openid',
      'openid',
    ];
    for (const scope of scopes) {
      const res = await admin(event({ ...adminClaims('with-totp'), scope }));
      expect(res.statusCode, scope).toBe(403);
      expect(parseBody(res), scope).toEqual(signInRefusal);
    }
    // No scope at all proves no sign-in of the pool's either.
    const { scope: _, ...unscoped } = adminClaims('with-totp');
    expect(parseBody(await admin(event(unscoped)))).toEqual(signInRefusal);
    expect(reached).not.toHaveBeenCalled();
    expect(asked).toEqual([]);
  });

  it('still refuse a non-admin as before, without asking the pool', async () => {
    const { admin, asked } = route(new Set(['user-1']));
    const res = await admin(event(userClaims()));
    expect(parseBody(res)).toEqual({
      error: { code: 'forbidden', message: "You don't have admin privileges" },
    });
    expect(asked).toEqual([]);
  });

  it('leave user routes alone: an administrator without TOTP is still a user', async () => {
    const { user, asked } = route(new Set());
    expect((await user(event(adminClaims('no-totp-user')))).statusCode).toBe(200);
    expect(asked).toEqual([]);
  });

  it('cannot be built without the users port', () => {
    expect(() => httpRoute(testRoute({ access: 'admin' }), {}, async () => undefined)).toThrow(
      /users/,
    );
  });
});
