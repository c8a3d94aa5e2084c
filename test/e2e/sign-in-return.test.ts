import { describe, expect, inject, it } from 'vitest';
import { createUser, openPage, useBrowser } from '../support/browser';

const stack = () => inject('stack');
const browser = useBrowser();

describe('signing in from a screen that needs an account', () => {
  it('comes back to that screen, with its query, once signed in', async () => {
    const user = await createUser(stack(), 'returning');
    const { page, context, problems } = await openPage(browser(), stack().webUrl!);

    await page.goto('/documents?status=draft');
    await page.waitForURL((u) => u.pathname === '/auth');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/documents');
    expect(new URL(page.url()).searchParams.get('status')).toBe('draft');
    await page.getByRole('heading', { name: 'All Documents' }).waitFor();

    // Signing out and in again starts from home.
    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await page.waitForURL((u) => u.pathname === '/auth');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/home');

    expect(problems).toEqual([]);
    await context.close();
  });
});
