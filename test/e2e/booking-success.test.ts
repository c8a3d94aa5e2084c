import { text } from 'node:stream/consumers';
import type { Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInCaller } from '../support/api-session';
import { describeViolations, seriousAxeViolations } from '../support/axe';
import { openDay, utcDateAhead } from '../support/booking-day';
import { createOpenPage } from '../support/booking-pages';
import { createUser, openPage, useBrowser, waitForFocus, waitForToast } from '../support/browser';
import { calendarConnect } from '../support/calendar-connect';
import { startFakeProviders, type FakeProviders } from '../support/fake-calendar-providers';
import { startStack, type StartedStack } from '../support/stack';

const stack = () => inject('stack');
const browser = useBrowser();

/** Wholly inside the window, as the visitor sees it without scrolling. */
const inView = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

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
    await waitForFocus(details);

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
    const booking = (await response.json()) as {
      id: string;
      startTime: string;
      endTime: string;
      manageToken: string;
    };
    expect(Date.parse(booking.startTime)).toBe(Date.parse(start));

    // The success screen, in view and focused; the spec's toast; the stale red one gone.
    const success = v.getByRole('heading', { level: 2, name: 'Your meeting is booked' });
    await expect.poll(() => inView(success)).toBe(true);
    await waitForFocus(success);
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
    // The personal link to move or cancel it, from the booking's own answer.
    expect(
      await screen.getByRole('link', { name: 'Manage this booking' }).getAttribute('href'),
    ).toBe(`/book/cancel#${booking.manageToken}`);

    // "Add to calendar": a calendar file of the very meeting, under the mailed invite's UID.
    const downloaded = v.waitForEvent('download');
    await screen.getByRole('button', { name: 'Add to calendar' }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toBe('success-call.ics');
    // Read through the browser's connection: the shared browser's files are not on a local path.
    const ics = await text(await file.createReadStream());
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

describe('a booking whose answer was lost on the way', () => {
  it('is answered again on the next try, without a manage link: the screen points to the mail', async () => {
    const owner = await createUser(stack(), 'owner');
    const calendar = await createOpenPage(await signedInCaller(stack(), owner), {
      name: 'Lost answer call',
      slugPrefix: 'lost',
      timeZone: 'UTC',
    });
    const visitor = await openPage(browser(), stack().webUrl!, { width: 1280, height: 720 }, 'UTC');
    const v = visitor.page;
    // The first request books, but its answer never reaches the page (the network drops it).
    let first = true;
    await v.route('**/bookings', async (route) => {
      if (route.request().method() !== 'POST' || !first) return route.continue();
      first = false;
      const answer = await route.fetch();
      expect(answer.status()).toBe(201);
      await route.abort('failed');
    });
    await v.goto(`/book/${calendar.slug}`);
    await v.getByRole('heading', { level: 1, name: 'Lost answer call' }).waitFor();
    await openDay(v, utcDateAhead(6));
    await timeButtons(v).first().click();
    await v.getByLabel('Your name').fill('Lou Visitor');
    await v.getByLabel('Your email').fill('lou@example.com');
    await v.getByRole('button', { name: 'Book Meeting' }).click();
    await waitForToast(v, 'Failed to book meeting');

    // The same request again: the first booking, answered from its claim, which keeps no token.
    const answered = v.waitForResponse(
      (r) => r.url().endsWith('/bookings') && r.request().method() === 'POST',
    );
    await v.getByRole('button', { name: 'Book Meeting' }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    expect(await response.json()).not.toHaveProperty('manageToken');
    const screen = v.getByRole('region', { name: 'Your meeting is booked' });
    await screen
      .getByText('Need to cancel or move it? Your confirmation email has your personal link.')
      .waitFor();
    expect(await screen.getByRole('link', { name: 'Manage this booking' }).count()).toBe(0);
    await screen.getByText(/No video call is set up/).waitFor();

    // Only the dropped answer was logged as a failure.
    expect(visitor.problems.every((p) => p.includes('net::ERR_FAILED'))).toBe(true);
    await visitor.context.close();
  });
});

describe('the success screen with a place the host set', () => {
  it('shows the host’s own video link as the join button', async () => {
    const owner = await createUser(stack(), 'owner');
    const link = 'https://video.example.com/room-42';
    const calendar = await createOpenPage(await signedInCaller(stack(), owner), {
      name: 'Own room call',
      slugPrefix: 'room',
      timeZone: 'UTC',
      location: { kind: 'video_link', value: link },
    });
    const visitor = await openPage(browser(), stack().webUrl!, { width: 375, height: 740 }, 'UTC');
    const v = visitor.page;
    await v.goto(`/book/${calendar.slug}`);
    await v.getByRole('heading', { level: 1, name: 'Own room call' }).waitFor();
    await openDay(v, utcDateAhead(4));
    await timeButtons(v).first().click();
    await v.getByLabel('Your name').fill('Rita Visitor');
    await v.getByLabel('Your email').fill('rita@example.com');
    await v.getByRole('button', { name: 'Book Meeting' }).click();

    const where = v
      .getByRole('region', { name: 'Your meeting is booked' })
      .getByTestId('booked-where');
    const join = where.getByRole('link', { name: 'Join video call' });
    await join.waitFor();
    expect(await join.getAttribute('href')).toBe(link);
    expect(await join.getAttribute('target')).toBe('_blank');
    await where.getByText('Video call', { exact: true }).waitFor();
    expect(await where.getByText(/No video call/).count()).toBe(0);
    // Nothing is wider than the phone's screen.
    expect(await v.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
      true,
    );
    // No serious accessibility finding on the screen (the app's toasts let go first).
    await v.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' });
    expect(describeViolations('success screen', await seriousAxeViolations(v))).toEqual([]);

    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  });
});

/**
 * The text of an element as the screen shows it, line by line: where the browser broke it.
 * Each character's box is measured, so a break inside a word shows as well as one at a space.
 */
const shownLines = (locator: Locator) =>
  locator.evaluate((el) => {
    const lines: string[] = [];
    let top: number | undefined;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        if (!box) continue;
        if (top === undefined || box.top > top + 2) lines.push(text[i]!);
        else lines[lines.length - 1] += text[i]!;
        top = box.top;
      }
    }
    return lines.map((line) => line.trim());
  });

describe('the success screen on a phone, with a long e-mail address', () => {
  it('breaks the address only before its @ or a dot, or after a hyphen, never mid-word', async () => {
    const owner = await createUser(stack(), 'owner');
    const calendar = await createOpenPage(await signedInCaller(stack(), owner), {
      name: 'Phone call',
      slugPrefix: 'phone-mail',
      timeZone: 'UTC',
    });
    const visitor = await openPage(browser(), stack().webUrl!, { width: 375, height: 740 }, 'UTC');
    const v = visitor.page;
    await v.goto(`/book/${calendar.slug}`);
    await v.getByRole('heading', { level: 1, name: 'Phone call' }).waitFor();
    await openDay(v, utcDateAhead(5));
    await timeButtons(v).first().click();
    await v.getByLabel('Your name').fill('Vic Visitor');
    // Short enough for a line of its own, too long for the rest of the sentence's line.
    const short = 'visitor2-375@example.com';
    // Longer than a phone's line: it has to break somewhere.
    const long = 'victoria.visitor-375@security-consulting-partners.example.com';
    await v.getByLabel('Your email').fill(short);
    await v.getByRole('button', { name: 'Book Meeting' }).click();
    const screen = v.getByRole('region', { name: 'Your meeting is booked' });
    const sentence = screen.getByText(/^A confirmation with a calendar invite is on its way to/);
    await sentence.waitFor();
    // The address is whole on one line, its full stop with it.
    expect(await shownLines(sentence)).toContainEqual(`${short}.`);
    expect(await v.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
      true,
    );

    // Another booking, with an address longer than the line.
    await screen.getByRole('button', { name: 'Book another time' }).click();
    await openDay(v, utcDateAhead(6));
    await timeButtons(v).first().click();
    await v.getByLabel('Your name').fill('Vic Visitor');
    await v.getByLabel('Your email').fill(long);
    await v.getByRole('button', { name: 'Book Meeting' }).click();
    await screen.getByText(long).waitFor();
    const lines = await shownLines(sentence);
    const start = lines.findIndex((line) => line.startsWith(long.slice(0, 8)));
    expect(start, lines.join(' | ')).toBeGreaterThan(0);
    const pieces = lines.slice(start);
    expect(pieces.join('')).toBe(`${long}.`);
    expect(pieces.length).toBeGreaterThan(1);
    for (const [i, piece] of pieces.entries()) {
      if (i === 0) continue;
      // A line of the address starts at its @ or a dot, or follows a hyphen.
      const sensible = /^[@.]/.test(piece) || pieces[i - 1]!.endsWith('-');
      expect(sensible, pieces.join(' | ')).toBe(true);
    }
    expect(await v.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
      true,
    );
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  });
});

describe('the success screen’s links, with the host’s Google calendar connected', () => {
  // Its own stack: the fake Google makes the Meet link once the booking is written back.
  let fakes: FakeProviders;
  let own: StartedStack;
  beforeAll(async () => {
    fakes = await startFakeProviders();
    own = await startStack({ web: 'static', calendarProviders: fakes.env() });
  });
  afterAll(async () => {
    await own?.stop();
    await fakes?.stop();
  });

  it('shows the join link once the calendar made it, and the manage link opens the meeting', async () => {
    const ownerCaller = await signedInCaller(own, await createUser(own, 'owner'));
    const calendar = await createOpenPage(ownerCaller, {
      name: 'Meet call',
      slugPrefix: 'meet',
      timeZone: 'UTC',
    });
    await calendarConnect(() => ownerCaller).connect(calendar, 'google');

    const visitor = await openPage(browser(), own.webUrl!, { width: 1280, height: 720 }, 'UTC');
    const v = visitor.page;
    // The screen's first reads of the meeting are held until "being created" has been seen.
    const held: Route[] = [];
    let holding = true;
    await v.route('**/api/public/bookings/by-link', (route) =>
      holding ? void held.push(route) : route.continue(),
    );

    await v.goto(`/book/${calendar.slug}`);
    await v.getByRole('heading', { level: 1, name: 'Meet call' }).waitFor();
    await openDay(v, utcDateAhead(3));
    await timeButtons(v).nth(1).click();
    const platforms = v.getByRole('group', { name: 'Meeting platform' });
    expect(await platforms.getByLabel('Google Meet').isChecked()).toBe(true);
    await v.getByLabel('Your name').fill('Meg Visitor');
    await v.getByLabel('Your email').fill('meg@example.com');
    const answered = v.waitForResponse(
      (r) => r.url().endsWith('/bookings') && r.request().method() === 'POST',
    );
    await v.getByRole('button', { name: 'Book Meeting' }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    const booking = (await response.json()) as { startTime: string; manageToken: string };

    const screen = v.getByRole('region', { name: 'Your meeting is booked' });
    const where = screen.getByTestId('booked-where');
    await where.getByText('Google Meet. Your join link is being created…').waitFor();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    holding = false;
    for (const route of held.splice(0)) await route.continue();

    // The link the fake Google made, as a button that opens the call beside the page.
    const join = where.getByRole('link', { name: 'Join Google Meet' });
    await join.waitFor();
    const event = fakes.google
      .writtenEvents()
      .find((e) => new Date(e.start).toISOString() === booking.startTime);
    expect(event?.joinUrl).toMatch(/^https:\/\/meet\.google\.com\//);
    expect(await join.getAttribute('href')).toBe(event!.joinUrl);
    expect(await join.getAttribute('target')).toBe('_blank');
    expect(await where.getByText(/being created/).count()).toBe(0);

    // "Manage this booking" opens the visitor's manage page for this very meeting.
    await screen.getByRole('link', { name: 'Manage this booking' }).click();
    await v.getByRole('heading', { level: 1, name: 'Manage your meeting' }).waitFor();
    expect(new URL(v.url()).pathname).toBe('/book/cancel');
    expect(new URL(v.url()).hash).toBe(`#${booking.manageToken}`);
    await v.getByText('Meet call').first().waitFor();
    expect(await v.getByRole('link', { name: 'Join Google Meet' }).getAttribute('href')).toBe(
      event!.joinUrl,
    );

    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  });

  it('stops waiting for a join link the calendar does not make, and says the mail will bring it', async () => {
    const ownerCaller = await signedInCaller(own, await createUser(own, 'owner'));
    const calendar = await createOpenPage(ownerCaller, {
      name: 'Outage call',
      slugPrefix: 'outage',
      timeZone: 'UTC',
    });
    await calendarConnect(() => ownerCaller).connect(calendar, 'google');
    // Google answers every write with an outage: the booking goes through, with no link yet.
    fakes.google.failWrites(503);
    try {
      const visitor = await openPage(browser(), own.webUrl!, { width: 1280, height: 720 }, 'UTC');
      const v = visitor.page;
      // The page's clock, so the minute of waiting can be jumped through.
      await v.clock.install();
      await v.goto(`/book/${calendar.slug}`);
      await v.getByRole('heading', { level: 1, name: 'Outage call' }).waitFor();
      await openDay(v, utcDateAhead(5));
      await timeButtons(v).first().click();
      await v.getByLabel('Your name').fill('Otto Visitor');
      await v.getByLabel('Your email').fill('otto@example.com');
      await v.getByRole('button', { name: 'Book Meeting' }).click();

      const where = v
        .getByRole('region', { name: 'Your meeting is booked' })
        .getByTestId('booked-where');
      await where.getByText('Google Meet. Your join link is being created…').waitFor();
      const reads: string[] = [];
      v.on('request', (r) => {
        if (r.url().endsWith('/api/public/bookings/by-link')) reads.push(r.url());
      });
      const later = where.getByText(
        'Google Meet. The link to join will be in your confirmation email.',
      );
      await expect
        .poll(
          async () => {
            await v.clock.fastForward(5_000);
            return later.count();
          },
          { timeout: 60_000 },
        )
        .toBe(1);
      // It asked a bounded number of times, then stopped.
      const asked = reads.length;
      expect(asked).toBeLessThanOrEqual(12);
      await v.clock.fastForward(120_000);
      await v.getByRole('link', { name: 'Manage this booking' }).waitFor();
      expect(reads.length).toBe(asked);
      expect(await where.getByRole('link').count()).toBe(0);

      expect(visitor.problems).toEqual([]);
      await visitor.context.close();
    } finally {
      fakes.google.failWrites(undefined);
    }
  });
});
