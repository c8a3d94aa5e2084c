import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from '../support/browser';

const stack = () => inject('stack');

const browser = useBrowser();

describe('signed-in header for an administrator', () => {
  it('shows the Admin button to the seeded admin, who stays signed in across a reload', async () => {
    const { page, context, problems } = await openPage(browser(), stack().webUrl!);
    await page.goto('/auth');
    await page.getByLabel('Email').fill(stack().adminEmail);
    await page.getByLabel('Password', { exact: true }).fill(stack().adminPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/');

    const admin = page.getByRole('link', { name: 'Admin', exact: true }).first();
    await admin.waitFor();
    expect(await page.getByRole('link', { name: 'Post a Role' }).first().getAttribute('href')).toBe(
      '/post-role',
    );
    // A signed-in user who opens /auth is sent home.
    await page.goto('/auth');
    await page.waitForURL((u) => u.pathname === '/');
    await page.reload();
    await admin.waitFor();
    await admin.click();
    await page.waitForURL((u) => u.pathname === '/admin');
    expect(problems).toEqual([]);
    await context.close();
  });
});
