import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { adminCaller } from '../support/api-session';
import { openPage, signInAdmin as signInAs, useBrowser, waitForToast } from '../support/browser';

const stack = () => inject('stack');
const browser = useBrowser();

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

async function signInAdmin(page: Page) {
  await signInAs(page, stack());
  await page.getByRole('link', { name: 'Admin', exact: true }).first().waitFor();
}

/** The messages of the ticker's visible copy, in order. */
const visibleMessages = (page: Page) =>
  page
    .getByRole('region', { name: 'Latest updates' })
    .locator('ul:not([aria-hidden]) > li')
    .allTextContents();

/**
 * Live changes arrive without a reload. The wait is generous, so a busy machine cannot fail the
 * test; how fast they arrive is measured by `npm run bench`.
 */
const LIVE = { timeout: 15_000, interval: 100 };

describe('live ticker', () => {
  it('shows messages the admin adds, reorders, hides and deletes on an open landing page, without a reload', async () => {
    const visitor = await openPage(browser(), stack().webUrl!);
    await visitor.page.goto('/');
    await visitor.page.getByRole('heading', { name: 'How We Work' }).waitFor();
    // Survives only if the page is never reloaded.
    await visitor.page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    const admin = await openPage(browser(), stack().webUrl!);
    await signInAdmin(admin.page);
    await admin.page.goto('/admin');
    await admin.page.getByRole('heading', { name: 'Ticker Messages' }).waitFor();
    const input = admin.page.getByRole('textbox', { name: 'Ticker message' });
    const list = admin.page.getByRole('list', { name: 'Ticker messages' });
    const row = (text: string) => list.getByRole('listitem').filter({ hasText: text });
    const orderOf = async (text: string) =>
      Number(
        (
          await row(text)
            .getByText(/^Order: \d+/)
            .textContent()
        )?.match(/\d+/)?.[0],
      );

    // Whitespace only: refused in the page, the server is not asked.
    let posted = 0;
    admin.page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/admin/ticker')) posted += 1;
    });
    await input.fill('   ');
    await input.press('Enter');
    await waitForToast(admin.page, 'Validation Error');
    await waitForToast(admin.page, 'Message cannot be empty');
    expect(posted).toBe(0);

    // Add with Enter, then with the Add button.
    const first = unique('Live: first');
    await input.fill(first);
    await input.press('Enter');
    await waitForToast(admin.page, 'Message added');
    expect(await input.inputValue()).toBe('');
    const second = unique('Live: second');
    await input.fill(second);
    await admin.page.getByRole('button', { name: 'Add', exact: true }).click();
    await row(second).waitFor();
    expect(posted).toBe(2);

    await expect
      .poll(async () => {
        const shown = await visibleMessages(visitor.page);
        return [shown.includes(first), shown.includes(second)];
      }, LIVE)
      .toEqual([true, true]);

    // New messages go last: the last row cannot move down, the first cannot move up.
    expect(await orderOf(second)).toBe((await orderOf(first)) + 1);
    expect(await row(second).getByRole('button', { name: 'Move down' }).isDisabled()).toBe(true);
    expect(
      await list
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: 'Move up' })
        .isDisabled(),
    ).toBe(true);

    // Move the second message up with the keyboard.
    await row(second).getByRole('button', { name: 'Move up' }).focus();
    await admin.page.keyboard.press('Enter');
    await expect
      .poll(async () => (await orderOf(second)) < (await orderOf(first)), LIVE)
      .toBe(true);
    await expect
      .poll(async () => {
        const shown = await visibleMessages(visitor.page);
        return shown.indexOf(second) < shown.indexOf(first);
      }, LIVE)
      .toBe(true);
    // The order survives a reload of the admin page (it was saved).
    await admin.page.reload();
    await row(first).waitFor();
    expect(await orderOf(second)).toBeLessThan(await orderOf(first));

    // Inactive messages leave the landing page; active ones come back.
    const active = row(first).getByRole('switch', { name: 'Active' });
    await active.click();
    await expect.poll(() => active.getAttribute('aria-checked')).toBe('false');
    await expect
      .poll(async () => (await visibleMessages(visitor.page)).includes(first), LIVE)
      .toBe(false);
    await active.press('Space');
    await expect.poll(() => active.getAttribute('aria-checked')).toBe('true');
    await expect
      .poll(async () => (await visibleMessages(visitor.page)).includes(first), LIVE)
      .toBe(true);

    // Delete both, each after confirming.
    for (const text of [first, second]) {
      await row(text)
        .getByRole('button', { name: /^Delete message/ })
        .click();
      const confirm = admin.page.getByRole('alertdialog');
      await confirm.getByText('Are you sure you want to delete this message?').waitFor();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await waitForToast(admin.page, 'Message deleted');
      await row(text).waitFor({ state: 'detached' });
    }
    await expect
      .poll(async () => {
        const shown = await visibleMessages(visitor.page);
        return shown.includes(first) || shown.includes(second);
      }, LIVE)
      .toBe(false);

    expect(
      await visitor.page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(visitor.problems).toEqual([]);
    expect(admin.problems).toEqual([]);
    await visitor.context.close();
    await admin.context.close();
  });

  it('loops two copies in 30 s, pauses on hover and focus, and stands still with reduced motion', async () => {
    const api = await adminCaller(stack());
    const message = unique('Loop check');
    const added = await api.call<{ id: string }>('POST', '/api/admin/ticker', {
      body: { message },
    });
    expect(added.status).toBe(201);

    try {
      const { page, context, problems } = await openPage(browser(), stack().webUrl!, {
        width: 360,
        height: 740,
      });
      await page.goto('/');
      const ticker = page.getByRole('region', { name: 'Latest updates' });
      await ticker.getByText(message).first().waitFor();

      // The list twice: the second copy is hidden from assistive technology.
      const copies = ticker.locator('ul');
      expect(await copies.count()).toBe(2);
      expect(await copies.nth(1).getAttribute('aria-hidden')).toBe('true');
      expect(await copies.nth(0).locator('li').allTextContents()).toEqual(
        await copies.nth(1).locator('li').allTextContents(),
      );

      const track = copies.first().locator('xpath=..');
      const animation = () =>
        track.evaluate((el) => {
          const s = getComputedStyle(el);
          return {
            name: s.animationName,
            duration: s.animationDuration,
            count: s.animationIterationCount,
            state: s.animationPlayState,
          };
        });
      expect(await animation()).toEqual({
        name: 'vh-ticker',
        duration: '30s',
        count: 'infinite',
        state: 'running',
      });
      // Nothing spills sideways on a 360 px screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );

      await ticker.hover();
      expect((await animation()).state).toBe('paused');
      await page.mouse.move(5, 700);
      expect((await animation()).state).toBe('running');
      await ticker.focus();
      expect((await animation()).state).toBe('paused');

      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect((await animation()).name).toBe('none');
      expect(await copies.nth(1).isVisible()).toBe(false);
      await ticker.getByText(message).first().waitFor();

      expect(problems).toEqual([]);
      await context.close();
    } finally {
      await api.call('DELETE', `/api/admin/ticker/${added.body.id}`);
    }
  });
});
