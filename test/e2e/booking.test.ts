import { randomUUID } from 'node:crypto';
import type { Page, Response } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { bookingPageMessages } from '@contracts/booking/booking-page';
import { cancelBookingMessages } from '@contracts/booking/cancel-booking';
import { bookingMessages } from '@contracts/booking/public-booking';
import { openDay } from '../support/booking-day';
import {
  createUser,
  openPage,
  signIn,
  useBrowser,
  waitForFocus,
  waitForToast,
} from '../support/browser';
import { readInvite, waitForMail } from '../support/outbox';

const stack = () => inject('stack');
const browser = useBrowser();

const suffix = () => randomUUID().slice(0, 8);

/** Browser noise that the scenarios cause on purpose: refused requests (409) and aborted ones. */
const expected = (problems: string[]) =>
  problems.filter((p) => !/status of 409|net::ERR_FAILED|Failed to fetch/.test(p));

/** Waits for the week's meetings to arrive (200) and be drawn: the loading indicator is gone. */
async function meetingsShown(page: Page, response: Promise<Response>) {
  expect((await response).status()).toBe(200);
  await page.getByRole('status', { name: 'Loading meetings' }).waitFor({ state: 'detached' });
}

/**
 * A time zone where it is not yet evening, for the visitors' browsers: the first free day of a
 * page bookable all day then keeps free times after one of them is booked.
 */
function zoneBeforeEvening(): string {
  const hour = (timeZone: string) =>
    Number(
      new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(
        new Date(),
      ),
    );
  // Kiritimati is UTC+14: when UTC is past 18:00, it is morning there.
  return ['UTC', 'Pacific/Kiritimati'].find((zone) => hour(zone) < 18)!;
}

const slotRows = (page: Page) =>
  page.getByRole('list', { name: 'Availability slots' }).getByRole('listitem');

/**
 * Fills the create form and submits it. Every day of the week is bookable all day, so free times
 * exist whenever the test runs.
 */
async function createBookingPage(page: Page, name: string, slug: string) {
  await page.goto('/booking-pages/new');
  await page.getByRole('heading', { name: 'Create Booking Page' }).waitFor();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('URL slug').fill(slug);
  await page.getByLabel('Description').fill('A first conversation about your security programme.');
  // Monday to Friday by default; add Saturday and Sunday.
  expect(await slotRows(page).count()).toBe(5);
  await page.getByRole('button', { name: 'Add Slot' }).click();
  await page.getByRole('button', { name: 'Add Slot' }).click();
  expect(await slotRows(page).count()).toBe(7);
  for (let i = 0; i < 7; i++) {
    const row = slotRows(page).nth(i);
    await row.getByLabel('Start').fill('00:00');
    await row.getByLabel('End').fill('23:30');
  }
  expect(
    await slotRows(page)
      .getByLabel('Day')
      .evaluateAll((selects) => selects.map((s) => (s as HTMLSelectElement).value)),
  ).toEqual(['1', '2', '3', '4', '5', '6', '0']);
  await page.getByRole('button', { name: 'Create Booking Page' }).click();
}

describe('booking pages', () => {
  it('sends anonymous visitors of the owner screens to /auth', async () => {
    const { page, context, problems } = await openPage(browser(), stack().webUrl!);
    for (const path of ['/booking-pages', '/booking-pages/new', `/booking-pages/${randomUUID()}`]) {
      await page.goto(path);
      await page.waitForURL((u) => u.pathname === '/auth');
    }
    await page.goto(`/booking-pages/${randomUUID()}/connect`);
    await page.waitForURL((u) => u.pathname === '/auth');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows "Calendar Not Found" for an unknown booking link', async () => {
    const { page, context, problems } = await openPage(browser(), stack().webUrl!);
    await page.goto(`/book/no-such-page-${suffix()}`);
    await page.getByRole('heading', { name: 'Calendar Not Found' }).waitFor();
    await page.getByText(bookingMessages.notFound).waitFor();
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    await context.close();
  });

  it('creates a page, books it from the public link, and shows the meeting to its owner', async () => {
    const owner = await createUser(stack(), 'owner');
    const own = await openPage(browser(), stack().webUrl!);
    const { page } = own;
    await signIn(page, owner.email, owner.password);

    await page.goto('/booking-pages');
    await page.getByRole('heading', { name: 'My Booking Pages' }).waitFor();
    await page.getByText('No booking pages yet').waitFor();
    await page.getByRole('link', { name: 'New Booking Page' }).click();
    await page.waitForURL((u) => u.pathname === '/booking-pages/new');

    // The slug follows the name, and keeps to a-z, 0-9 and hyphens as it is typed.
    const id = suffix();
    const name = `Intro Call ${id}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    expect(await page.getByLabel('URL slug').inputValue()).toBe(`intro-call-${id}`);
    await page.getByLabel('URL slug').fill(`Intro_Call ${id.toUpperCase()}!`);
    expect(await page.getByLabel('URL slug').inputValue()).toBe(`introcall${id}`);
    expect(await page.getByLabel('Meeting length').inputValue()).toBe('30');
    expect(await page.getByLabel('Buffer between meetings').inputValue()).toBe('0');

    // A slot that ends before it starts: refused in the page with the contract's message.
    const first = slotRows(page).first();
    await first.getByLabel('Start').fill('10:00');
    await first.getByLabel('End').fill('09:00');
    let posted = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/booking-pages')) posted += 1;
    });
    await page.getByRole('button', { name: 'Create Booking Page' }).click();
    await waitForToast(page, 'Validation Error');
    await first.getByText(bookingPageMessages.endAfterStart).waitFor();
    expect(posted).toBe(0);

    const slug = `intro-${id}`;
    await createBookingPage(page, name, slug);
    await waitForToast(page, 'Calendar created successfully');
    await page.waitForURL((u) => u.pathname === '/booking-pages');
    const card = page.getByRole('list', { name: 'Booking pages' }).getByRole('listitem');
    await card.filter({ hasText: name }).waitFor();
    await card.getByText('Active', { exact: true }).waitFor();
    await card.getByText('30 min', { exact: true }).waitFor();
    const bookingPagePath = await card
      .getByRole('link', { name: `View calendar of ${name}` })
      .getAttribute('href');
    expect(bookingPagePath).toMatch(/^\/booking-pages\/[0-9a-f-]{36}$/);

    // The public page, in a fresh signed-out browser.
    const visitorZone = zoneBeforeEvening();
    const visitor = await openPage(browser(), stack().webUrl!, undefined, visitorZone);
    const rival = await openPage(browser(), stack().webUrl!, undefined, visitorZone);
    const v = visitor.page;
    await v.goto(`/book/${slug}`);
    await v.getByRole('heading', { level: 1, name }).waitFor();
    await v.getByText('30 minutes', { exact: true }).waitFor();
    const zone = await v.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

    const openFirstFreeDay = async (p: Page) => {
      for (let month = 0; month < 3; month++) {
        await p.locator('table[role="grid"][aria-busy="false"]').waitFor();
        const free = p.locator('button[data-available]');
        if ((await free.count()) > 0) {
          const day = await free.first().getAttribute('data-date');
          await free.first().click();
          return day!;
        }
        await p.getByRole('button', { name: 'Next month' }).click();
      }
      throw new Error('no free day in three months');
    };
    const day = await openFirstFreeDay(v);
    await v.getByText(`Times shown in ${zone}`).first().waitFor();
    const times = v.getByRole('group', { name: /^Available times on / }).getByRole('button');
    await times.first().waitFor();
    // The second time when there is one, so the booking cannot fall into the past meanwhile.
    const time = (await times.count()) > 1 ? times.nth(1) : times.first();
    const chosen = (await time.getAttribute('data-start'))!;
    await time.click();
    expect(await time.getAttribute('aria-pressed')).toBe('true');

    // Someone else has the same time open in another browser, chosen with the keyboard: Tab
    // reaches the first free day, the arrows move, Enter chooses.
    const r = rival.page;
    await r.goto(`/book/${slug}`);
    for (let month = 0; month < 3; month++) {
      await r.locator('table[role="grid"][aria-busy="false"]').waitFor();
      if ((await r.locator('button[data-available]').count()) > 0) break;
      await r.getByRole('button', { name: 'Next month' }).click();
    }
    const tabStop = r.locator('table[role="grid"] button[tabindex="0"]');
    expect(await tabStop.getAttribute('data-date')).toBe(day);
    await tabStop.focus();
    // An arrow moves a day and back, towards whichever neighbour is in the same month.
    const dayOfMonth = Number(day.slice(8));
    const [away, back, neighbour] =
      dayOfMonth === 1
        ? ['ArrowRight', 'ArrowLeft', 2]
        : ['ArrowLeft', 'ArrowRight', dayOfMonth - 1];
    const focused = () => r.evaluate(() => document.activeElement?.getAttribute('data-date'));
    await r.keyboard.press(away);
    await expect.poll(focused).toBe(`${day.slice(0, 8)}${String(neighbour).padStart(2, '0')}`);
    await r.keyboard.press(back);
    await expect.poll(focused).toBe(day);
    await r.keyboard.press('Enter');
    await r.locator(`button[data-start="${chosen}"]`).click();

    // Book: the first try is cut off in transit; the retry sends the same idempotency key.
    const visitorName = `Visitor ${suffix()}`;
    const visitorEmail = `visitor-${suffix()}@example.com`;
    // Nothing is connected to the page: no calendar would make a video call's link, so no
    // platform is offered.
    expect(await v.getByRole('group', { name: 'Meeting platform' }).count()).toBe(0);
    await v.getByLabel('Your name').fill(visitorName);
    await v.getByLabel('Your email').fill(visitorEmail);
    await v.getByLabel('Notes (optional)').fill('Looking forward to it.');
    const keys: string[] = [];
    v.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(`/api/public/booking-pages/${slug}/bookings`))
        keys.push((JSON.parse(r.postData() ?? '{}') as { idempotencyKey: string }).idempotencyKey);
    });
    await v.route('**/bookings', (route) => route.abort('failed'), { times: 1 });
    await v.getByRole('button', { name: 'Book Meeting' }).click();
    await waitForToast(v, 'Failed to book meeting');
    const booked = v.waitForResponse(
      (r) => r.url().endsWith('/bookings') && r.request().method() === 'POST',
    );
    await v.getByRole('button', { name: 'Book Meeting' }).click();
    const response = await booked;
    expect(response.status()).toBe(201);
    const booking = (await response.json()) as {
      id: string;
      startTime: string;
      meetingPlatform: string | null;
    };
    expect(Date.parse(booking.startTime)).toBe(Date.parse(chosen));
    expect(booking.meetingPlatform).toBeNull();
    await waitForToast(v, 'Meeting booked!');
    await waitForToast(v, "You'll receive a confirmation email shortly");
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);

    // The confirmation in the outbox, with its invite for the booked time and the cancel link.
    const confirmation = await waitForMail(stack().outboxDir, visitorEmail, /^Meeting booked: /);
    expect(confirmation.subject).toBe(`Meeting booked: ${name}`);
    const invite = readInvite(confirmation);
    expect(invite.contentType).toMatch(/^text\/calendar; method=REQUEST/);
    expect(invite.method).toBe('REQUEST');
    expect(invite.event.uid).toBe(`${booking.id}@vcisohub`);
    expect(invite.event.start.toISOString()).toBe(new Date(chosen).toISOString());
    const utc = new Date(chosen).toISOString().replace(/[-:]|\.\d{3}/g, '');
    expect(invite.text).toContain(`DTSTART:${utc}`);
    const cancelLink = /https?:\/\/\S+\/book\/cancel#[A-Za-z0-9_-]+/.exec(confirmation.text ?? '');
    expect(cancelLink, confirmation.text).not.toBeNull();
    const cancelUrl = new URL(cancelLink![0]);
    expect(cancelUrl.origin).toBe(new URL(stack().env.APP_ORIGIN!).origin);
    // The token is in the fragment only: the browser never sends it to a server.
    expect(cancelUrl.pathname).toBe('/book/cancel');
    const cancelPath = `${cancelUrl.pathname}${cancelUrl.hash}`;

    // The success screen stands in for the picker; the failed try's toast is gone. Then another
    // booking starts afresh: no date, no time, no form; the booked time is no longer offered.
    await v.getByRole('heading', { name: 'Your meeting is booked' }).waitFor();
    await expect
      .poll(() => v.locator('[data-sonner-toast]').filter({ hasText: 'Failed to book' }).count())
      .toBe(0);
    await v.getByRole('button', { name: 'Book another time' }).click();
    await v.getByText('Choose a date to see its times.').waitFor();
    expect(await v.getByRole('button', { name: 'Book Meeting' }).count()).toBe(0);
    await v.locator('table[role="grid"][aria-busy="false"]').waitFor();
    // The day still has other times (it is not yet evening in the visitor's zone).
    await v.locator(`button[data-date="${day}"][data-available]`).click();
    await times.first().waitFor();
    expect(await times.count()).toBeGreaterThan(0);
    expect(await v.locator(`button[data-start="${chosen}"]`).count()).toBe(0);
    const from = new Date(Date.parse(chosen) - 3600_000).toISOString();
    const to = new Date(Date.parse(chosen) + 3600_000).toISOString();
    const slots = await fetch(
      `${stack().apiUrl}/api/public/booking-pages/${slug}/slots?from=${from}&to=${to}`,
    );
    expect(slots.status).toBe(200);
    const free = ((await slots.json()) as { slots: { start: string }[] }).slots;
    expect(free.map((s) => Date.parse(s.start))).not.toContain(Date.parse(chosen));

    // The rival's try is refused: the message, the times reload, the choice is cleared.
    await r.getByLabel('Your name').fill('Second Visitor');
    await r.getByLabel('Your email').fill('second@example.com');
    const refused = r.waitForResponse(
      (res) => res.url().endsWith('/bookings') && res.request().method() === 'POST',
    );
    await r.getByRole('button', { name: 'Book Meeting' }).click();
    expect((await refused).status()).toBe(409);
    await r
      .locator('[data-sonner-toast]')
      .filter({
        hasText: new RegExp(`${bookingMessages.slotTaken}|${bookingMessages.slotUnavailable}`),
      })
      .first()
      .waitFor();
    await r.getByText('Choose a time above to book it.').waitFor();
    expect(await r.getByLabel('Your name').inputValue()).toBe('Second Visitor');
    await expect.poll(() => r.locator(`button[data-start="${chosen}"]`).count()).toBe(0);

    // The owner's week holds the meeting (looked for once the week's meetings are shown).
    const firstWeek = page.waitForResponse((res) => res.url().includes('/meetings?'));
    await page.goto(bookingPagePath!);
    await meetingsShown(page, firstWeek);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('Active', { exact: true }).first().waitFor();
    const block = page.getByRole('button', { name: new RegExp(`with ${visitorName}, `) });
    // Whole weeks from this week's Monday to the meeting's Monday, in the browser's zone.
    const weeksAhead = await page.evaluate((iso) => {
      const monday = (d: Date) => {
        const m = new Date(d.getFullYear(), d.getMonth(), d.getDate());
        m.setDate(m.getDate() - ((m.getDay() + 6) % 7));
        return m;
      };
      const days = (monday(new Date(iso)).getTime() - monday(new Date()).getTime()) / 86_400_000;
      return Math.round(days / 7);
    }, chosen);
    for (let week = 0; week < weeksAhead; week++) {
      const loaded = page.waitForResponse((res) => res.url().includes('/meetings?'));
      await page.getByRole('button', { name: 'Next week' }).click();
      await meetingsShown(page, loaded);
    }
    await block.waitFor();
    await block.getByText(visitorName, { exact: true }).waitFor();
    // One pixel per minute from midnight, in the browser's zone.
    const expectedTop = await page.evaluate((iso) => {
      const d = new Date(iso);
      return d.getHours() * 60 + d.getMinutes();
    }, chosen);
    expect(await block.evaluate((el) => (el as HTMLElement).style.top)).toBe(`${expectedTop}px`);
    expect(await block.evaluate((el) => (el as HTMLElement).style.height)).toBe('30px');
    // Its text alternative lists it too.
    expect(await page.getByRole('list', { name: /^Meetings, week of / }).textContent()).toContain(
      visitorName,
    );
    await block.click();
    const details = page.getByRole('dialog');
    await details.getByText(visitorEmail).waitFor();
    expect(await details.getByText('Microsoft Teams').count()).toBe(0);
    await details.getByText('Looking forward to it.').waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    // Focus goes back to the block that opened the details.
    await waitForFocus(block);

    // The visitor cancels through the mailed link (the same address on this site's origin).
    await v.goto(cancelPath);
    await v.getByRole('heading', { level: 1, name: 'Manage your meeting' }).waitFor();
    // It names the meeting as the visitor booked it, never "with" the visitor themself.
    await v.getByText(name, { exact: true }).first().waitFor();
    expect(await v.getByText(`with ${visitorName}`).count()).toBe(0);
    await v.getByText('No video call', { exact: true }).waitFor();
    expect(await v.locator('time').getAttribute('datetime')).toBe(new Date(chosen).toISOString());
    await v.getByLabel('Reason (optional)').fill('Something came up.');
    await v.getByRole('button', { name: 'Cancel Meeting' }).click();
    const question = v.getByRole('alertdialog', { name: 'Cancel this meeting?' });
    // Its two answers cannot be mistaken for each other.
    await question.getByRole('button', { name: 'Keep meeting', exact: true }).waitFor();
    await question.getByRole('button', { name: 'Cancel meeting', exact: true }).click();
    await v.getByRole('heading', { level: 1, name: 'Meeting cancelled' }).waitFor();
    // The outcome takes the focus from the button that is gone.
    await waitForFocus(v.getByRole('heading', { level: 1, name: 'Meeting cancelled' }));
    await waitForToast(v, 'You and the host will both receive an email.');
    const cancellation = await waitForMail(stack().outboxDir, visitorEmail, /^Meeting cancelled: /);
    expect(readInvite(cancellation).method).toBe('CANCEL');
    expect(readInvite(cancellation).event.uid).toBe(`${booking.id}@vcisohub`);

    // The freed time is offered again.
    await v.goto(`/book/${slug}`);
    await v.getByRole('heading', { level: 1, name }).waitFor();
    await openDay(v, day);
    await v.locator(`button[data-start="${chosen}"]`).waitFor();

    // The link cancels once: opened again, it says the meeting was cancelled, with the way back
    // to the page to book another time.
    await v.goto(cancelPath);
    await v.getByRole('heading', { level: 1, name: 'Meeting cancelled' }).waitFor();
    expect(await v.getByRole('button', { name: 'Cancel Meeting' }).count()).toBe(0);
    await v.getByRole('link', { name: 'Book another time' }).click();
    await v.waitForURL((u) => u.pathname === `/book/${slug}`);
    await v.getByRole('heading', { level: 1, name }).waitFor();
    expect(cancelBookingMessages.notFound).toBe(
      'This cancellation link is not valid or was already used.',
    );

    // The owner's week no longer shows the meeting.
    const reloaded = page.waitForResponse((res) => res.url().includes('/meetings?'));
    await page.reload();
    await meetingsShown(page, reloaded);
    // The only meeting of the week is gone: the grid's text alternative says the week is empty.
    await page.getByText('No meetings this week.').waitFor({ state: 'attached' });
    expect(await block.count()).toBe(0);

    // The same slug again: the server's message.
    await createBookingPage(page, `Second ${name}`, slug);
    await waitForToast(page, bookingPageMessages.slugTaken);
    expect(new URL(page.url()).pathname).toBe('/booking-pages/new');

    expect(expected(own.problems)).toEqual([]);
    expect(expected(visitor.problems)).toEqual([]);
    expect(expected(rival.problems)).toEqual([]);
    await own.context.close();
    await visitor.context.close();
    await rival.context.close();
  });

  it('connects a local calendar, adds an event, and deletes the page', async () => {
    const owner = await createUser(stack(), 'owner');
    const { page, context, problems } = await openPage(browser(), stack().webUrl!);
    await signIn(page, owner.email, owner.password);
    // The rest on a small phone screen.
    await page.setViewportSize({ width: 360, height: 740 });
    const name = `Advisory ${suffix()}`;
    await createBookingPage(page, name, `advisory-${suffix()}`);
    await waitForToast(page, 'Calendar created successfully');
    const card = page.getByRole('list', { name: 'Booking pages' }).getByRole('listitem');
    await card.getByRole('link', { name: `Connect calendars to ${name}` }).click();
    await page.getByRole('heading', { name: 'Connect Calendars' }).waitFor();
    await page.getByText('No calendars connected yet.', { exact: false }).waitFor();
    // No provider has an OAuth client on the local stack: no connect button is offered, and
    // nothing asks the owner to configure the backend.
    await page
      .getByText('Google and Microsoft calendars cannot be connected on this site')
      .waitFor();
    expect(await page.getByRole('button', { name: /^Connect (Google|Microsoft)/ }).count()).toBe(0);
    expect(await page.getByText('OAuth client credentials', { exact: false }).count()).toBe(0);

    // A name is required; then the first calendar is the primary one.
    await page.getByRole('button', { name: 'Local Calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Local Calendar' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('Please enter a calendar name').waitFor();
    await dialog.getByLabel('Calendar name').fill('Client meetings');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await waitForToast(page, 'Local calendar created successfully');
    await dialog.waitFor({ state: 'detached' });
    await waitForFocus(page.getByRole('button', { name: 'Local Calendar' }));
    const connections = page.getByRole('list', { name: 'Connected calendars' });
    const row = connections.getByRole('listitem').filter({ hasText: 'Client meetings' });
    await row.getByText('Primary', { exact: true }).waitFor();
    await row.getByText('Local Calendar', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Sync Now' }).click();
    await waitForToast(page, 'Sync Started');

    // Where only Google has a client (the API says so), only its button is offered.
    await page.route('**/api/calendar-providers', (route) =>
      route.fulfill({ status: 200, json: { providers: ['google'] } }),
    );
    await page.reload();
    await page.getByRole('button', { name: 'Connect Google Calendar' }).waitFor();
    expect(await page.getByRole('button', { name: 'Connect Microsoft Calendar' }).count()).toBe(0);
    // Google, with the provider stood in for: the popup opens on another origin first (whose
    // message is ignored), then reports success from this site's origin.
    const elsewhere = stack().webUrl!.replace('127.0.0.1', 'localhost');
    await page.route('**/oauth/google', (route) =>
      route.fulfill({ status: 200, json: { authUrl: `${elsewhere}/privacy` } }),
    );
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Connect Google Calendar' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(popup.url()).toBe(`${elsewhere}/privacy`);
    const connected = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Google Calendar connected successfully' });
    // A second message from the popup, which arrives after the first, says when the page has
    // handled the first; a frame later a toast it raised would be on the screen.
    type Probe = { probeSeen?: Promise<void> };
    await page.evaluate(() => {
      (window as Probe).probeSeen = new Promise((resolve) =>
        window.addEventListener('message', (e) => e.data === 'probe' && resolve()),
      );
    });
    await popup.evaluate(() => {
      window.opener.postMessage('oauth-success', '*');
      window.opener.postMessage('probe', '*');
    });
    await page.evaluate(async () => {
      await (window as Probe).probeSeen;
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    });
    expect(await connected.count()).toBe(0);
    expect(popup.isClosed()).toBe(false);
    // Navigated from inside the popup, as a provider's redirect would be, so it keeps its opener.
    await popup.evaluate((url) => window.location.assign(url), `${stack().webUrl}/privacy`);
    await popup.waitForURL(`${stack().webUrl}/privacy`);
    await popup.evaluate(() => window.opener.postMessage({ type: 'oauth-success' }, '*'));
    await waitForToast(page, 'Google Calendar connected successfully');
    await expect.poll(() => popup.isClosed()).toBe(true);
    expect(await connected.count()).toBe(1);

    // Add an event on the calendar view: today, 09:00–10:00 UTC by default.
    await page.getByRole('link', { name: 'Back to Calendar' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('1 calendar connected').waitFor();
    const bookingPagePath = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Add Event' }).click();
    const event = page.getByRole('dialog', { name: 'Add Event' });
    expect(await event.getByLabel('Start time').inputValue()).toBe('09:00');
    expect(await event.getByLabel('End time').inputValue()).toBe('10:00');
    expect(await event.getByLabel('Time zone').inputValue()).toBe('UTC');
    await event.getByRole('button', { name: 'Add Event' }).click();
    await event.getByText('Please enter an event title').waitFor();
    await event.getByLabel('Title').fill('Board prep');
    await event.getByLabel('Attendee name').fill('Dana CFO');
    await event.getByRole('button', { name: 'Add Event' }).click();
    await waitForToast(page, 'Event added successfully');
    await event.waitFor({ state: 'detached' });
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    expect(await focusedName()).toBe('Add Event');
    await page.getByRole('button', { name: /^Board prep, with Dana CFO, / }).waitFor();
    // The grid scrolls inside its frame; the page itself never scrolls sideways at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    // Disconnect, then delete the page from the list.
    await page.getByRole('link', { name: 'Manage calendars' }).click();
    await row.getByRole('button', { name: 'Disconnect Client meetings' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
    await waitForToast(page, 'Calendar disconnected');
    await row.waitFor({ state: 'detached' });

    await page.goto('/booking-pages');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this calendar?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await waitForToast(page, 'Calendar deleted successfully');
    await page.getByText('No booking pages yet').waitFor();

    // A page that is gone says so, with the way back.
    await page.goto(bookingPagePath!);
    await page.getByRole('heading', { name: 'Calendar not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Booking Pages' }).click();
    await page.waitForURL((u) => u.pathname === '/booking-pages');

    expect(problems.filter((p) => !/status of (404|503)/.test(p))).toEqual([]);
    await context.close();
  });
});
