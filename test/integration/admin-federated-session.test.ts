import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminAccessMessages } from '@contracts/system/admin-access';
import {
  createUser,
  enrolTotp,
  makeAdmin,
  signedInCaller,
  type Caller,
  type PoolUser,
} from '../support/api-session';
import { adminRoutes, expectEveryAdminRouteRefused } from '../support/admin-routes';
import { oauthFlowCaller } from '../support/oauth-session';

// The second factor is never skipped: a Google, Microsoft or LinkedIn sign-in linked to an
// administrator's account lands in that account without any code asked (Cognito applies no
// user-pool MFA to federated sign-ins). Its token says so by its scopes, and every admin route
// refuses it, however the account itself is protected.
const stack = inject('stack');

let admin: PoolUser;
let federated: Caller;

beforeAll(async () => {
  const user = await createUser(stack, 'linked-admin');
  await makeAdmin(stack, user.email);
  admin = { ...user, totpSecret: await enrolTotp(stack, user) };
  federated = await oauthFlowCaller(stack, admin);
});

describe('an administrator with TOTP, signed in through a federated provider', () => {
  it('is refused on every admin route, told to sign in with password and code', async () => {
    expect(adminRoutes.length).toBeGreaterThan(3);
    await expectEveryAdminRouteRefused(federated, {
      code: 'mfa_required',
      message: adminAccessMessages.signInRequired,
    });
  });

  it('is still signed in to their own account', async () => {
    const me = await federated.call<{ sub: string; isAdmin: boolean }>('GET', '/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ sub: federated.sub, isAdmin: true });
  });

  it('is served once signed in with e-mail, password and code', async () => {
    const withCode = await signedInCaller(stack, admin);
    expect(withCode.sub).toBe(federated.sub);
    expect((await withCode.call('GET', '/api/admin/access')).status).toBe(204);
    expect((await withCode.call('GET', '/api/admin/articles')).status).toBe(200);
    // The same claims with the pool API's scope pass: the scopes alone make the refusal.
    const control = await oauthFlowCaller(stack, admin, 'aws.cognito.signin.user.admin');
    expect((await control.call('GET', '/api/admin/access')).status).toBe(204);
    // And a yes kept for the account lets no federated session through.
    expect((await federated.call('GET', '/api/admin/access')).status).toBe(403);
  });
});
