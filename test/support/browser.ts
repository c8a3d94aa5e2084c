import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

import { totpCode } from './api-session';
import type { StackInfo } from './stack';
import { connectBrowser, launchBrowser } from './chromium';

export { launchBrowser };

/** Browser tests make their users the way API tests do. */
export { createUser } from './api-session';

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far, minus the ones the spec asks for. */
  problems: string[];
}

/** Console messages the product writes on purpose (spec: the 404 page logs the missing path). */
const expectedConsole = [/^404 Error: User attempted to access non-existent route/];

/**
 * A fresh context (own storage) whose page records every console error and page error; in the
 * machine's time zone unless `timezoneId` names another.
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 900 },
  timezoneId?: string,
): Promise<WatchedPage> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    ...(timezoneId ? { timezoneId } : {}),
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    const text = msg.text();
    if (expectedConsole.some((re) => re.test(text))) return;
    problems.push(`${msg.type()}: ${text}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return { page, context, problems };
}

/**
 * The browser for the test file: the run's shared one (the e2e setup's) connected before its
 * tests and left after them, which closes the file's contexts; else one launched for the file.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    const endpoint = inject('browserEndpoint');
    browser = endpoint ? await connectBrowser(endpoint) : await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('useBrowser(): the browser is not launched yet');
    return browser;
  };
}

/**
 * Waits for a sonner toast that contains this text. When none comes, the error names the toasts
 * that did, so a failure says what the page answered instead.
 */
export async function waitForToast(page: Page, text: string): Promise<void> {
  try {
    await toastsOf(page).filter({ hasText: text }).first().waitFor();
  } catch (error) {
    throw new Error(
      `No toast "${text}" on ${page.url()}; toasts shown: ${await shownToasts(page)}`,
      {
        cause: error,
      },
    );
  }
}

const toastsOf = (page: Page) => page.locator('[data-sonner-toast]');

/** The toasts on the page, quoted, for a failure message. */
async function shownToasts(page: Page): Promise<string> {
  const shown = await toastsOf(page)
    .allInnerTexts()
    .catch(() => [] as string[]);
  return shown.map((t) => JSON.stringify(t.replace(/\s+/g, ' ').trim())).join(', ') || 'none';
}

/**
 * Waits for the page to show `pathname`. When it never does, the error says where the page is
 * and what it said (toasts, alerts), so a failure tells why the navigation did not come.
 */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  try {
    await page.waitForURL((u) => u.pathname === pathname);
  } catch (error) {
    const alerts = await page
      .getByRole('alert')
      .allInnerTexts()
      .catch(() => [] as string[]);
    throw new Error(
      `Never reached ${pathname}: still on ${page.url()}; toasts shown: ${await shownToasts(page)}; alerts: ${alerts.map((a) => JSON.stringify(a.trim())).join(', ') || 'none'}`,
      { cause: error },
    );
  }
}

/** What holds the keyboard focus, for a failure message. */
export const focusHolder = (page: Page) =>
  page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing');

/**
 * Waits until the target holds the keyboard focus. Focus often moves a task after the change
 * that moves it (a closed dialog gives it back to its trigger on the next tick), so the check
 * is repeated until the locator's timeout; the error names what holds it instead.
 */
export async function waitForFocus(target: Locator): Promise<void> {
  const page = target.page();
  try {
    const element = await target.elementHandle();
    await page.waitForFunction((el) => el === document.activeElement, element, { timeout: 10_000 });
  } catch (error) {
    throw new Error(`${String(target)} never got the focus; it is on ${await focusHolder(page)}`, {
      cause: error,
    });
  }
}

async function submitPassword(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function waitSignedIn(page: Page) {
  await waitForPath(page, '/home');
  await page.getByRole('button', { name: 'Sign Out' }).first().waitFor();
}

/** Signs in through /auth and waits for the signed-in home page. */
export async function signIn(page: Page, email: string, password: string) {
  await submitPassword(page, email, password);
  await waitSignedIn(page);
}

/**
 * Signs in as the seeded administrator: the password, then the code of the authenticator app
 * the test stack added for them (admin routes refuse an administrator without one).
 */
export async function signInAdmin(page: Page, stack: StackInfo) {
  await submitPassword(page, stack.adminEmail, stack.adminPassword);
  await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
  await page.getByLabel('Authentication code').fill(totpCode(stack.adminTotpSecret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await waitSignedIn(page);
}
