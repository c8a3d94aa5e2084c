import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signedInCaller } from '../support/api-session';
import { openDay, utcDateAhead } from '../support/booking-day';
import { createPage } from '../support/booking-pages';
import { createUser, openPage, signIn, useBrowser, waitForToast } from '../support/browser';

const stack = () => inject('stack');
const browser = useBrowser();

/** A page open 08:00–10:00 UTC every day, bookable from now on, two weeks ahead. */
const EARLY_EVERY_DAY = {
  slugPrefix: 'zone',
  timeZone: 'UTC',
  minimumNoticeMinutes: 0,
  horizonDays: 14,
  availability: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    dayOfWeek,
    startTime: '08:00',
    endTime: '10:00',
  })),
};

const timeButtons = (page: Page) =>
  page.getByRole('group', { name: /^Available times on / }).getByRole('button');

/** The shown times, and the times the same instants read on `zone`'s clock in the page's locale. */
async function shownAndExpected(page: Page, zone: string) {
  const locale = await page.evaluate(() => navigator.language);
  const starts = await timeButtons(page).evaluateAll((buttons) =>
    buttons.map((b) => b.getAttribute('data-start')!),
  );
  const shown = await timeButtons(page).allInnerTexts();
  const clock = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
  });
  return { starts, shown, expected: starts.map((s) => clock.format(new Date(s))) };
}

describe('the visitor’s own time zone', () => {
  it('lists times in the browser’s zone, and in the zone the visitor chooses', async () => {
    const owner = await createUser(stack(), 'owner');
    const page = await createPage(await signedInCaller(stack(), owner), {
      ...EARLY_EVERY_DAY,
      name: 'Zone call',
    });
    const day = utcDateAhead(3);
    const starts = [
      `${day}T08:00:00.000Z`,
      `${day}T08:30:00.000Z`,
      `${day}T09:00:00.000Z`,
      `${day}T09:30:00.000Z`,
    ];

    const visitor = await openPage(browser(), stack().webUrl!, undefined, 'Asia/Tokyo');
    const v = visitor.page;
    await v.goto(`/book/${page.slug}`);
    await v.getByRole('heading', { level: 1, name: 'Zone call' }).waitFor();
    await v.getByText('Times shown in Asia/Tokyo').first().waitFor();
    expect(await v.getByLabel('Time zone', { exact: true }).inputValue()).toBe('Asia/Tokyo');

    // 08:00–09:30 UTC is 17:00–18:30 in Tokyo, the same date.
    await openDay(v, day);
    const tokyo = await shownAndExpected(v, 'Asia/Tokyo');
    expect(tokyo.starts).toEqual(starts);
    expect(tokyo.shown).toEqual(tokyo.expected);
    expect(tokyo.shown[0]).toMatch(/^(5:00\sPM|17:00)$/);

    // The visitor types New York in the zone field: the same instants, on New York's clock, of
    // the date still chosen.
    await v.getByLabel('Time zone', { exact: true }).fill('new york');
    await v.getByText('Times shown in America/New_York').first().waitFor();
    await v.locator(`td[aria-selected="true"] button[data-date="${day}"]`).waitFor();
    await openDay(v, day);
    const newYork = await shownAndExpected(v, 'America/New_York');
    expect(newYork.starts).toEqual(starts);
    expect(newYork.shown).toEqual(newYork.expected);
    expect(newYork.shown).not.toEqual(tokyo.shown);

    // Booked in the chosen zone: the request carries it and the confirmation reads on its clock.
    await timeButtons(v).first().click();
    await v.getByLabel('Your name').fill('Zoe Visitor');
    await v.getByLabel('Your email').fill(`zoe-${randomUUID().slice(0, 8)}@example.com`);
    const request = v.waitForRequest(
      (r) =>
        r.method() === 'POST' &&
        r.url().endsWith(`/api/public/booking-pages/${page.slug}/bookings`),
    );
    await v.getByRole('button', { name: 'Book Meeting' }).click();
    const body = JSON.parse((await request).postData() ?? '{}') as { attendeeTimeZone?: string };
    expect(body.attendeeTimeZone).toBe('America/New_York');
    await waitForToast(v, 'Meeting booked!');
    const confirmation = v.getByTestId('booked-time');
    await confirmation.waitFor();
    expect(await confirmation.innerText()).toContain(newYork.shown[0]!);
    expect(await confirmation.innerText()).toContain('(America/New_York)');

    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  });

  it('the owner marks a date unavailable: the week shows it and the public page offers none', async () => {
    const owner = await createUser(stack(), 'owner');
    const page = await createPage(await signedInCaller(stack(), owner), {
      ...EARLY_EVERY_DAY,
      name: 'Holiday call',
    });
    const day = utcDateAhead(2);

    const own = await openPage(browser(), stack().webUrl!, undefined, 'UTC');
    const o = own.page;
    await signIn(o, owner.email, owner.password);
    await o.goto(`/booking-pages/${page.id}?week=${day}`);
    const panel = o.getByRole('region', { name: 'Date overrides' });
    await panel.getByText('No date overrides.').waitFor();
    await panel.getByRole('button', { name: 'Add date override' }).click();
    const dialog = o.getByRole('dialog');
    await dialog.getByLabel('Date', { exact: true }).fill(day);
    await dialog.getByLabel('Unavailable all day').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await waitForToast(o, 'Date override saved');
    await panel.locator(`[data-override-date="${day}"]`).getByText('Unavailable').waitFor();
    await o
      .getByTestId('week-grid')
      .locator('[data-override-note]')
      .getByText('Unavailable')
      .waitFor();

    const visitor = await openPage(browser(), stack().webUrl!, undefined, 'UTC');
    const v = visitor.page;
    await v.goto(`/book/${page.slug}`);
    await v.locator('table[role="grid"][aria-busy="false"]').waitFor();
    if ((await v.locator(`button[data-date="${day}"]`).count()) === 0)
      await v.getByRole('button', { name: 'Next month' }).click();
    // A neighbouring date of the same month still offers times, so the month's times are shown.
    const neighbour = [utcDateAhead(3), utcDateAhead(1)].find(
      (d) => d.slice(0, 7) === day.slice(0, 7),
    )!;
    await v.locator(`button[data-date="${neighbour}"][data-available]`).waitFor();
    expect(await v.locator(`button[data-date="${day}"][data-available]`).count()).toBe(0);

    expect(own.problems).toEqual([]);
    expect(visitor.problems).toEqual([]);
    await own.context.close();
    await visitor.context.close();
  });
});
