import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signedInCaller } from '../support/api-session';
import { createOpenPage } from '../support/booking-pages';
import { createUser, openPage, useBrowser, waitForToast } from '../support/browser';

const stack = () => inject('stack');
const browser = useBrowser();

const DAY_MS = 86_400_000;

/** The UTC date `days` ahead. */
const utcDateAhead = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** Opens a day on the public page's month picker, moving on a month if needed. */
async function openDay(page: Page, day: string) {
  for (let month = 0; month < 2; month++) {
    await page.locator('table[role="grid"][aria-busy="false"]').waitFor();
    const button = page.locator(`button[data-date="${day}"][data-available]`);
    if ((await button.count()) > 0) {
      await button.click();
      await page.getByRole('group', { name: /^Available times on / }).waitFor();
      return;
    }
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  throw new Error(`${day} is not bookable`);
}

/** Wholly inside the window, as the visitor sees it without scrolling. */
const inView = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

const focused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

const timeButtons = (page: Page) =>
  page.getByRole('group', { name: /^Available times on / }).getByRole('button');

describe('booking from the public page', () => {
  it('keeps the date across zones, brings the form and then the success screen into view', async () => {
    const owner = await createUser(stack(), 'owner');
    const calendar = await createOpenPage(await signedInCaller(stack(), owner), {
      name: 'Success call',
      slugPrefix: 'success',
      timeZone: 'UTC',
    });
    const day = utcDateAhead(3);

    // A laptop screen: the details form opens below the times, out of sight.
    const visitor = await openPage(browser(), stack().webUrl!, { width: 1280, height: 720 }, 'UTC');
    const v = visitor.page;
    await v.goto(`/book/${calendar.slug}`);
    await v.getByRole('heading', { level: 1, name: 'Success call' }).waitFor();
    const zone = v.getByLabel('Time zone', { exact: true });
    expect(await zone.inputValue()).toBe('UTC');
    await openDay(v, day);
    const selectedDay = v.locator(`td[aria-selected="true"] button[data-date="${day}"]`);
    await selectedDay.waitFor();

    // One field: typing a city takes its zone; the chosen date stays, its times on Tokyo's clock.
    await zone.fill('tokyo');
    await v.getByText('Times shown in Asia/Tokyo').first().waitFor();
    expect(await zone.inputValue()).toBe('tokyo');
    await selectedDay.waitFor();
    await timeButtons(v).first().waitFor();
    expect(await v.getByText('Choose a date to see its times.').count()).toBe(0);
    // Text that names no zone goes back to the zone in use when the field is left.
    await zone.fill('Atlantis');
    await zone.blur();
    await expect.poll(() => zone.inputValue()).toBe('Asia/Tokyo');
    await zone.fill('UTC');
    await v.getByText('Times shown in UTC').first().waitFor();
    await selectedDay.waitFor();

    // Choosing a time brings the details form into view, its heading focused.
    const time = timeButtons(v).nth(2);
    const start = (await time.getAttribute('data-start'))!;
    await time.click();
    const details = v.getByRole('heading', { level: 2, name: 'Your details' });
    await expect.poll(() => inView(details)).toBe(true);
    expect(await focused(details)).toBe(true);

    // Nothing is connected to the page, so no calendar would make a video call's link: none is
    // offered.
    expect(await v.getByRole('group', { name: 'Meeting platform' }).count()).toBe(0);

    // A first try with nothing filled in: the red toast.
    await v.getByRole('button', { name: 'Book Meeting' }).click();
    await waitForToast(v, 'Validation Error');
    await v.getByLabel('Your name').fill('Sam Visitor');
    await v.getByLabel('Your email').fill('sam@example.com');
    const answered = v.waitForResponse(
      (r) => r.url().endsWith('/bookings') && r.request().method() === 'POST',
    );
    await v.getByRole('button', { name: 'Book Meeting' }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    const booking = (await response.json()) as { id: string; startTime: string; endTime: string };
    expect(Date.parse(booking.startTime)).toBe(Date.parse(start));

    // The success screen, in view and focused; the spec's toast; the stale red one gone.
    const success = v.getByRole('heading', { level: 2, name: 'Your meeting is booked' });
    await expect.poll(() => inView(success)).toBe(true);
    expect(await focused(success)).toBe(true);
    await waitForToast(v, 'Meeting booked!');
    await waitForToast(v, "You'll receive a confirmation email shortly");
    await expect
      .poll(() => v.locator('[data-sonner-toast]').filter({ hasText: 'Validation Error' }).count())
      .toBe(0);
    const screen = v.getByRole('region', { name: 'Your meeting is booked' });
    await screen.getByText('sam@example.com').waitFor();
    await screen.getByText('Success call', { exact: true }).waitFor();
    const when = await screen.getByTestId('booked-time').innerText();
    expect(when).toContain('(UTC)');
    expect(when).toContain(
      new Intl.DateTimeFormat(await v.evaluate(() => navigator.language), {
        timeZone: 'UTC',
        hour: 'numeric',
        minute: '2-digit',
      }).format(new Date(start)),
    );
    await screen.getByText(/No video call is set up/).waitFor();
    await screen.getByText(/personal link/).waitFor();

    // "Add to calendar": a calendar file of the very meeting, under the mailed invite's UID.
    const downloaded = v.waitForEvent('download');
    await screen.getByRole('button', { name: 'Add to calendar' }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toBe('success-call.ics');
    const ics = await readFile((await file.path())!, 'utf8');
    const utc = (iso: string) => new Date(iso).toISOString().replace(/[-:]|\.\d{3}/g, '');
    expect(ics).toContain(`UID:${booking.id}@vcisohub`);
    expect(ics).toContain(`DTSTART:${utc(booking.startTime)}`);
    expect(ics).toContain(`DTEND:${utc(booking.endTime)}`);
    expect(ics).toContain('SUMMARY:Success call');

    // Another booking starts afresh: no date, no time, no form.
    await screen.getByRole('button', { name: 'Book another time' }).click();
    await v.getByText('Choose a date to see its times.').waitFor();
    expect(await v.getByRole('button', { name: 'Book Meeting' }).count()).toBe(0);

    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  });
});
