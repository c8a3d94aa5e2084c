import { describe, expect, inject, it } from 'vitest';
import { createUser, openPage, signIn, useBrowser, waitForToast } from '../support/browser';

const stack = () => inject('stack');

const browser = useBrowser();

describe('change password', () => {
  it('refuses a wrong current password, changes it, and signs in with the new one', async () => {
    const { email, password } = await createUser(stack(), 'change-password');
    const newPassword = 'N3w!Passw0rd';
    const { page, context, problems } = await openPage(browser(), stack().webUrl!);
    await signIn(page, email, password);

    await page.goto('/account/security');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.waitFor();
    const current = form.getByLabel('Current password');
    expect(await current.getAttribute('autocomplete')).toBe('current-password');
    expect(
      await form.getByLabel('New password', { exact: true }).getAttribute('autocomplete'),
    ).toBe('new-password');

    // A wrong current password: said on that field, nothing changes
    await current.fill('Wr0ng!pass');
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm new password').fill(newPassword);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await waitForToast(page, 'The current password is not correct');
    await form.getByText('The current password is not correct').waitFor();
    expect(await current.getAttribute('aria-invalid')).toBe('true');

    // The right one: changed, and the form clears
    await current.fill(password);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await waitForToast(page, 'Password changed');
    expect(await current.inputValue()).toBe('');
    expect(await form.getByLabel('New password', { exact: true }).inputValue()).toBe('');
    expect(await form.getByText('The current password is not correct').count()).toBe(0);

    // Sign out, then in with the new password
    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await waitForToast(page, 'Signed out successfully');
    await page.waitForURL((u) => u.pathname === '/auth');
    await signIn(page, email, newPassword);

    // The browser logs the one refused ChangePassword call (400) itself; nothing else may appear.
    const refused = problems.filter((p) => /status of 400/.test(p));
    expect(refused).toHaveLength(1);
    expect(problems.filter((p) => !refused.includes(p))).toEqual([]);
    await context.close();
  });
});
