import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { signedInCaller } from '../support/api-session';
import { describeViolations, seriousAxeViolations } from '../support/axe';
import { createOpenPage } from '../support/booking-pages';
import { createUser, openPage, signIn, useBrowser, waitForToast } from '../support/browser';

const stack = () => inject('stack');
const browser = useBrowser();

const DAY = 86_400_000;
/** Midnight UTC of next week's Monday: its Thursday and Friday are days ahead, in any horizon. */
function nextMonday(): number {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return today - ((new Date(today).getUTCDay() + 6) % 7) * DAY + 7 * DAY;
}
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** "Friday, March 15", as the day strip names a day. */
const longDay = (ms: number) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(ms);

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The element lies inside the window's width, in full. */
async function inWindowWidth(locator: Locator) {
  const box = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, width: window.innerWidth };
  });
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(box.width);
}

describe("the owner's week on a phone", () => {
  it('shows a day at a time: a Friday meeting is a tap away, opens its details and moves, nothing past the edge', async () => {
    const owner = await createUser(stack(), 'owner');
    const api = await signedInCaller(stack(), owner);
    const calendar = await createOpenPage(api, {
      name: 'Phone week',
      slugPrefix: 'phone-week',
      timeZone: 'UTC',
    });
    const monday = nextMonday();
    const thursday = monday + 3 * DAY;
    const friday = monday + 4 * DAY;
    const visitorName = `Visitor ${randomUUID().slice(0, 8)}`;
    const booked = await fetch(
      `${stack().apiUrl}/api/public/booking-pages/${calendar.slug}/bookings`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          startTime: `${isoDay(friday)}T10:00:00.000Z`,
          attendeeName: visitorName,
          attendeeEmail: `visitor-${randomUUID().slice(0, 8)}@example.com`,
          attendeeTimeZone: 'UTC',
          idempotencyKey: randomUUID(),
        }),
      },
    );
    expect(booked.status).toBe(201);

    const { page, context, problems } = await openPage(
      browser(),
      stack().webUrl!,
      undefined,
      'UTC',
    );
    await signIn(page, owner.email, owner.password);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/booking-pages/${calendar.id}?week=${isoDay(monday)}`);
    await page.getByRole('heading', { level: 1, name: 'Phone week' }).waitFor();
    await page.getByTestId('week-zone').getByText('Times in UTC (this booking page)').waitFor();

    // The week's days in a strip; the Friday is marked as having a meeting; Monday is shown.
    const days = page.getByRole('group', { name: 'Days of the week' });
    const fridayButton = days.getByRole('button', { name: `${longDay(friday)} (1 meeting)` });
    await fridayButton.waitFor();
    const mondayButton = days.getByRole('button', { name: `${longDay(monday)} (no meetings)` });
    expect(await mondayButton.getAttribute('aria-pressed')).toBe('true');
    const block = page.getByRole('button', { name: new RegExp(`with ${visitorName}, `) });
    expect(await block.isVisible()).toBe(false);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // By keyboard: the Friday, then its meeting, whose details open.
    // The strip holds no serious accessibility fault (names, contrast, roles).
    expect(describeViolations('week at 375 px', await seriousAxeViolations(page))).toEqual([]);
    await fridayButton.focus();
    await page.keyboard.press('Enter');
    expect(await fridayButton.getAttribute('aria-pressed')).toBe('true');
    await page.getByText(`${longDay(friday)} · 1 meeting`).waitFor();
    await block.waitFor();
    await block.scrollIntoViewIfNeeded();
    await inWindowWidth(block);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await block.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog');
    await details.getByText(visitorName).first().waitFor();

    // Moved to the Thursday at 14:00: the phone shows the day it moved to.
    await details.getByRole('button', { name: 'Reschedule' }).click();
    const move = page.getByRole('dialog', { name: 'Reschedule meeting' });
    await move.locator(`button[data-date="${isoDay(thursday)}"][data-available]`).click();
    const target = `${isoDay(thursday)}T14:00:00.000Z`;
    await move.locator(`button[data-start="${target}"]`).click();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await move.getByRole('button', { name: 'Move Meeting' }).click();
    await waitForToast(page, 'Meeting rescheduled');
    await page.getByText(`${longDay(thursday)} · 1 meeting`).waitFor();
    await block.waitFor();
    await days.getByRole('button', { name: `${longDay(friday)} (no meetings)` }).waitFor();

    // Day by day, past the week's end into the next week, and back by the week.
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Next day' }).click();
    await page.getByText(`${longDay(monday + 7 * DAY)} · no meetings`).waitFor();
    await page.getByRole('button', { name: 'Previous day' }).click();
    await page.getByText(`${longDay(monday + 6 * DAY)} · no meetings`).waitFor();
    await page.getByRole('button', { name: 'Previous week' }).click();
    await page.getByText(`${longDay(monday - DAY)} · no meetings`).waitFor();
    await page.getByRole('button', { name: 'Next week' }).click();
    await days.getByRole('button', { name: `${longDay(thursday)} (1 meeting)` }).click();
    await block.waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // On a laptop the whole week is one grid again, with no day strip.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('week-day-strip').waitFor({ state: 'hidden' });
    const columns = page.getByTestId('week-grid').getByRole('group');
    await expect.poll(() => columns.count()).toBe(7);
    for (const column of await columns.all()) expect(await column.isVisible()).toBe(true);
    await block.waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });
});
