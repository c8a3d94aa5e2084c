import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import {
  bookingPageMessages,
  ZBookingPage,
  type TBookingPage,
} from '@contracts/booking/booking-page';
import { ZBookingByToken } from '@contracts/booking/cancel-booking';
import { LINK_TOKEN_HEADER } from '@contracts/link-token';
import { ZMeetingList } from '@contracts/booking/meeting';
import { bookingMessages, ZPublicBookingPage, ZSlotList } from '@contracts/booking/public-booking';
import { BOOKING_CAPS } from '../../lambdas/services/booking/booking-caps';
import {
  anonymousCaller,
  anonymousCallerFrom,
  userCaller,
  type Caller,
} from '../support/api-session';
import { ownLoopbackAddress } from '../support/loopback-address';
import { createOpenPage } from '../support/booking-pages';
import { mailsTo, readInvite, waitForMail } from '../support/outbox';
import { expectError } from '../support/api-error';

const stack = inject('stack');
const anonymous = anonymousCaller(stack);
const DAY = 86_400_000;
let owner: Caller;

// Owners' busy times are shared by all their pages: each test books for an owner of its own.
beforeEach(async () => {
  owner = await userCaller(stack);
});

/**
 * A loopback address of its own for each visitor of this file: the stack sees it as the
 * request's source, so the per-source cap counts these bookings apart from other tests'.
 */
const newSource = ownLoopbackAddress;

/** A booking sent from `source` (a loopback address), as a visitor's browser sends it. */
const bookFrom = (source: string, slug: string, startTime: string, attendeeEmail: string) =>
  anonymousCallerFrom(stack, source).call('POST', `/api/public/booking-pages/${slug}/bookings`, {
    body: {
      startTime,
      attendeeName: 'Ada Lovelace',
      attendeeEmail,
      idempotencyKey: randomUUID(),
    },
  });

const newPage = () =>
  createOpenPage(owner, { name: 'Limits', slugPrefix: 'limits', timeZone: 'UTC' });
const visitor = () => `visitor-${randomUUID().slice(0, 8)}@example.com`;

/** The UTC day `days` from today, as YYYY-MM-DD. */
const dayAhead = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** The `i`-th start from three days ahead on: twenty a day, 08:00–17:30 UTC (the open page). */
const slot = (i: number) =>
  new Date(
    Date.parse(`${dayAhead(3 + Math.floor(i / 20))}T08:00:00.000Z`) + (i % 20) * 30 * 60_000,
  ).toISOString();

async function meetingsBetween(page: TBookingPage, from: string, to: string) {
  const res = await owner.call(
    'GET',
    `/api/booking-pages/${page.id}/meetings?from=${from}&to=${to}`,
  );
  expect(res.status).toBe(200);
  return ZMeetingList.parse(res.body).meetings;
}

/** Every meeting of the page over the days `slot` uses. */
const allMeetings = (page: TBookingPage) =>
  meetingsBetween(page, `${dayAhead(3)}T00:00:00.000Z`, `${dayAhead(7)}T00:00:00.000Z`);

const confirmations = async (email: string) =>
  (await mailsTo(stack.outboxDir, email)).filter((m) => m.subject.startsWith('Meeting booked'));

/**
 * After a refused booking: a later booking's confirmation arrives (the mails of what came before
 * have gone out by then), and still the refused address got no more than `expected` mails.
 */
async function expectNoMoreMailTo(email: string, expected: number, page: TBookingPage, at: string) {
  const control = visitor();
  expect((await bookFrom(newSource(), page.slug, at, control)).status).toBe(201);
  await waitForMail(stack.outboxDir, control, /^Meeting booked/);
  expect(await confirmations(email)).toHaveLength(expected);
}

describe('minimum notice and horizon', () => {
  it('shows the page’s limits, offers no time past them, and refuses bookings there', async () => {
    const page = await newPage();
    expect(page).toMatchObject({ minimumNoticeMinutes: 120, horizonDays: 60 });
    const shown = ZPublicBookingPage.parse(
      (await anonymous.call('GET', `/api/public/booking-pages/${page.slug}`)).body,
    );
    expect(shown).toMatchObject({ minimumNoticeMinutes: 120, horizonDays: 60 });

    const now = Date.now();
    const startsBetween = async (from: number, to: number) => {
      const res = await anonymous.call(
        'GET',
        `/api/public/booking-pages/${page.slug}/slots?from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return ZSlotList.parse(res.body).slots.map((s) => Date.parse(s.start));
    };
    // The first free times come two hours from now or later; the last ones end at the horizon.
    const first = await startsBetween(now, now + 2 * DAY);
    expect(first.length).toBeGreaterThan(0);
    expect(Math.min(...first)).toBeGreaterThanOrEqual(now + 2 * 3_600_000);
    const starts = await startsBetween(now + 58 * DAY, now + 62 * DAY);
    expect(starts.length).toBeGreaterThan(0);
    expect(Math.max(...starts)).toBeLessThan(now + 60 * DAY + 60_000);

    const source = newSource();
    const far = `${dayAhead(61)}T10:00:00.000Z`;
    expectError(
      await bookFrom(source, page.slug, far, visitor()),
      409,
      bookingMessages.tooFarAhead(60),
    );
    expectError(
      await bookFrom(source, page.slug, '2099-01-05T10:00:00.000Z', visitor()),
      409,
      bookingMessages.tooFarAhead(60),
    );
    // Half an hour to an hour from now, on the half hour: always inside two hours' notice.
    const soon = new Date(Math.ceil((now + 30 * 60_000) / 1_800_000) * 1_800_000).toISOString();
    const early = visitor();
    expectError(await bookFrom(source, page.slug, soon, early), 409, bookingMessages.tooSoon);
    expect(
      await meetingsBetween(
        page,
        new Date(now).toISOString(),
        new Date(now + 3 * DAY).toISOString(),
      ),
    ).toEqual([]);
    expect(
      await meetingsBetween(page, `${dayAhead(61)}T00:00:00.000Z`, `${dayAhead(62)}T00:00:00.000Z`),
    ).toEqual([]);
    await expectNoMoreMailTo(early, 0, page, slot(0));
  });

  it('follows the limits the owner chose for the page', async () => {
    const res = await owner.call('POST', '/api/booking-pages', {
      body: {
        name: 'Short notice',
        slug: `short-${randomUUID().slice(0, 8)}`,
        timeZone: 'UTC',
        minimumNoticeMinutes: 0,
        horizonDays: 7,
        availability: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
          dayOfWeek,
          startTime: '08:00',
          endTime: '18:00',
        })),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const page = ZBookingPage.parse(res.body);
    expect(page).toMatchObject({ minimumNoticeMinutes: 0, horizonDays: 7 });
    expect(
      ZBookingPage.parse((await owner.call('GET', `/api/booking-pages/${page.id}`)).body),
    ).toMatchObject({ minimumNoticeMinutes: 0, horizonDays: 7 });
    const source = newSource();
    expectError(
      await bookFrom(source, page.slug, `${dayAhead(8)}T10:00:00.000Z`, visitor()),
      409,
      bookingMessages.tooFarAhead(7),
    );
    expect(
      (await bookFrom(source, page.slug, `${dayAhead(6)}T10:00:00.000Z`, visitor())).status,
    ).toBe(201);
    expectError(
      await owner.call('POST', '/api/booking-pages', {
        body: {
          name: 'Too far',
          slug: `far-${randomUUID().slice(0, 8)}`,
          timeZone: 'UTC',
          availability: [{ dayOfWeek: 1, startTime: '09:00', endTime: '10:00' }],
          horizonDays: 3650,
        },
      }),
      400,
      bookingPageMessages.horizon,
    );
  });
});

describe('caps on anonymous bookings', () => {
  it('caps one address on one page per day: 429, nothing booked, no mail', async () => {
    const page = await newPage();
    const source = newSource();
    const email = visitor();
    const limit = BOOKING_CAPS.perAddress.limit;
    for (let i = 0; i < limit; i += 1)
      expect((await bookFrom(source, page.slug, slot(i), email)).status).toBe(201);
    // The booking just before the cap is mailed like any other.
    await expect
      .poll(() => confirmations(email).then((m) => m.length), { timeout: 10_000 })
      .toBe(limit);
    expectError(
      await bookFrom(source, page.slug, slot(limit), email),
      429,
      bookingMessages.tooManyForAddress,
    );
    expect(await allMeetings(page)).toHaveLength(limit);
    await expectNoMoreMailTo(email, limit, page, slot(limit + 1));
  });

  it('caps the new bookings of one page per day, whoever makes them', async () => {
    const page = await newPage();
    const limit = BOOKING_CAPS.perPage.limit;
    let source = newSource();
    let last = '';
    for (let i = 0; i < limit; i += 1) {
      if (i % 10 === 0) source = newSource();
      last = visitor();
      expect((await bookFrom(source, page.slug, slot(i), last)).status).toBe(201);
    }
    await waitForMail(stack.outboxDir, last, /^Meeting booked/);
    const refused = visitor();
    expectError(
      await bookFrom(newSource(), page.slug, slot(limit), refused),
      429,
      bookingMessages.tooManyForPage,
    );
    expect(await allMeetings(page)).toHaveLength(limit);
    // Another page of the same owner still takes bookings; the refused visitor got nothing.
    await expectNoMoreMailTo(refused, 0, await newPage(), slot(limit + 1));
  });

  it('caps the bookings from one source address per hour, on any page', async () => {
    const [one, two] = [await newPage(), await newPage()];
    const source = newSource();
    const limit = BOOKING_CAPS.perSource.limit;
    let last = '';
    for (let i = 0; i < limit; i += 1) {
      last = visitor();
      expect((await bookFrom(source, (i % 2 ? one : two).slug, slot(i), last)).status).toBe(201);
    }
    await waitForMail(stack.outboxDir, last, /^Meeting booked/);
    const refused = visitor();
    expectError(
      await bookFrom(source, one.slug, slot(limit), refused),
      429,
      bookingMessages.tooManyFromSource,
    );
    expect([...(await allMeetings(one)), ...(await allMeetings(two))]).toHaveLength(limit);
    // The same booking from another address goes in.
    expect((await bookFrom(newSource(), one.slug, slot(limit), refused)).status).toBe(201);
    await waitForMail(stack.outboxDir, refused, /^Meeting booked/);
    expect(await confirmations(refused)).toHaveLength(1);
  });
});

describe('moves by the visitor’s link', () => {
  /** The personal link of the confirmation of the booking at `startTime`. */
  async function linkOf(email: string, startTime: string): Promise<string> {
    let token: string | undefined;
    await expect
      .poll(
        async () => {
          const mail = (await confirmations(email)).find(
            (m) => readInvite(m).event.start.toISOString() === startTime,
          );
          token = /\/book\/cancel#([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
          return token;
        },
        { timeout: 10_000 },
      )
      .toBeDefined();
    return token!;
  }

  const moveFrom = (source: string, token: string, startTime: string) =>
    anonymousCallerFrom(stack, source).call('POST', '/api/public/bookings/by-link/reschedule', {
      body: { startTime },
      headers: { [LINK_TOKEN_HEADER]: token },
    });

  it('do not spend the address’s daily bookings: three moves of one booking with the cap nearly reached', async () => {
    const page = await newPage();
    const source = newSource();
    const email = visitor();
    const limit = BOOKING_CAPS.perAddress.limit;
    // All but one of the address's bookings on the page today.
    for (let i = 0; i < limit - 1; i += 1)
      expect((await bookFrom(source, page.slug, slot(i), email)).status).toBe(201);
    const token = await linkOf(email, slot(0));
    for (const i of [10, 11, 12]) {
      const res = await moveFrom(source, token, slot(i));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(ZBookingByToken.parse(res.body).startTime).toBe(slot(i));
    }
    // The last booking of the address's day is still there to take, and then the cap holds.
    expect((await bookFrom(source, page.slug, slot(5), email)).status).toBe(201);
    expectError(
      await bookFrom(source, page.slug, slot(6), email),
      429,
      bookingMessages.tooManyForAddress,
    );
    expect((await allMeetings(page)).map((m) => m.startTime).sort()).toEqual(
      [slot(1), slot(5), slot(12)].sort(),
    );
  });

  it('count against the source address’s cap on anonymous writes', async () => {
    const [one, two] = [await newPage(), await newPage()];
    const source = newSource();
    const limit = BOOKING_CAPS.perSource.limit;
    const moved = visitor();
    expect((await bookFrom(source, one.slug, slot(0), moved)).status).toBe(201);
    const token = await linkOf(moved, slot(0));
    // Two moves and the bookings that fill the rest of the hour's writes.
    for (const i of [1, 2]) expect((await moveFrom(source, token, slot(i))).status).toBe(200);
    for (let i = 3; i < limit; i += 1)
      expect((await bookFrom(source, (i % 2 ? one : two).slug, slot(i), visitor())).status).toBe(
        201,
      );
    expectError(
      await moveFrom(source, token, slot(limit + 1)),
      429,
      bookingMessages.tooManyFromSource,
    );
    expect((await allMeetings(one)).map((m) => m.startTime)).toContain(slot(2));
    // The same move from another address goes through.
    expect((await moveFrom(newSource(), token, slot(limit + 1))).status).toBe(200);
  });
});
