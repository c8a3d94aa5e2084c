import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser, waitForToast } from '../support/browser';
import { readLatestCode } from '../support/outbox';

// The one stack of the e2e run (test/support/e2e-setup.ts); this file starts no other.
const stack = () => inject('stack');
const browser = useBrowser();

describe('Post a Role for a signed-out company', () => {
  it('opens the role form, keeps it through sign-up and confirmation, and comes back to it', async () => {
    const email = `company-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'Str0ng!pass';
    const company = `Contoso Payments ${randomUUID().slice(0, 4)}`;
    const { page, context, problems } = await openPage(browser(), stack().webUrl!);

    // The landing page's Post a Role opens the role form itself, not a bare sign-in page.
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Post a Role' }).first().click();
    await page.waitForURL((u) => u.pathname === '/post-role');
    await page.getByRole('heading', { name: 'Tell Us What You Need' }).waitFor();
    const note = page.getByRole('note');
    await note.getByText('Submitting needs an account').waitFor();
    await page.getByLabel('Company name').fill(company);

    // Sign up from the form's note: a new account, confirmed with the mailed code.
    await note.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
    await page.getByLabel('Verification code').fill(await readLatestCode(stack().outboxDir, email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForToast(page, 'Signed in successfully');

    // Back on the role form, signed in, with what was typed: the company's intent is kept.
    await page.waitForURL((u) => u.pathname === '/post-role');
    await page.getByRole('heading', { name: 'Tell Us What You Need' }).waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).first().waitFor();
    expect(await page.getByLabel('Company name').inputValue()).toBe(company);
    expect(await page.getByRole('note').count()).toBe(0);
    await page.getByRole('button', { name: 'Post Role' }).waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens Sign Up from Get Started, whose sign-up lands on the signed-in home', async () => {
    const email = `starter-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'Str0ng!pass';
    const { page, context, problems } = await openPage(browser(), stack().webUrl!);

    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL((u) => u.pathname === '/auth');
    const signUpTab = page.getByRole('tab', { name: 'Sign Up' });
    await expect.poll(() => signUpTab.getAttribute('aria-selected')).toBe('true');
    await page.getByLabel('Confirm Password').waitFor();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
    await page.getByLabel('Verification code').fill(await readLatestCode(stack().outboxDir, email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((u) => u.pathname === '/home');
    await page.getByRole('heading', { name: 'Welcome to vCISO Hub' }).waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });
});
