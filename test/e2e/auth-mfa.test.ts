import { describe, expect, inject, it } from 'vitest';
import { TOTP } from 'otpauth';
import { openPage, useBrowser, waitForToast } from '../support/browser';
import { readLatestCode } from '../support/outbox';

const stack = () => inject('stack');

const browser = useBrowser();

/** A fresh code from the authenticator, never one already used (Cognito refuses a reused code). */
async function nextCode(totp: TOTP, used: Set<string>): Promise<string> {
  for (;;) {
    const code = totp.generate();
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

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

  it('shows the spec message for a short password and changes nothing', async () => {
    const { page, context } = await openPage(browser(), stack().webUrl!);
    await page.goto('/auth');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await waitForToast(page, 'Validation Error');
    await page.getByText('Password must be at least 6 characters').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
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
