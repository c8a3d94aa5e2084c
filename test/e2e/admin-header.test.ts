import { TOTP } from 'otpauth';
import { describe, expect, inject, it } from 'vitest';
import { makeAdmin } from '../support/api-session';
import {
  createUser,
  openPage,
  signIn,
  signInAdmin,
  useBrowser,
  waitForToast,
} from '../support/browser';

const stack = () => inject('stack');

const browser = useBrowser();

describe('signed-in header for an administrator', () => {
  it('shows the Admin button to the seeded admin, who stays signed in across a reload', async () => {
    const { page, context, problems } = await openPage(browser(), stack().webUrl!);
    await signInAdmin(page, stack());

    const admin = page.getByRole('link', { name: 'Admin', exact: true }).first();
    await admin.waitFor();
    expect(await page.getByRole('link', { name: 'Post a Role' }).first().getAttribute('href')).toBe(
      '/post-role',
    );
    // A signed-in user who opens /auth is sent home.
    await page.goto('/auth');
    await page.waitForURL((u) => u.pathname === '/home');
    await page.reload();
    await admin.waitFor();
    await admin.click();
    await page.waitForURL((u) => u.pathname === '/admin');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends an administrator without an authenticator app to Account Security, and opens the admin screens once one is on', async () => {
    const user = await createUser(stack(), 'new-admin');
    await makeAdmin(stack(), user.email);
    const { page, context, problems } = await openPage(browser(), stack().webUrl!);
    await signIn(page, user.email, user.password);

    await page.goto('/admin/articles');
    await waitForToast(page, 'Two-factor authentication required');
    await page.waitForURL((u) => u.pathname === '/account/security');
    await page
      .getByRole('heading', { name: 'Administrators must use two-factor authentication' })
      .waitFor();
    expect(await page.getByRole('heading', { name: 'Insights Hub Manager' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Add MFA' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set up authenticator app' });
    const secret = (
      await dialog.getByLabel("Can't scan it? Enter this secret in your app").inputValue()
    ).replace(/\s/g, '');
    await dialog.getByLabel('Verification code').fill(new TOTP({ secret }).generate());
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await waitForToast(page, 'MFA has been enabled successfully');
    // The recovery codes are shown once, then put away.
    await page
      .getByRole('dialog', { name: 'Save your recovery codes' })
      .getByRole('button', { name: 'I have saved my codes' })
      .click();
    await page.getByRole('heading', { name: 'Two-factor authentication is on' }).waitFor();

    await page.getByRole('link', { name: 'Back to Admin' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/articles');
    await page.getByRole('heading', { name: 'Insights Hub Manager' }).waitFor();
    // The browser reports the refused access check's 403 itself; the app logs nothing.
    expect(problems.filter((p) => !/status of 403/.test(p))).toEqual([]);
    await context.close();
  });
});
