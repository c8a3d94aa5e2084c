import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, seriousAxeViolations } from '../support/axe';
import { createUser, openPage, signIn, useBrowser, waitForToast } from '../support/browser';
import { startFakeProviders, type FakeProviders } from '../support/fake-calendar-providers';
import { startFakeLinkedIn, type FakeLinkedIn } from '../support/fake-linkedin';
import { mailsTo, waitForMail } from '../support/outbox';
import { startStack, type StartedStack } from '../support/stack';

// "Connected sign-ins" on Account Security, in the browser. The shared e2e stack has no sign-in
// provider set up, so this file starts its own, serving the built SPA, with the fake Google,
// Microsoft and LinkedIn as the pool's providers. The fakes' sign-in screens approve at once:
// they send the browser straight back to /account/sign-ins/callback with a code and state.
let providers: FakeProviders;
let linkedIn: FakeLinkedIn;
let stack: StartedStack;

beforeAll(async () => {
  [providers, linkedIn] = await Promise.all([startFakeProviders(), startFakeLinkedIn()]);
  stack = await startStack({
    web: 'static',
    signInProviders: { ...providers.signInEnv(), ...linkedIn.signInEnv() },
  });
});

afterAll(async () => {
  await stack?.stop();
  await Promise.all([providers?.stop(), linkedIn?.stop()]);
});

const browser = useBrowser();

const SECURITY = '/account/security';

/** The card's list of providers, and one provider's row in it. */
const signInList = (page: Page) => page.getByRole('list', { name: 'Connected sign-ins' });
const rowOf = (page: Page, provider: string) =>
  signInList(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(provider, { exact: true }) });

/** Presses Tab until the target has the focus; fails, naming what has it, if it never does. */
async function tabTo(page: Page, target: Locator, max = 60) {
  await target.waitFor();
  const focused = () => target.evaluate((el) => el === document.activeElement).catch(() => false);
  for (let i = 0; i < max && !(await focused()); i++) await page.keyboard.press('Tab');
  if (await focused()) return;
  const holder = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  throw new Error(`Tab never reached ${String(target)}; the focus is on ${holder}`);
}

/**
 * Axe's serious and critical findings on the card's page as it is now, as assertion lines. The
 * toasts are the app's shared toaster, not the card's: they are let go first.
 */
async function axeFindings(page: Page, where: string): Promise<string[]> {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' });
  return describeViolations(where, await seriousAxeViolations(page));
}

/** Nothing on the page is wider than the window (no sideways scrolling). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** A user of the e-mail and password sign-in, on Account Security with the card loaded. */
async function openSecurity(viewport?: { width: number; height: number }) {
  const user = await createUser(stack, 'connected-sign-ins');
  const watched = await openPage(browser(), stack.webUrl!);
  await signIn(watched.page, user.email, user.password);
  // Signed in at desktop width (the header's Sign Out is in the menu on a phone), then resized.
  if (viewport) await watched.page.setViewportSize(viewport);
  await watched.page.goto(SECURITY);
  await watched.page.getByRole('heading', { name: 'Connected sign-ins' }).waitFor();
  for (const provider of ['Google', 'Microsoft', 'LinkedIn'])
    await rowOf(watched.page, provider).getByText('Not connected').waitFor();
  return { user, ...watched };
}

describe('Connected sign-ins on Account Security', () => {
  it('connects Google from the keyboard through its sign-in screen, then disconnects it after asking; each change is mailed', async () => {
    const { user, page, context, problems } = await openSecurity();
    const findings: string[] = [];
    findings.push(...(await axeFindings(page, 'card, nothing connected')));

    // Tab to Connect and press Enter: the browser leaves for the provider and comes back.
    const google = rowOf(page, 'Google');
    const connect = google.getByRole('button', { name: 'Connect Google' });
    expect(await connect.isEnabled()).toBe(true);
    const wentToProvider = page.waitForRequest((r) =>
      r.url().startsWith(`${providers.url}/google/authorize`),
    );
    await tabTo(page, connect);
    await page.keyboard.press('Enter');
    const authorize = new URL((await wentToProvider).url());
    expect(authorize.searchParams.get('client_id')).toBe(providers.google.signInClientId);
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      `${stack.webUrl}/account/sign-ins/callback`,
    );

    // Back on Account Security, with the result said on the page and in a toast.
    const notice = page.getByRole('status').filter({ hasText: 'Google connected' });
    await notice.waitFor();
    await notice.getByText('You can now sign in with Google.', { exact: false }).waitFor();
    await waitForToast(page, 'Google connected');
    // The code and state left the address.
    const here = new URL(page.url());
    expect(here.pathname).toBe(SECURITY);
    expect(here.search).toBe('');
    await google.getByText(/^Connected/).waitFor();
    expect(await google.getByText('Not connected').count()).toBe(0);
    const disconnect = google.getByRole('button', { name: 'Disconnect Google' });
    await disconnect.waitFor();
    // The other providers stay as they were.
    await rowOf(page, 'Microsoft').getByText('Not connected').waitFor();
    findings.push(...(await axeFindings(page, 'card, Google connected with the result')));

    const connectedMail = await waitForMail(
      stack.outboxDir,
      user.email,
      /^Google sign-in connected to your vCISO Hub account$/,
    );
    expect(connectedMail.text).toContain('Google was connected to your vCISO Hub account on');

    // A reload does not show the result again (it came once, in the history state).
    await page.reload();
    await rowOf(page, 'Google')
      .getByText(/^Connected/)
      .waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Google connected' }).count()).toBe(0);
    // Back leads to Account Security as it was before Connect, not to the callback and its code.
    await page.goBack();
    await rowOf(page, 'Google')
      .getByText(/^Connected/)
      .waitFor();
    expect(new URL(page.url()).pathname).toBe(SECURITY);
    expect(new URL(page.url()).search).toBe('');
    await page.goForward();
    await rowOf(page, 'Google')
      .getByText(/^Connected/)
      .waitFor();

    // Disconnect asks first; Cancel changes nothing.
    await google.getByRole('button', { name: 'Disconnect Google' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Disconnect Google?' });
    await dialog
      .getByText('Signing in with Google will no longer open this account.', {
        exact: false,
      })
      .waitFor();
    findings.push(...(await axeFindings(page, 'disconnect question')));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await google.getByText(/^Connected/).waitFor();

    await google.getByRole('button', { name: 'Disconnect Google' }).click();
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await waitForToast(page, 'Google disconnected');
    await google.getByText('Not connected').waitFor();
    await google.getByRole('button', { name: 'Connect Google' }).waitFor();

    await waitForMail(
      stack.outboxDir,
      user.email,
      /^Google sign-in disconnected from your vCISO Hub account$/,
    );
    const subjects = (await mailsTo(stack.outboxDir, user.email))
      .map((m) => m.subject)
      .filter((s) => s.startsWith('Google sign-in'));
    expect(subjects).toEqual([
      'Google sign-in connected to your vCISO Hub account',
      'Google sign-in disconnected from your vCISO Hub account',
    ]);

    expect(findings, findings.join('\n')).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits a phone (390 px): no sideways scrolling before and after connecting', async () => {
    const { page, context, problems } = await openSecurity({ width: 390, height: 844 });
    // The card: the heading's header, and the card around it.
    const card = page.getByRole('heading', { name: 'Connected sign-ins' }).locator('xpath=../..');
    const fitsInWindow = async () => {
      const box = await card.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(await overflowsSideways(page)).toBe(false);
    };
    await fitsInWindow();

    await rowOf(page, 'Microsoft').getByRole('button', { name: 'Connect Microsoft' }).click();
    await page.getByRole('status').filter({ hasText: 'Microsoft connected' }).waitFor();
    await rowOf(page, 'Microsoft').getByRole('button', { name: 'Disconnect Microsoft' }).waitFor();
    await fitsInWindow();
    const findings = await axeFindings(page, 'card at 390 px, Microsoft connected');
    expect(findings, findings.join('\n')).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
