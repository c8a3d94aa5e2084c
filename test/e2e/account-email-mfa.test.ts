import { describe, expect, inject, it } from 'vitest';
import { TOTP } from 'otpauth';
import { changeEmailMessages, removeTotpMessages } from '@contracts/auth/change-email';
import { createUser, openPage, signIn, useBrowser, waitForToast } from '../support/browser';
import { nextCode } from '../support/authenticator';
import { readLatestCode } from '../support/outbox';

const stack = () => inject('stack');

const browser = useBrowser();

/** A code the app does not show now, nor in the windows either side. */
const wrongCode = (totp: TOTP) =>
  String((Number(totp.generate()) + 500_000) % 1_000_000).padStart(6, '0');

describe('Account Security: e-mail and MFA', () => {
  it('changes the e-mail only with the code mailed to the new address', async () => {
    const [user, other] = await Promise.all([
      createUser(stack(), 'email-change'),
      createUser(stack(), 'email-taken'),
    ]);
    const next = `changed-${Date.now()}@example.com`;
    const { page, context, problems } = await openPage(browser(), stack().webUrl!);
    await signIn(page, user.email, user.password);

    await page.goto('/account/security');
    const shown = page.getByLabel('Email', { exact: true });
    await shown.waitFor();
    expect(await shown.inputValue()).toBe(user.email);

    // Another account's address: refused on the field.
    await page.getByRole('button', { name: 'Change Email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change email' });
    await dialog.getByLabel('New email').fill(other.email);
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await waitForToast(page, changeEmailMessages.emailTaken);
    await dialog.getByText(changeEmailMessages.emailTaken).waitFor();

    // A free one: a code goes to it, and the account keeps its address meanwhile.
    await dialog.getByLabel('New email').fill(next);
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await waitForToast(page, changeEmailMessages.codeSent);
    await dialog.getByText(`Until you enter it, your email stays ${user.email}`).waitFor();
    const code = await readLatestCode(stack().outboxDir, next);
    expect(await shown.inputValue()).toBe(user.email);

    // A wrong code: said so, nothing changes.
    const verify = dialog.getByRole('button', { name: 'Verify' });
    await dialog.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await verify.click();
    await waitForToast(page, changeEmailMessages.wrongCode);
    await dialog.getByText(changeEmailMessages.wrongCode).waitFor();
    expect(await shown.inputValue()).toBe(user.email);

    // The mailed code: the new address shows at once.
    await dialog.getByLabel('Verification code').fill(code);
    await verify.click();
    await waitForToast(page, changeEmailMessages.changed);
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => shown.inputValue()).toBe(next);
    await page.reload();
    await expect.poll(() => shown.inputValue()).toBe(next);

    // It is the address to sign in with now.
    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await waitForToast(page, 'Signed out successfully');
    await page.waitForURL((u) => u.pathname === '/auth');
    await signIn(page, next, user.password);

    // The browser logs the two refused Cognito calls (400) itself; nothing else may appear.
    const refused = problems.filter((p) => /status of 400/.test(p));
    expect(refused).toHaveLength(2);
    expect(problems.filter((p) => !refused.includes(p))).toEqual([]);
    await context.close();
  });

  it('removes the authenticator app only with the password and a current code', async () => {
    const user = await createUser(stack(), 'mfa-remove');
    const { page, context, problems } = await openPage(browser(), stack().webUrl!);
    await signIn(page, user.email, user.password);

    // Add MFA
    await page.goto('/account/security');
    await page.getByRole('button', { name: 'Add MFA' }).click();
    const add = page.getByRole('dialog', { name: 'Set up authenticator app' });
    await add.getByRole('img', { name: /QR code/ }).waitFor();
    const secret = (
      await add.getByLabel("Can't scan it? Enter this secret in your app").inputValue()
    ).replace(/\s/g, '');
    const totp = new TOTP({ secret, digits: 6, period: 30 });
    const used = new Set<string>();
    await add.getByLabel('Verification code').fill(await nextCode(totp, used));
    await add.getByRole('button', { name: 'Verify' }).click();
    await waitForToast(page, 'MFA has been enabled successfully');
    // The recovery codes are shown once, then put away.
    await page
      .getByRole('dialog', { name: 'Save your recovery codes' })
      .getByRole('button', { name: 'I have saved my codes' })
      .click();
    const factor = page
      .getByRole('list', { name: 'MFA factors' })
      .getByRole('listitem')
      .filter({ hasText: 'Authenticator App' });
    await factor.waitFor();

    await page.getByRole('button', { name: 'Remove Authenticator App' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove authenticator app?' });
    const password = dialog.getByLabel('Password', { exact: true });
    const codeField = dialog.getByLabel('Authentication code');
    const remove = dialog.getByRole('button', { name: 'Remove' });
    expect(await remove.isDisabled()).toBe(true);

    // A wrong password: refused before any code is checked.
    await password.fill('Wr0ng!pass');
    await codeField.fill(wrongCode(totp));
    await remove.click();
    await waitForToast(page, removeTotpMessages.wrongPassword);
    await dialog.getByText(removeTotpMessages.wrongPassword).waitFor();

    // The right password with a wrong code: refused, and the app stays.
    await password.fill(user.password);
    await codeField.fill(wrongCode(totp));
    await remove.click();
    await waitForToast(page, removeTotpMessages.wrongCode);
    await dialog.getByText(removeTotpMessages.wrongCode).waitFor();
    expect(await codeField.inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await factor.waitFor();

    // A current code: removed, and the page stays where it is, still signed in.
    await page.getByRole('button', { name: 'Remove Authenticator App' }).click();
    await password.fill(user.password);
    await codeField.fill(await nextCode(totp, used));
    await remove.click();
    await waitForToast(page, removeTotpMessages.removed);
    await page.getByText('No MFA factors enrolled yet.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/account/security');
    await page.getByRole('button', { name: 'Sign Out' }).first().waitFor();

    // Sign-in asks for no code any more.
    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await waitForToast(page, 'Signed out successfully');
    await page.waitForURL((u) => u.pathname === '/auth');
    await signIn(page, user.email, user.password);

    // The two refused sign-in checks (400) are logged by the browser itself; nothing else.
    const refused = problems.filter((p) => /status of 400/.test(p));
    expect(refused).toHaveLength(2);
    expect(problems.filter((p) => !refused.includes(p))).toEqual([]);
    await context.close();
  });
});
