import { describe, expect, inject, it } from 'vitest';
import { openPage, signIn, useBrowser, waitForToast } from '../support/browser';
import { signUpVerified } from '../support/api-session';
import { mailsTo, readLatestCode, waitForMail } from '../support/outbox';

const stack = () => inject('stack');

const browser = useBrowser();

describe('forgot password', () => {
  it('resets the password with the mailed code, and the account is told of the reset', async () => {
    const user = await signUpVerified(stack(), 'forgot-browser');
    const newPassword = 'N3w!Passw0rd';
    const { page, context, problems } = await openPage(browser(), stack().webUrl!);

    await page.goto('/auth');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const codes = (await mailsTo(stack().outboxDir, user.email)).length;
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await waitForToast(page, 'Reset code sent');
    await expect
      .poll(async () => (await mailsTo(stack().outboxDir, user.email)).length)
      .toBe(codes + 1);

    await page
      .getByLabel('Verification code')
      .fill(await readLatestCode(stack().outboxDir, user.email));
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await waitForToast(page, 'Password reset successfully');

    // The security mail, as for a password changed in Account Security.
    const mail = await waitForMail(
      stack().outboxDir,
      user.email,
      /^Your vCISO Hub password was reset$/,
      { timeoutMs: 30_000 },
    );
    expect(mail.text).toContain("If this wasn't you");
    expect(mail.text).toContain('/account/security');

    await signIn(page, user.email, newPassword);
    expect(problems).toEqual([]);
    await context.close();
  });
});
