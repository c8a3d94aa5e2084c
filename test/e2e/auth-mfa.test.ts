import { describe, expect, inject, it } from 'vitest';
import { TOTP } from 'otpauth';
import { ZRecoveryCodes } from '@contracts/account/account-security';
import {
  createUser,
  enrolTotp,
  makeAdmin,
  signedInCaller,
  signInTokens,
} from '../support/api-session';
import { openPage, useBrowser, waitForToast } from '../support/browser';
import { nextCode } from '../support/authenticator';
import { readLatestCode, waitForMail } from '../support/outbox';

const stack = () => inject('stack');

const browser = useBrowser();

describe('sign-up, MFA and sign-in', () => {
  it('signs up, confirms by e-mailed code, enables TOTP, signs in with a code and removes MFA', async () => {
    const email = `pro-${Date.now()}@example.com`;
    const password = 'Str0ng!pass';
    const { page, context, problems } = await openPage(browser(), stack().webUrl!);

    // Sign up
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await waitForToast(page, 'Account created! Please check your email to verify.');

    // Confirm with the code that arrived in the outbox
    await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
    const code = await readLatestCode(stack().outboxDir, email);
    const verify = page.getByRole('button', { name: 'Verify' });
    await page.getByLabel('Verification code').fill(code.slice(0, 5));
    expect(await verify.isDisabled()).toBe(true);
    await page.getByLabel('Verification code').fill(code);
    await verify.click();
    await waitForToast(page, 'Signed in successfully');
    await page.waitForURL((u) => u.pathname === '/home');

    // Signed-in header: the member links, no Admin button for a new user
    await page.getByRole('link', { name: 'Account Security' }).first().waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    // The hero's buttons appear once the landing route has loaded; waiting fails if they never do.
    await page.getByRole('link', { name: 'Apply as a Virtual CISO' }).waitFor();

    // Enable MFA
    await page.goto('/account/security');
    await page.getByText('No MFA factors enrolled yet.').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Add MFA' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set up authenticator app' });
    await dialog.getByRole('img', { name: /QR code/ }).waitFor();
    const secret = (
      await dialog.getByLabel("Can't scan it? Enter this secret in your app").inputValue()
    ).replace(/\s/g, '');
    const totp = new TOTP({ secret, digits: 6, period: 30 });
    const used = new Set<string>();
    const setupCode = await nextCode(totp, used);
    await dialog.getByLabel('Verification code').fill(setupCode.slice(0, 5));
    expect(await dialog.getByRole('button', { name: 'Verify' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Verification code').fill(setupCode);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await waitForToast(page, 'MFA has been enabled successfully');
    // The recovery codes, shown this once, before the dialog lets go.
    const saved = page.getByRole('dialog', { name: 'Save your recovery codes' });
    const shown = saved.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await shown.first().waitFor();
    expect(await shown.allTextContents()).toHaveLength(10);
    await saved.getByRole('button', { name: 'I have saved my codes' }).click();
    await waitForMail(stack().outboxDir, email, /Two-factor sign-in turned on/, {
      timeoutMs: 30_000,
    });
    const factors = page.getByRole('list', { name: 'MFA factors' });
    const factor = factors.getByRole('listitem').filter({ hasText: 'Authenticator App' });
    await factor.waitFor();
    expect(await factor.getByText('totp', { exact: true }).count()).toBe(1);
    expect(await factor.textContent()).toMatch(/Added \w+/);
    expect(await page.getByRole('button', { name: 'Add MFA' }).count()).toBe(0);

    // Sign out
    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await waitForToast(page, 'Signed out successfully');
    await page.waitForURL((u) => u.pathname === '/auth');

    // Sign in: password, then the TOTP challenge
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    await page.getByLabel('Authentication code').fill(await nextCode(totp, used));
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForToast(page, 'Signed in successfully');
    await page.waitForURL((u) => u.pathname === '/home');

    // Remove MFA: confirmed with the password and a current code
    await page.goto('/account/security');
    await page.getByRole('button', { name: 'Remove Authenticator App' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove authenticator app?' });
    await confirm.getByLabel('Password', { exact: true }).fill(password);
    await confirm.getByLabel('Authentication code').fill(await nextCode(totp, used));
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await waitForToast(page, 'MFA removed successfully');
    await page.getByText('No MFA factors enrolled yet.').waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });

  it('signs an administrator who lost their phone in with a recovery code, once', async () => {
    const user = await createUser(stack(), 'lost-phone');
    await makeAdmin(stack(), user.email);
    const admin = { ...user, totpSecret: await enrolTotp(stack(), user) };
    const issued = await (await signedInCaller(stack(), admin)).call('POST', '/api/account/mfa');
    const [code] = ZRecoveryCodes.parse(issued.body).codes;

    const { page, context, problems } = await openPage(browser(), stack().webUrl!);
    await page.goto('/auth');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
    await page.getByRole('heading', { name: 'Use a recovery code' }).waitFor();

    // A wrong code says so on its field and signs nobody in.
    await page.getByRole('textbox', { name: 'Recovery code' }).fill('aaaaa-aaaaa');
    await page.getByRole('button', { name: 'Sign in with recovery code' }).click();
    await page.getByText('The e-mail, password or recovery code is not correct.').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');

    await page.getByRole('textbox', { name: 'Recovery code' }).fill(code!);
    await page.getByRole('button', { name: 'Sign in with recovery code' }).click();
    await waitForToast(page, 'Recovery code accepted');
    // Straight to Account Security, where the lost app is gone and a new one is set up.
    await page.waitForURL((u) => u.pathname === '/account/security');
    await page.getByText('No MFA factors enrolled yet.').waitFor();
    await page.getByRole('button', { name: 'Add MFA' }).waitFor();
    const mail = await waitForMail(stack().outboxDir, user.email, /A recovery code was used/, {
      timeoutMs: 30_000,
    });
    expect(mail.text).not.toContain(code!);
    // The code is spent and the app off: the password alone now signs in, and no admin
    // route answers until a new app is set up.
    await signInTokens(stack(), user);
    const again = await page.evaluate(
      async (body) => {
        const res = await fetch('/api/public/account-recovery', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return res.status;
      },
      { email: user.email, password: user.password, code },
    );
    expect(again).toBe(401);

    // The browser logs each refused attempt (401) as a failed load; nothing else went wrong.
    expect(problems.filter((p) => !/status of 401/.test(p))).toEqual([]);
    await context.close();
  });

  it('sends an anonymous visitor from /account/security to /auth', async () => {
    const { page, context, problems } = await openPage(browser(), stack().webUrl!);
    await page.goto('/account/security');
    await page.waitForURL((u) => u.pathname === '/auth');
    expect(problems).toEqual([]);
    await context.close();
  });
});
