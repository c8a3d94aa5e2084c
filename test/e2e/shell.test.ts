import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createUser, signedInCaller } from '../support/api-session';
import { createOpenPage } from '../support/booking-pages';
import { openPage, signIn, useBrowser } from '../support/browser';

const stack = () => inject('stack');
const webUrl = () => stack().webUrl!;

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

  it('signed out, the header leads to the public pages, Sign In and Sign Up; the auth form links its terms', async () => {
    const { page, context, problems } = await openPage(browser(), webUrl());
    await page.goto('/');
    const header = page.getByRole('banner');
    const nav = header.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Insights', '/insights'],
      ['Apply as CISO', '/apply-ciso'],
      ['Post a Role', '/post-role'],
      ['Partner With Us', '/apply-partner'],
    ] as const) {
      const link = nav.getByRole('link', { name, exact: true });
      await link.waitFor();
      expect(await link.getAttribute('href'), name).toBe(href);
    }
    expect(await header.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    await header.getByRole('link', { name: 'Sign Up' }).click();
    await page.waitForURL((u) => u.pathname === '/auth' && u.search === '?tab=signup');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected'))
      .toBe('true');

    // "Terms of Service" under the form is a link to a real page.
    await page.getByRole('link', { name: 'Terms of Service' }).first().click();
    await page.waitForURL((u) => u.pathname === '/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await page.getByRole('heading', { name: 'Acceptable use' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('signed in, lands on a home of next steps, with Timesheets, Invoices and the running timer in the header', async () => {
    const user = await createUser(stack(), 'shell-home');
    const caller = await signedInCaller(stack(), user);
    const calendar = await createOpenPage(caller, {
      name: 'Advisory hours',
      slugPrefix: 'shell-home',
      timeZone: 'Europe/London',
    });
    const started = await caller.call('POST', `/api/booking-pages/${calendar.id}/timer`, {
      body: { description: 'Vendor risk review', currency: 'GBP' },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const overview = `/timesheets?calendar=${encodeURIComponent(calendar.id)}`;

    const { page, context, problems } = await openPage(browser(), webUrl());
    await signIn(page, user.email, user.password);
    await page.getByRole('heading', { name: 'Welcome to vCISO Hub' }).waitFor();
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Your practice' }).waitFor();
    expect(await main.getByRole('link', { name: /Open your calendar/ }).getAttribute('href')).toBe(
      `/booking-pages/${calendar.id}`,
    );
    expect(await main.getByRole('link', { name: /Start a timer/ }).getAttribute('href')).toBe(
      overview,
    );
    expect(await main.getByRole('link', { name: /Upload a document/ }).getAttribute('href')).toBe(
      '/documents',
    );
    // The landing page stays a click away.
    expect(
      await main
        .getByRole('link', { name: 'Visit the vCISO Hub landing page' })
        .getAttribute('href'),
    ).toBe('/');

    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' }).first();
    expect(await nav.getByRole('link', { name: 'Timesheets' }).getAttribute('href')).toBe(overview);
    expect(await nav.getByRole('link', { name: 'Invoices' }).getAttribute('href')).toBe(
      '/invoices',
    );

    // The running timer shows in the header on every signed-in screen, ticking, linking to it.
    const timer = page
      .getByRole('banner')
      .getByRole('link', { name: /Timer running on Advisory hours/ });
    await timer.waitFor();
    // What shows is the elapsed time alone (the link's name also says where it runs).
    const elapsed = () => timer.innerText().then((t) => /\d+:\d\d:\d\d$/.exec(t.trim())?.[0]);
    expect(await elapsed()).toMatch(/^\d+:\d\d:\d\d$/);
    const first = await elapsed();
    await expect.poll(elapsed, { timeout: 5_000 }).not.toBe(first);
    // The whole header fits, on a laptop and on a phone (the links fold into the menu there).
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    const headerHeight = () =>
      page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().height);
    expect(await fits()).toBe(true);
    expect(await headerHeight()).toBeLessThanOrEqual(65);
    await page.goto('/documents');
    await page.getByRole('heading', { name: 'All Documents' }).waitFor();
    await timer.waitFor();
    await page.setViewportSize({ width: 375, height: 740 });
    await timer.waitFor();
    expect(await fits()).toBe(true);
    expect(await headerHeight()).toBeLessThanOrEqual(65);
    await timer.click();
    await page.waitForURL((u) => `${u.pathname}${u.search}` === overview);
    await page.getByRole('heading', { name: 'Timesheet', exact: true }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
