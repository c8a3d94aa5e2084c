import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from '../support/browser';

const webUrl = () => inject('stack').webUrl!;

const browser = useBrowser();

/**
 * Opens the theme menu and picks `name`. The header renders again once the session is known,
 * which closes a menu opened just before: open it until its item shows, then choose.
 */
async function chooseTheme(page: Page, name: 'Dark' | 'Light') {
  const item = page.getByRole('menuitemradio', { name });
  await expect
    .poll(
      async () => {
        if (!(await item.isVisible())) await page.getByRole('button', { name: /theme/i }).click();
        return item.isVisible();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(true);
  await item.click();
}

describe('app shell', () => {
  it('shows the 404 page for an unknown path, logs the path, and Back goes one step back', async () => {
    const { page, context, problems } = await openPage(browser(), webUrl());
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    await page.goto('/privacy');
    await page.goto('/no-such-page');
    await expect.poll(() => page.getByText('Oops! Page not found').isVisible()).toBe(true);
    expect(logged.some((t) => t.includes('/no-such-page'))).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/privacy');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the theme choice across a reload', async () => {
    const { page, context, problems } = await openPage(browser(), webUrl());
    await page.goto('/');
    await chooseTheme(page, 'Dark');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);

    await chooseTheme(page, 'Light');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(false);
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      false,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('remembers the cookie choice: Accept All, Decline Optional, and the close icon as decline', async () => {
    for (const [action, stored] of [
      ['Accept All', 'accepted'],
      ['Decline Optional', 'declined'],
      ['Close', 'declined'],
    ] as const) {
      const { page, context, problems } = await openPage(browser(), webUrl());
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      await banner.waitFor();
      await expect
        .poll(() => banner.getByRole('link', { name: /privacy/i }).getAttribute('href'))
        .toBe('/privacy');
      await banner.getByRole('button', { name: action }).click();
      await banner.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe(stored);
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await banner.count()).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('shows the signed-out header and hero on a narrow screen without errors', async () => {
    const { page, context, problems } = await openPage(browser(), webUrl(), {
      width: 360,
      height: 740,
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    expect(await page.getByRole('link', { name: 'Sign In' }).first().isVisible()).toBe(true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});
