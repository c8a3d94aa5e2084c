import { describe, expect, it } from 'vitest';
import { bookingMessages, type TBookMeetingParsed } from '@contracts/booking/public-booking';
import { bookMeeting } from '../../../../../lambdas/services/booking/book-meeting';
import { BOOKING_CAPS } from '../../../../../lambdas/services/booking/booking-caps';
import {
  toBookingPageItem,
  toSlugClaim,
} from '../../../../../lambdas/services/booking-pages/booking-page-item';
import { bookingPageRefKey } from '../../../../../lambdas/services/booking-pages/owner-schedule';
import { MemoryTable } from '../../support/memory-table';
import { outboxOf } from '../../support/outbox';
import { rejection } from '../../support/rejection';

const OWNER = 'owner-sub';
const HOUR = 3_600_000;

/** Open 08:00–18:00 UTC every day, half-hour meetings: twenty starts a day. */
function pageItem(id: string, slug: string, window: { notice?: number; horizon?: number } = {}) {
  return toBookingPageItem({
    id,
    userId: OWNER,
    name: 'Advisory call',
    description: '',
    slug,
    defaultMeetingDuration: 30,
    bufferTime: 0,
    ...(window.notice === undefined ? {} : { minimumNoticeMinutes: window.notice }),
    ...(window.horizon === undefined ? {} : { horizonDays: window.horizon }),
    timeZone: 'UTC',
    availability: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      dayOfWeek,
      startTime: '08:00',
      endTime: '18:00',
    })),
    createdAt: '2026-01-01T00:00:00.000Z',
  });
}

function setup(window: { notice?: number; horizon?: number } = {}) {
  const table = new MemoryTable([
    pageItem('cal-1', 'open', window),
    toSlugClaim('open', 'cal-1'),
    { ...bookingPageRefKey(OWNER, 'cal-1') },
    pageItem('cal-2', 'other', window),
    toSlugClaim('other', 'cal-2'),
    { ...bookingPageRefKey(OWNER, 'cal-2') },
  ]);
  let n = 0;
  const clock = { at: new Date('2026-06-01T08:00:00.000Z'), now: () => new Date(clock.at) };
  const deps = { table, clock, ids: { newId: () => `id-${++n}` } };
  let key = 0;
  const book = (
    startTime: string,
    fields: { email?: string; ip?: string; slug?: string } = {},
  ): Promise<unknown> =>
    bookMeeting(deps, {
      slug: fields.slug ?? 'open',
      sourceIp: fields.ip ?? '203.0.113.7',
      booking: {
        startTime,
        attendeeName: 'Ada',
        attendeeEmail: fields.email ?? 'ada@example.com',
        attendeeNotes: '',
        idempotencyKey: `00000000-0000-4000-8000-${String(++key).padStart(12, '0')}`,
      } satisfies TBookMeetingParsed,
    });
  return { table, clock, book };
}

/** The `i`-th free start from Tuesday 2 June on: twenty a day, 08:00–17:30 UTC. */
const slot = (i: number) => {
  const day = new Date(Date.parse('2026-06-02T08:00:00.000Z') + Math.floor(i / 20) * 24 * HOUR);
  return new Date(day.getTime() + (i % 20) * 30 * 60_000).toISOString();
};

const meetingCount = (table: MemoryTable) =>
  [...table.items.values()].filter((i) => String(i.SK).startsWith('MEET#')).length;

describe('minimum notice and horizon of a booking', () => {
  it('refuses a time inside the notice or past the horizon, writing nothing', async () => {
    const { table, book } = setup();
    // The defaults: two hours' notice from 08:00, sixty days ahead.
    expect(await rejection(book('2026-06-01T09:30:00.000Z'))).toEqual({
      status: 409,
      message: bookingMessages.tooSoon,
    });
    expect(await rejection(book('2026-07-31T08:00:00.000Z'))).toEqual({
      status: 409,
      message: bookingMessages.tooFarAhead(60),
    });
    expect(await rejection(book('2099-01-05T09:00:00.000Z'))).toEqual({
      status: 409,
      message: bookingMessages.tooFarAhead(60),
    });
    expect(meetingCount(table)).toBe(0);
    expect(outboxOf(table)).toEqual([]);
    // Inside both: exactly the notice ahead, and the last open time before the horizon.
    await book('2026-06-01T10:00:00.000Z');
    await book('2026-07-30T17:30:00.000Z');
    expect(meetingCount(table)).toBe(2);
  });

  it('follows the page’s own notice and horizon', async () => {
    const { book } = setup({ notice: 0, horizon: 7 });
    await book('2026-06-01T08:00:00.000Z');
    expect(await rejection(book('2026-06-08T08:00:00.000Z'))).toEqual({
      status: 409,
      message: bookingMessages.tooFarAhead(7),
    });
  });
});

describe('caps on anonymous bookings', () => {
  it('caps one address on one page per day, in any letter case; others still book', async () => {
    const { table, book } = setup();
    const limit = BOOKING_CAPS.perAddress.limit;
    for (let i = 0; i < limit; i += 1)
      await book(slot(i), { email: i % 2 ? 'Ada@Example.com' : 'ada@example.com' });
    const outbox = outboxOf(table).length;
    expect(await rejection(book(slot(limit)))).toEqual({
      status: 429,
      message: bookingMessages.tooManyForAddress,
    });
    expect(meetingCount(table)).toBe(limit);
    expect(outboxOf(table)).toHaveLength(outbox);
    await book(slot(limit), { email: 'grace@example.com' });
    await book(slot(limit + 1), { slug: 'other' });
  });

  it('counts only bookings made: refused ones use none of the cap', async () => {
    const { book } = setup();
    await book(slot(0), { email: 'bob@example.com' });
    for (let i = 0; i < 5; i += 1) expect((await rejection(book(slot(0)))).status).toBe(409);
    for (let i = 1; i <= BOOKING_CAPS.perAddress.limit; i += 1) await book(slot(i));
  });

  it('opens the address cap again the next UTC day', async () => {
    const { clock, book } = setup();
    for (let i = 0; i < BOOKING_CAPS.perAddress.limit; i += 1) await book(slot(i + 40));
    expect((await rejection(book(slot(50)))).status).toBe(429);
    clock.at = new Date('2026-06-02T00:00:00.000Z');
    await book(slot(50));
  });

  it('caps the bookings one page takes per day, whoever makes them', async () => {
    const { table, book } = setup();
    const limit = BOOKING_CAPS.perPage.limit;
    for (let i = 0; i < limit; i += 1)
      await book(slot(i), { email: `visitor${i}@example.com`, ip: `198.51.100.${i}` });
    expect(
      await rejection(book(slot(limit), { email: 'late@example.com', ip: '198.51.100.200' })),
    ).toEqual({ status: 429, message: bookingMessages.tooManyForPage });
    expect(meetingCount(table)).toBe(limit);
    await book(slot(limit), { email: 'late@example.com', ip: '198.51.100.200', slug: 'other' });
  });

  it('caps the bookings from one source address per hour, on any page', async () => {
    const { table, clock, book } = setup();
    const limit = BOOKING_CAPS.perSource.limit;
    for (let i = 0; i < limit; i += 1)
      await book(slot(i), { email: `v${i}@example.com`, slug: i % 2 ? 'open' : 'other' });
    expect(await rejection(book(slot(limit), { email: 'x@example.com' }))).toEqual({
      status: 429,
      message: bookingMessages.tooManyFromSource,
    });
    expect(meetingCount(table)).toBe(limit);
    await book(slot(limit), { email: 'x@example.com', ip: '192.0.2.1' });
    clock.at = new Date('2026-06-01T09:00:00.000Z');
    await book(slot(limit + 1), { email: 'y@example.com' });
  });
});
