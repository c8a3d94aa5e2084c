import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createUser, openPage, signIn, useBrowser, waitForToast } from '../support/browser';
import { mailsTo, readInvite, waitForMail } from '../support/outbox';

const stack = () => inject('stack');
const browser = useBrowser();

const suffix = () => randomUUID().slice(0, 8);

/** A weekday (UTC) three or more days ahead, as YYYY-MM-DD: the new page's default hours hold. */
function weekdayAhead(): string {
  for (let days = 3; ; days++) {
    const date = new Date(Date.now() + days * 86_400_000);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) return date.toISOString().slice(0, 10);
  }
}

/** Chooses a day on a month picker, moving on a month if needed, then a time of it. */
async function chooseTime(page: Page | Locator, day: string, start: string) {
  for (let month = 0; month < 3; month++) {
    await page.locator('table[role="grid"][aria-busy="false"]').waitFor();
    const button = page.locator(`button[data-date="${day}"][data-available]`);
    if ((await button.count()) > 0) {
      await button.click();
      break;
    }
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  const time = page.locator(`button[data-start="${start}"]`);
  await time.click();
  expect(await time.getAttribute('aria-pressed')).toBe('true');
}

/** "09:00" on a 24-hour clock in `zone`, as the mails write it. */
const clockIn = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

const VISITOR_ZONE = 'America/New_York';
const plus30 = (iso: string) => new Date(Date.parse(iso) + 30 * 60_000).toISOString();

describe('changing a booked meeting', () => {
  it('the host reschedules from the week view; the visitor moves it again by the mailed link; each sees the time in their own zone', async () => {
    const owner = await createUser(stack(), 'owner');
    const { page, context, problems } = await openPage(
      browser(),
      stack().webUrl!,
      undefined,
      'UTC',
    );
    await signIn(page, owner.email, owner.password);

    // A page with the default hours (Monday to Friday, 09:00–17:00) in UTC.
    const id = suffix();
    const name = `Risk review ${id}`;
    const slug = `risk-${id}`;
    await page.goto('/booking-pages/new');
    await page.getByRole('heading', { name: 'Create Booking Page' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('URL slug').fill(slug);
    await page.getByRole('button', { name: 'Create Booking Page' }).click();
    await waitForToast(page, 'Calendar created successfully');
    const card = page.getByRole('list', { name: 'Booking pages' }).getByRole('listitem');
    const bookingPagePath = await card
      .getByRole('link', { name: `View calendar of ${name}` })
      .getAttribute('href');

    // A visitor books 10:00 on a weekday ahead.
    const day = weekdayAhead();
    const visitorName = `Visitor ${suffix()}`;
    const visitorEmail = `visitor-${suffix()}@example.com`;
    const booked = await fetch(`${stack().apiUrl}/api/public/booking-pages/${slug}/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        startTime: `${day}T10:00:00.000Z`,
        attendeeName: visitorName,
        attendeeEmail: visitorEmail,
        attendeeTimeZone: VISITOR_ZONE,
        idempotencyKey: randomUUID(),
      }),
    });
    expect(booked.status).toBe(201);
    const first = readInvite(
      await waitForMail(stack().outboxDir, visitorEmail, /^Meeting booked: /),
    ).event;

    // The host opens the meeting on the week view and moves it to 14:00, by keyboard.
    await page.goto(`${bookingPagePath}?week=${day}`);
    const block = page.getByRole('button', { name: new RegExp(`with ${visitorName}, `) });
    await block.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog');
    await details.getByRole('button', { name: 'Reschedule' }).click();
    const move = page.getByRole('dialog', { name: 'Reschedule meeting' });
    const hostTarget = `${day}T14:00:00.000Z`;
    await chooseTime(move, day, hostTarget);
    await move.getByRole('button', { name: 'Move Meeting' }).click();
    await waitForToast(page, 'Meeting rescheduled');
    await page.getByRole('button', { name: new RegExp(`with ${visitorName}, `) }).waitFor();

    const hostMove = await waitForMail(stack().outboxDir, visitorEmail, /^Meeting rescheduled: /);
    const moved = readInvite(hostMove);
    expect(moved.method).toBe('REQUEST');
    expect(moved.event.uid).toBe(first.uid);
    expect(moved.event.sequence).toBeGreaterThan(first.sequence ?? 0);
    expect(moved.event.start.toISOString()).toBe(hostTarget);
    // The visitor's mail gives the new time in their zone first.
    expect(hostMove.text).toContain(
      `${clockIn(hostTarget, VISITOR_ZONE)}–${clockIn(plus30(hostTarget), VISITOR_ZONE)} ${VISITOR_ZONE} (your time zone)`,
    );

    // The visitor opens the link of that mail and moves the meeting to 15:00.
    const link = /https?:\/\/\S+\/book\/cancel#[A-Za-z0-9_-]+/.exec(hostMove.text ?? '');
    expect(link, hostMove.text).not.toBeNull();
    const url = new URL(link![0]);
    const visitor = await openPage(browser(), stack().webUrl!, undefined, VISITOR_ZONE);
    const v = visitor.page;
    await v.goto(`${url.pathname}${url.hash}`);
    await v.getByRole('heading', { name: 'Manage your meeting' }).waitFor();
    // The host's new time, on the visitor's clock: their zone named, its hour not UTC's.
    const summary = v.locator('dl').first();
    await summary.getByText('(America/New York)').waitFor();
    const visitorClock = await v.evaluate(
      (iso) =>
        new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(
          new Date(iso),
        ),
      hostTarget,
    );
    expect(visitorClock).not.toContain('14');
    expect(await summary.innerText()).toContain(visitorClock);
    // The host's move is not the link's: all three of its moves are left.
    await v.getByText('You can move this meeting 3 more times with this link.').waitFor();
    await v.getByRole('button', { name: 'Choose a new time' }).click();
    const visitorTarget = `${day}T15:00:00.000Z`;
    await chooseTime(v, day, visitorTarget);
    // The host's choice is the meeting's own time now: not offered to move into.
    expect(await v.locator(`button[data-start="${hostTarget}"]`).count()).toBe(0);
    await v.getByRole('button', { name: 'Move Meeting' }).click();
    await waitForToast(v, 'Meeting rescheduled');
    // The page shows the meeting at its new time, and one move fewer left.
    await v.locator(`time[datetime="${visitorTarget}"]`).waitFor();
    await v.getByText('You can move this meeting 2 more times with this link.').waitFor();

    // The host's week shows the visitor's choice on the host's clock (UTC here).
    await page.goto(`${bookingPagePath}?week=${day}`);
    await page
      .getByRole('button', { name: new RegExp(`with ${visitorName}, .*15:00 – 15:30`) })
      .waitFor();

    // Each move mailed the visitor once; the second carries the newer version.
    await expect
      .poll(
        async () => {
          const mails = (await mailsTo(stack().outboxDir, visitorEmail)).filter((m) =>
            m.subject.startsWith('Meeting rescheduled: '),
          );
          return mails.map((m) => readInvite(m).event.start.toISOString());
        },
        { timeout: 15_000 },
      )
      .toEqual([hostTarget, visitorTarget]);
    const owners = await fetch(
      `${stack().apiUrl}/api/public/booking-pages/${slug}/slots?from=${day}T00:00:00Z&to=${day}T23:59:59Z`,
    );
    const free = ((await owners.json()) as { slots: { start: string }[] }).slots.map(
      (s) => s.start,
    );
    expect(free).toContain(`${day}T10:00:00.000Z`);
    expect(free).toContain(hostTarget);
    expect(free).not.toContain(visitorTarget);

    expect(problems).toEqual([]);
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
    await context.close();
  });
});
