import { SetUserMFAPreferenceCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import {
  accountSecurityMessages as m,
  RECOVERY_CODE_COUNT,
  RECOVERY_MAX_FAILURES,
  ZRecoveryCodes,
  ZRecoveryCodeStatus,
  type TRecoveryCodes,
} from '@contracts/account/account-security';
import { ZApiError } from '@contracts/errors';
import { adminAccessMessages } from '@contracts/system/admin-access';
import { applyLambdaEnv } from '../../local/lambda-env';
import {
  anonymousCaller,
  cognitoOf,
  createUser,
  enrolTotp,
  makeAdmin,
  signedInCaller,
  signInTokens,
  type Caller,
  type PoolUser,
} from '../support/api-session';
import { accountRouteEvent as routeEvent } from '../support/account-route-event';
import { mailsTo, waitForMail } from '../support/outbox';
import { expectError } from '../support/api-error';

/**
 * Issue 35: recovery codes shown once when an authenticator app is set up, each good for one
 * sign-in without the app (password and code), throttled, and mailed when used; the account is
 * mailed when its authenticator app is turned on or off and when its password changes, each for a
 * change the server saw made.
 */

const stack = inject('stack');
const anonymous = anonymousCaller(stack);
applyLambdaEnv({ ...stack.env, LOG_LEVEL: 'ERROR' });
const { handler: accountRoutes } = await import('../../lambdas/handlers/account/index');

/** A user with an authenticator app, signed in with its code, and the codes the server showed. */
async function withAuthenticator(label: string, admin = false) {
  const user: PoolUser = await createUser(stack, label);
  if (admin) await makeAdmin(stack, user.email);
  user.totpSecret = await enrolTotp(stack, user);
  const me = await signedInCaller(stack, user);
  const res = await me.call('POST', '/api/account/mfa');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { user, me, issued: ZRecoveryCodes.parse(res.body) };
}

const recover = (user: PoolUser, code: string, password = user.password) =>
  anonymous.call('POST', '/api/public/account-recovery', {
    body: { email: user.email, password, code },
  });

/** Whether the pool still asks this user for an authenticator code at sign-in. */
async function asksForCode(user: PoolUser): Promise<boolean> {
  try {
    await signInTokens(stack, { email: user.email, password: user.password });
    return false;
  } catch (error) {
    if (/has TOTP on/.test(String(error))) return true;
    throw error;
  }
}

const mailCount = async (email: string, subject: RegExp) =>
  (await mailsTo(stack.outboxDir, email)).filter((mail) => subject.test(mail.subject)).length;

const status = async (caller: Caller) =>
  ZRecoveryCodeStatus.parse((await caller.call('GET', '/api/account/recovery-codes')).body);

describe('recovery codes', () => {
  it('are shown once at enrolment, and the new app is mailed', async () => {
    const { user, me, issued } = await withAuthenticator('codes-once');
    expect(issued.codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(issued.codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of issued.codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const mail = await waitForMail(stack.outboxDir, user.email, /Two-factor sign-in turned on/, {
      timeoutMs: 30_000,
    });
    for (const code of issued.codes) expect(mail.text).not.toContain(code);
    // Never again: the same app's second call is refused, and the count is all that is read.
    expectError(await me.call('POST', '/api/account/mfa'), 409, m.alreadyIssued);
    expect(await status(me)).toEqual({ issuedAt: issued.issuedAt, remaining: RECOVERY_CODE_COUNT });
  });

  it('sign an administrator in once without the app, mail it, then are refused', async () => {
    const { user, issued } = await withAuthenticator('lost-phone', true);
    const [code, other] = issued.codes as [string, string];

    // A wrong password or a wrong code changes nothing, with one answer for both.
    expectError(await recover(user, code, 'Wr0ng!pass'), 401, m.recoveryRefused);
    expectError(await recover(user, 'aaaaa-aaaaa'), 401, m.recoveryRefused);
    expect(await asksForCode(user)).toBe(true);

    // Typed loosely (upper case, spaces) it still reads as the code.
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
    expect((await recover(user, typed)).status).toBe(204);
    const mail = await waitForMail(stack.outboxDir, user.email, /A recovery code was used/, {
      timeoutMs: 30_000,
    });
    expect(mail.text).toContain('The authenticator app is now turned off');
    expect(mail.text).not.toContain(code);

    // The lost app is off: the password signs in alone, but no admin route answers that session
    // until a new authenticator app is set up.
    expect(await asksForCode(user)).toBe(false);
    const recovered = await signedInCaller(stack, { email: user.email, password: user.password });
    const refused = await recovered.call('GET', '/api/admin/access');
    expectError(refused, 403, adminAccessMessages.mfaRequired);

    // Once: the same code, and the rest of its set, are refused.
    expectError(await recover(user, code), 401, m.recoveryRefused);
    expectError(await recover(user, other), 401, m.recoveryRefused);
    expect(await mailCount(user.email, /A recovery code was used/)).toBe(1);

    // A new app gives a new set, and the admin routes answer a session that used its code.
    const renewed: PoolUser = { ...user, totpSecret: await enrolTotp(stack, user) };
    const again = await signedInCaller(stack, renewed);
    const fresh = await again.call('POST', '/api/account/mfa');
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(201);
    expect((await again.call('GET', '/api/admin/access')).status).toBe(204);
    expectError(await recover(user, code), 401, m.recoveryRefused);
  }, 60_000);

  it('refuse every attempt past the limit, even a right one, and change nothing', async () => {
    const { user, issued } = await withAuthenticator('throttled');
    for (let n = 0; n < RECOVERY_MAX_FAILURES; n += 1)
      expectError(await recover(user, `wrong${n}-codes`), 401, m.recoveryRefused);
    expectError(await recover(user, issued.codes[0]!), 429, m.tooManyTries);
    expect(await asksForCode(user)).toBe(true);
    expect(await mailCount(user.email, /A recovery code was used/)).toBe(0);
  }, 60_000);

  it('are made anew only right after a sign-in, and the old set stops working', async () => {
    const { user, me, issued } = await withAuthenticator('regenerate');
    // The same session, an hour after its sign-in: asked to sign in again.
    const stale = await accountRoutes(
      routeEvent('POST /api/account/recovery-codes', me, {
        auth_time: Math.floor(Date.now() / 1000) - 3600,
      }),
    );
    expect(stale.statusCode).toBe(403);
    expect(ZApiError.parse(JSON.parse(String(stale.body))).error.message).toBe(m.reauthenticate);

    const res = await me.call('POST', '/api/account/recovery-codes');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const renewed: TRecoveryCodes = ZRecoveryCodes.parse(res.body);
    expect(renewed.codes.some((c) => issued.codes.includes(c))).toBe(false);
    expectError(await recover(user, issued.codes[0]!), 401, m.recoveryRefused);
    expect((await recover(user, renewed.codes[0]!)).status).toBe(204);
  }, 60_000);
});

describe('security mails', () => {
  it('tell the account when its authenticator app is removed, once', async () => {
    const { user, me } = await withAuthenticator('mfa-off');
    // Still on: nothing to tell.
    expectError(await me.call('DELETE', '/api/account/mfa'), 409, m.stillOn);
    const cognito = cognitoOf(stack);
    try {
      await cognito.send(
        new SetUserMFAPreferenceCommand({
          AccessToken: me.accessToken!,
          SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
        }),
      );
    } finally {
      cognito.destroy();
    }
    expect((await me.call('DELETE', '/api/account/mfa')).status).toBe(204);
    await waitForMail(stack.outboxDir, user.email, /Two-factor sign-in turned off/, {
      timeoutMs: 30_000,
    });
    expect((await me.call('DELETE', '/api/account/mfa')).status).toBe(204);
    expect(await mailCount(user.email, /Two-factor sign-in turned off/)).toBe(1);
    expect(await status(me)).toEqual({ issuedAt: null, remaining: 0 });
  }, 60_000);

  it('tell the account when its password changes, and only when it did', async () => {
    const user = await createUser(stack, 'password-change');
    const me = await signedInCaller(stack, user);
    const wrong = await me.call('POST', '/api/account/password', {
      body: { currentPassword: 'Wr0ng!pass', password: 'N3w!password' },
    });
    expectError(wrong, 400, 'The current password is not correct');
    expect(await mailCount(user.email, /password was changed/)).toBe(0);

    const changed = await me.call('POST', '/api/account/password', {
      body: { currentPassword: user.password, password: 'N3w!password' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(204);
    const mail = await waitForMail(
      stack.outboxDir,
      user.email,
      /Your vCISO Hub password was changed/,
      { timeoutMs: 30_000 },
    );
    expect(mail.text).not.toContain('N3w!password');
    await signInTokens(stack, { email: user.email, password: 'N3w!password' });
  }, 60_000);
});
