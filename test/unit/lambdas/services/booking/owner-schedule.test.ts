import { describe, expect, it } from 'vitest';
import { bookingMessages, type TBookMeetingParsed } from '@contracts/booking/public-booking';
import type { TCreateMeetingParsed } from '@contracts/booking/meeting';
import { MAX_MEETINGS_PER_DAY } from '@domain/booking/day-schedule';
import type { ProviderEvent } from '../../../../../lambdas/ports/calendar-providers';
import type {
  TableItem,
  TableKey,
  TableQuery,
  TransactOp,
} from '../../../../../lambdas/ports/table';
import { bookMeeting } from '../../../../../lambdas/services/booking/book-meeting';
import { cancelBooking } from '../../../../../lambdas/services/booking/cancel-booking';
import { toCancelTokenItem } from '../../../../../lambdas/services/booking/cancel-token-item';
import { listFreeSlots } from '../../../../../lambdas/services/booking/list-free-slots';
import {
  toBookingPageItem,
  toSlugClaim,
} from '../../../../../lambdas/services/booking-pages/booking-page-item';
import { toConnectionItem } from '../../../../../lambdas/services/booking-pages/connection-item';
import { createMeeting } from '../../../../../lambdas/services/booking-pages/create-meeting';
import { deleteBookingPage } from '../../../../../lambdas/services/booking-pages/delete-booking-page';
import { deleteConnection } from '../../../../../lambdas/services/booking-pages/delete-connection';
import { toDateOverrideItem } from '../../../../../lambdas/services/booking-pages/date-override-item';
import { toMeetingItem } from '../../../../../lambdas/services/booking-pages/meeting-item';
import { bookingPageRefKey } from '../../../../../lambdas/services/booking-pages/owner-schedule';
import { syncCalendar } from '../../../../../lambdas/services/booking-pages/sync-calendar';
import { MemoryTable } from '../../support/memory-table';
import { rejection } from '../../support/rejection';

/**
 * The owner's busy time comes from their day locks, which every meeting write keeps: a booking
 * and a page of free times cost the same whatever the number of pages, and every kind of
 * meeting (booked on another page, added by hand, cancelled, synced and moved, of a deleted page
 * or connection) is busy or free exactly as before.
 */

const OWNER = 'owner-sub';
const NOW = new Date('2026-06-01T08:00:00.000Z');
/** Monday 8 June 2026 in London (BST): cal-1 offers 09:00, 09:40, 10:20 and 11:00. */
const MONDAY = { from: '2026-06-08T00:00:00.000Z', to: '2026-06-09T00:00:00.000Z' };
const NEXT_MONDAY = { from: '2026-06-15T00:00:00.000Z', to: '2026-06-16T00:00:00.000Z' };
const ALL_FREE = ['08:00', '08:40', '09:20', '10:00'];

/** Counts every call that reaches the table, gets included (the fake records only the rest). */
class CountingTable extends MemoryTable {
  calls = 0;
  override async get<T extends TableItem>(key: TableKey) {
    this.calls += 1;
    return super.get<T>(key);
  }
  override async query<T extends Record<string, unknown>>(query: TableQuery) {
    this.calls += 1;
    return super.query<T>(query);
  }
  override async transactWrite(ops: readonly TransactOp[]) {
    this.calls += 1;
    return super.transactWrite(ops);
  }
}

const page = (id: string, slug: string) =>
  toBookingPageItem({
    id,
    userId: OWNER,
    name: `Page ${id}`,
    description: '',
    slug,
    defaultMeetingDuration: 30,
    bufferTime: 10,
    timeZone: 'Europe/London',
    availability: [{ dayOfWeek: 1, startTime: '09:00', endTime: '12:00' }],
    createdAt: '2026-01-01T00:00:00.000Z',
  });

/** The owner's pages cal-1 and cal-2, and `others` more that only exist. */
function setup(others = 0, extra: TableItem[] = []) {
  const items: TableItem[] = [];
  for (const [id, slug] of [
    ['cal-1', 'one'],
    ['cal-2', 'two'],
    ...Array.from({ length: others }, (_, i) => [`cal-x${i}`, `x${i}`]),
  ] as const) {
    items.push(page(id, slug), toSlugClaim(slug, id), { ...bookingPageRefKey(OWNER, id) });
  }
  const table = new CountingTable([...items, ...extra]);
  let n = 0;
  const events = { publish: async () => undefined };
  const clock = { now: () => NOW };
  return {
    table,
    deps: { table, clock, events, ids: { newId: () => `id-${++n}` } },
  };
}

type Fixture = ReturnType<typeof setup>;

const booking = (startTime: string, key: string): TBookMeetingParsed => ({
  startTime,
  attendeeName: 'Ada',
  attendeeEmail: 'ada@example.com',
  attendeeNotes: '',
  idempotencyKey: key,
});

const book = (f: Fixture, slug: string, startTime: string, key = `key-${startTime}-${slug}`) =>
  bookMeeting(f.deps, { slug, sourceIp: '203.0.113.7', booking: booking(startTime, key) });

/** The free starts of a day on a page, as UTC `HH:mm`. */
async function free(f: Fixture, slug: string, range = MONDAY) {
  const { slots } = await listFreeSlots(f.deps, { slug, range });
  return slots.map((s) => s.start.slice(11, 16));
}

const lock = (f: Fixture, day: string) => f.table.items.get(`USER#${OWNER}\u0000BOOKLOCK#${day}`);

describe('the work of a booking and of a page of free times', () => {
  async function callsFor(others: number) {
    const f = setup(others);
    // A meeting on another page, so the busy time read is not empty.
    await book(f, 'two', '2026-06-08T09:20:00.000Z');
    f.table.calls = 0;
    const slots = await free(f, 'one');
    const slotCalls = f.table.calls;
    f.table.calls = 0;
    await book(f, 'one', '2026-06-08T08:00:00.000Z');
    return { slots, slotCalls, bookingCalls: f.table.calls };
  }

  it('does not grow with the number of the owner’s pages', async () => {
    const few = await callsFor(0);
    const many = await callsFor(300);
    expect(many).toEqual(few);
    expect(few.slots).toEqual(['08:00', '08:40', '10:00']);
    // The slug's claim, the page, the days' locks, the page ids, the page's date overrides; a
    // booking adds its key's claim, its three caps' counters and its write.
    expect(few.slotCalls).toBeLessThanOrEqual(5);
    expect(few.bookingCalls).toBeLessThanOrEqual(10);
  });

  it('reads the schedule of the owner whose page the slug now names', async () => {
    const f = setup();
    // The owner is busy at 09:20 (page two).
    await book(f, 'two', '2026-06-08T09:20:00.000Z');
    expect(await free(f, 'one')).toEqual(['08:00', '08:40', '10:00']);
    // Page one gives up its slug, and another owner's page takes it: their schedule is empty.
    await f.table.put(page('cal-1', 'one-old'));
    await f.table.put(toSlugClaim('one-old', 'cal-1'));
    await f.table.put({ ...page('cal-9', 'one'), userId: 'other-sub' });
    await f.table.put(toSlugClaim('one', 'cal-9'));
    await f.table.put({ ...bookingPageRefKey('other-sub', 'cal-9') });
    expect(await free(f, 'one')).toEqual(ALL_FREE);
    // The booking goes to the other owner's page and day, and leaves the first owner's alone.
    const booked = await book(f, 'one', '2026-06-08T09:20:00.000Z');
    expect(booked.bookingPageName).toBe('Page cal-9');
    expect(f.table.items.get('USER#other-sub\u0000BOOKLOCK#2026-06-08')).toMatchObject({
      version: 1,
      busy: { [booked.id]: { bookingPageId: 'cal-9' } },
    });
    expect(lock(f, '2026-06-08')).toMatchObject({ version: 1 });
  });

  it('reads a period’s locks in one Query, and the page’s date overrides in one more', async () => {
    const f = setup(5);
    await book(f, 'two', '2026-06-08T09:20:00.000Z');
    await book(f, 'two', '2026-06-15T08:00:00.000Z');
    f.table.queries.length = 0;
    const { slots } = await listFreeSlots(f.deps, {
      slug: 'one',
      range: { from: MONDAY.from, to: NEXT_MONDAY.to },
    });
    expect(slots.map((s) => s.start)).toEqual([
      '2026-06-08T08:00:00.000Z',
      '2026-06-08T08:40:00.000Z',
      '2026-06-08T10:00:00.000Z',
      '2026-06-15T08:40:00.000Z',
      '2026-06-15T09:20:00.000Z',
      '2026-06-15T10:00:00.000Z',
    ]);
    expect(f.table.queries.map((q) => q.pk).sort()).toEqual([
      'CAL#cal-1',
      `USER#${OWNER}`,
      `USER#${OWNER}`,
    ]);
  });
});

describe('date overrides of a page', () => {
  const override = (
    bookingPageId: string,
    date: string,
    ranges: { startTime: string; endTime: string }[],
  ) => toDateOverrideItem(bookingPageId, { date, unavailable: ranges.length === 0, ranges }, NOW);

  it('a holiday takes the date’s free times away and refuses a booking on it', async () => {
    const f = setup(0, [override('cal-1', '2026-06-08', [])]);
    expect(await free(f, 'one')).toEqual([]);
    expect(await free(f, 'one', NEXT_MONDAY)).toEqual(ALL_FREE);
    expect(await rejection(book(f, 'one', '2026-06-08T08:00:00.000Z'))).toEqual({
      status: 409,
      message: bookingMessages.slotUnavailable,
    });
    // Another page of the same owner keeps its hours.
    expect(await free(f, 'two')).toEqual(ALL_FREE);
  });

  it('custom hours, on the page’s clock, replace the week’s on that date', async () => {
    // 14:00–15:00 BST is 13:00–14:00 UTC.
    const f = setup(0, [
      override('cal-1', '2026-06-08', [{ startTime: '14:00', endTime: '15:00' }]),
    ]);
    expect(await free(f, 'one')).toEqual(['13:00']);
    await book(f, 'one', '2026-06-08T13:00:00.000Z');
    expect(await free(f, 'one')).toEqual([]);
  });
});

describe('the owner’s busy time across their pages', () => {
  it('a meeting booked on another page takes the time, with the buffer', async () => {
    const f = setup();
    expect(await free(f, 'one')).toEqual(ALL_FREE);
    await book(f, 'two', '2026-06-08T08:00:00.000Z');
    expect(await free(f, 'one')).toEqual(['08:40', '09:20', '10:00']);
    expect(await rejection(book(f, 'one', '2026-06-08T08:00:00.000Z'))).toEqual({
      status: 409,
      message: bookingMessages.slotTaken,
    });
    expect(lock(f, '2026-06-08')).toMatchObject({
      version: 1,
      busy: {
        'id-1': {
          bookingPageId: 'cal-2',
          start: '2026-06-08T08:00:00.000Z',
          end: '2026-06-08T08:30:00.000Z',
        },
      },
    });
  });

  it('a meeting the owner adds by hand on another page is busy', async () => {
    const connection = toConnectionItem({
      id: 'conn-1',
      bookingPageId: 'cal-2',
      userId: OWNER,
      provider: 'local',
      providerCalendarId: 'local',
      providerCalendarName: 'Local',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const f = setup(0, [connection]);
    const form: TCreateMeetingParsed = {
      title: 'Dentist',
      date: '2026-06-08',
      startTime: '10:30',
      endTime: '11:00',
      calendarConnectionId: 'conn-1',
      attendeeName: 'Manual Entry',
      attendeeEmail: 'no-reply@vcisohub.com',
      timezone: 'Europe/London',
      travelBuffer: 0,
    };
    await createMeeting(f.deps, { bookingPageId: 'cal-2', sub: OWNER, meeting: form });
    // 09:30–10:00Z: 09:20 overlaps it, and 10:00 starts within cal-1's 10-minute buffer.
    expect(await free(f, 'one')).toEqual(['08:00', '08:40']);
  });

  it('a cancelled meeting frees its time at once', async () => {
    const f = setup();
    const booked = await book(f, 'two', '2026-06-08T08:00:00.000Z');
    await f.table.put(
      toCancelTokenItem('token-1', { ...booked, bookingPageId: 'cal-2' }, NOW) as TableItem,
    );
    await cancelBooking(f.deps, { token: 'token-1', reason: '' });
    expect(await free(f, 'one')).toEqual(ALL_FREE);
    expect(lock(f, '2026-06-08')).toMatchObject({ version: 2, busy: {} });
    expect((await book(f, 'one', '2026-06-08T08:00:00.000Z')).startTime).toBe(
      '2026-06-08T08:00:00.000Z',
    );
  });

  it('a deleted page’s meetings stop counting, and the next booking on the day drops them', async () => {
    const f = setup();
    await book(f, 'two', '2026-06-08T08:00:00.000Z');
    await deleteBookingPage(f.deps, { id: 'cal-2', sub: OWNER });
    expect(await free(f, 'one')).toEqual(ALL_FREE);
    await book(f, 'one', '2026-06-08T10:00:00.000Z');
    expect(Object.keys((lock(f, '2026-06-08')?.busy ?? {}) as object)).toEqual(['id-2']);
  });

  it('refuses a meeting beyond the most a day holds', async () => {
    const busy = Object.fromEntries(
      Array.from({ length: MAX_MEETINGS_PER_DAY }, (_, i) => [
        `m-${i}`,
        {
          bookingPageId: 'cal-2',
          start: '2026-06-08T13:00:00.000Z',
          end: '2026-06-08T14:00:00.000Z',
        },
      ]),
    );
    const full = { PK: `USER#${OWNER}`, SK: 'BOOKLOCK#2026-06-08', version: 7, busy };
    const f = setup(0, [full]);
    expect(await rejection(book(f, 'one', '2026-06-08T08:00:00.000Z'))).toEqual({
      status: 409,
      message: expect.stringContaining(`${MAX_MEETINGS_PER_DAY} meetings`),
    });
    expect(lock(f, '2026-06-08')).toMatchObject({ version: 7 });
  });
});

describe('meetings imported by sync', () => {
  const connection = toConnectionItem({
    id: 'conn-g',
    bookingPageId: 'cal-2',
    userId: OWNER,
    provider: 'google',
    providerCalendarId: 'primary',
    providerCalendarName: 'Work',
    createdAt: '2026-01-01T00:00:00.000Z',
    refreshTokenCiphertext: 'sealed',
  });

  function syncing() {
    const f = setup(0, [connection]);
    let events: ProviderEvent[] = [];
    const deps = {
      ...f.deps,
      tokenCipher: {
        encrypt: async (_kind: string, s: string) => s,
        decrypt: async (_kind: string, s: string) => s,
      },
      calendarProviders: {
        appOrigin: 'https://app.example.com',
        client: () => ({
          provider: 'google' as const,
          clientId: 'c',
          authorizeUrl: 'https://accounts.example/auth',
          redirectUri: 'https://app.example.com/cb',
        }),
        exchangeCode: async () => ({ accessToken: 'a' }),
        refresh: async () => ({ accessToken: 'a' }),
        listChanges: async () => ({ full: true, events, cursor: 'c' }),
        // Writing to the calendar is not what this test is about.
        createEvent: () => Promise.reject(new Error('createEvent is not used here')),
        moveEvent: () => Promise.reject(new Error('moveEvent is not used here')),
        deleteEvent: () => Promise.reject(new Error('deleteEvent is not used here')),
        revoke: async () => 'revoked' as const,
      },
    };
    const sync = (next: ProviderEvent[]) => {
      events = next;
      return syncCalendar(deps, { bookingPageId: 'cal-2', sub: OWNER });
    };
    return { f, sync, deps };
  }

  const event = (start: string, end: string): ProviderEvent => ({
    id: 'evt-1',
    removed: false,
    title: 'Board meeting',
    start,
    end,
  });

  it('are busy, leave their old days when moved and enter their new ones', async () => {
    const { f, sync } = syncing();
    await sync([event('2026-06-08T08:00:00.000Z', '2026-06-08T08:30:00.000Z')]);
    expect(await free(f, 'one')).toEqual(['08:40', '09:20', '10:00']);
    expect(await free(f, 'one', NEXT_MONDAY)).toEqual(ALL_FREE);

    await sync([event('2026-06-15T09:00:00.000Z', '2026-06-15T09:30:00.000Z')]);
    expect(await free(f, 'one')).toEqual(ALL_FREE);
    expect(await free(f, 'one', NEXT_MONDAY)).toEqual(['08:00', '10:00']);
    expect(lock(f, '2026-06-08')).toMatchObject({ busy: {} });
  });

  it('leave the owner’s days with their connection', async () => {
    const { f, sync, deps } = syncing();
    await sync([event('2026-06-08T08:00:00.000Z', '2026-06-08T08:30:00.000Z')]);
    await deleteConnection(deps, { bookingPageId: 'cal-2', connectionId: 'conn-g', sub: OWNER });
    expect(await free(f, 'one')).toEqual(ALL_FREE);
    expect(lock(f, '2026-06-08')).toMatchObject({ version: 2, busy: {} });
  });
});

describe('a day lock written before locks held their day’s meetings', () => {
  const legacyMeeting = toMeetingItem(
    {
      id: 'old',
      bookingPageId: 'cal-2',
      connectionId: null,
      title: 'Booked before',
      startTime: '2026-06-08T08:00:00.000Z',
      endTime: '2026-06-08T08:30:00.000Z',
      attendeeName: 'Bob',
      attendeeEmail: 'bob@example.com',
      status: 'scheduled',
      source: 'booking',
      platform: 'teams',
      notes: null,
      createdAt: '2026-05-01T08:00:00.000Z',
    },
    OWNER,
  );
  const legacyLock = { PK: `USER#${OWNER}`, SK: 'BOOKLOCK#2026-06-08', version: 3 };

  it('is read from the pages, and the next meeting written on it stores what was read', async () => {
    const f = setup(20, [legacyMeeting, legacyLock]);
    f.table.calls = 0;
    expect(await free(f, 'one')).toEqual(['08:40', '09:20', '10:00']);
    expect(f.table.calls).toBeGreaterThan(22);

    await book(f, 'one', '2026-06-08T09:20:00.000Z');
    expect(lock(f, '2026-06-08')).toMatchObject({
      version: 4,
      busy: { old: { bookingPageId: 'cal-2' }, 'id-1': { bookingPageId: 'cal-1' } },
    });
    f.table.calls = 0;
    expect(await free(f, 'one')).toEqual(['08:40', '10:00']);
    expect(f.table.calls).toBeLessThanOrEqual(5);
  });
});
