import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminAccessMessages } from '@contracts/system/admin-access';
import {
  createUser,
  enrolTotp,
  makeAdmin,
  signedInCaller,
  userCaller,
  type Caller,
  type PoolUser,
} from '../support/api-session';
import { adminRoutes, expectEveryAdminRouteRefused, routeLabel } from '../support/admin-routes';

// Admins use MFA: every admin route refuses an administrator without an authenticator app, checked
// on the server against the user pool, and serves them as soon as they add one.
const stack = inject('stack');

let newAdmin: PoolUser;
let caller: Caller;

beforeAll(async () => {
  newAdmin = await createUser(stack, 'new-admin');
  await makeAdmin(stack, newAdmin.email);
  // Signed in after joining the group, so the token carries it; no code asked: no TOTP yet.
  caller = await signedInCaller(stack, newAdmin);
});

describe('admin routes and MFA', () => {
  it('cover the admin screens of every area', () => {
    expect(adminRoutes.map(routeLabel)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/access',
        'GET /api/admin/articles',
        'GET /api/admin/ticker',
        'GET /api/admin/applications',
      ]),
    );
  });

  it('refuse an administrator without TOTP on every admin route, saying what to do', async () => {
    await expectEveryAdminRouteRefused(caller, {
      code: 'mfa_required',
      message: adminAccessMessages.mfaRequired,
    });
    // Their own, non-admin routes still answer.
    expect((await caller.call('GET', '/api/me')).status).toBe(200);
  });

  it('refuse a non-admin as before', async () => {
    const user = await userCaller(stack);
    await expectEveryAdminRouteRefused(user, {
      code: 'forbidden',
      message: "You don't have admin privileges",
    });
  });

  it('serve the same administrator, with the same token, once TOTP is on', async () => {
    newAdmin = { ...newAdmin, totpSecret: await enrolTotp(stack, newAdmin) };
    expect((await caller.call('GET', '/api/admin/access')).status).toBe(204);
    for (const path of ['/api/admin/articles', '/api/admin/ticker', '/api/admin/applications']) {
      expect((await caller.call('GET', path)).status, path).toBe(200);
    }
    // A new sign-in now asks for the code, and its token is served too.
    await expect(
      signedInCaller(stack, { email: newAdmin.email, password: newAdmin.password }),
    ).rejects.toThrow(/has TOTP on/);
    const again = await signedInCaller(stack, newAdmin);
    expect((await again.call('GET', '/api/admin/articles')).status).toBe(200);
  });
});
