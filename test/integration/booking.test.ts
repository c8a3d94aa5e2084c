import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ZApiError } from '@contracts/errors';
import {
  bookingPageMessages,
  ZBookingPage,
  ZBookingPageList,
  type TBookingPage,
} from '@contracts/booking/booking-page';
import {
  ZCalendarProviders,
  ZConnection,
  ZConnectionList,
  type TConnection,
} from '@contracts/booking/connection';
import { ZMeeting, ZMeetingList, type TMeeting } from '@contracts/booking/meeting';
import {
  bookingMessages,
  ZBooking,
  ZPublicBookingPage,
  ZSlotList,
  type TBookMeeting,
} from '@contracts/booking/public-booking';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { expectError } from '../support/api-error';
import { createPage, EVERY_DAY } from '../support/booking-pages';

const stack = inject('stack');
const anonymous = anonymousCaller(stack);
let owner: Caller;
let other: Caller;

beforeAll(async () => {
  [owner, other] = await Promise.all([userCaller(stack), userCaller(stack)]);
});

/** The page most tests book: open every day, in UTC. */
const ADVISORY_CALL = { name: 'Advisory call', timeZone: 'UTC', availability: EVERY_DAY };

/** A UTC day a week or more ahead, as YYYY-MM-DD, distinct per call. */
let dayOffset = 7;
const futureDay = () => new Date(Date.now() + dayOffset++ * 86_400_000).toISOString().slice(0, 10);

/** `day` (YYYY-MM-DD) moved by `days` UTC days. */
const addUtcDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The first Monday on or after the instant `ms`, as YYYY-MM-DD (UTC). */
function nextMondayFrom(ms: number): string {
  const day = new Date(ms).toISOString().slice(0, 10);
  return addUtcDays(day, (8 - new Date(ms).getUTCDay()) % 7);
}

const book = (slug: string, startTime: string, fields: Partial<TBookMeeting> = {}) =>
  anonymous.call('POST', `/api/public/booking-pages/${slug}/bookings`, {
    body: {
      startTime,
      attendeeName: 'Ada Lovelace',
      attendeeEmail: 'ada@example.com',
      idempotencyKey: randomUUID(),
      ...fields,
    },
  });

/** An instant as `YYYY-MM-DD HH:mm` on the clock of `zone`. */
const wallClock = (instant: string, zone: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(instant));

async function meetingsOf(caller: Caller, bookingPageId: string, day: string): Promise<TMeeting[]> {
  const from = `${day}T00:00:00.000Z`;
  const to = new Date(Date.parse(from) + 86_400_000).toISOString();
  const res = await caller.call(
    'GET',
    `/api/booking-pages/${bookingPageId}/meetings?from=${from}&to=${to}`,
  );
  expect(res.status).toBe(200);
  return ZMeetingList.strict().parse(res.body).meetings;
}

async function listPages(caller: Caller) {
  const res = await caller.call('GET', '/api/booking-pages');
  expect(res.status).toBe(200);
  return ZBookingPageList.strict().parse(res.body).bookingPages;
}

describe('authorization', () => {
  let page: TBookingPage;
  let connection: TConnection;
  beforeAll(async () => {
    page = await createPage(owner, ADVISORY_CALL);
    const res = await owner.call('POST', `/api/booking-pages/${page.id}/connections`, {
      body: { name: 'Work' },
    });
    connection = ZConnection.parse(res.body);
  });

  const scoped = () => [
    { method: 'GET', path: `/api/booking-pages/${page.id}` },
    {
      method: 'GET',
      path: `/api/booking-pages/${page.id}/meetings?from=2030-01-06T00:00:00Z&to=2030-01-13T00:00:00Z`,
    },
    {
      method: 'POST',
      path: `/api/booking-pages/${page.id}/meetings`,
      body: {
        title: 'Never',
        date: '2030-01-07',
        startTime: '09:00',
        endTime: '10:00',
        calendarConnectionId: connection.id,
      },
    },
    { method: 'GET', path: `/api/booking-pages/${page.id}/connections` },
    { method: 'POST', path: `/api/booking-pages/${page.id}/connections`, body: { name: 'Never' } },
    { method: 'DELETE', path: `/api/booking-pages/${page.id}/connections/${connection.id}` },
    { method: 'POST', path: `/api/booking-pages/${page.id}/sync` },
    { method: 'POST', path: `/api/booking-pages/${page.id}/oauth/google` },
    { method: 'DELETE', path: `/api/booking-pages/${page.id}` },
  ];

  it('answers 401 to anonymous callers on every owner route, and writes nothing', async () => {
    const routes = [
      { method: 'GET', path: '/api/booking-pages' },
      {
        method: 'POST',
        path: '/api/booking-pages',
        body: { name: 'x', slug: 'x', timeZone: 'UTC', availability: EVERY_DAY },
      },
      ...scoped(),
    ];
    for (const { method, path, body } of routes)
      expect((await anonymous.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
    expect((await listPages(owner)).find((c) => c.id === page.id)?.connectionCount).toBe(1);
  });

  it("answers 404 to another user on every route of someone else's page, and writes nothing", async () => {
    for (const { method, path, body } of scoped())
      expectError(await other.call(method, path, { body }), 404, bookingPageMessages.notFound);
    expect(await listPages(other)).toEqual([]);
    const connections = await owner.call('GET', `/api/booking-pages/${page.id}/connections`);
    expect(ZConnectionList.parse(connections.body).connections.map((c) => c.id)).toEqual([
      connection.id,
    ]);
    expect(await meetingsOf(owner, page.id, '2030-01-07')).toEqual([]);
  });

  it('lets the owner read their page, and lists only their own pages, newest first', async () => {
    const later = await createPage(owner, { ...ADVISORY_CALL, name: 'Later page' });
    const res = await owner.call('GET', `/api/booking-pages/${page.id}`);
    expect(ZBookingPage.strict().parse(res.body)).toMatchObject({
      id: page.id,
      availability: EVERY_DAY,
      connectionCount: 1,
      isActive: true,
    });
    const ids = (await listPages(owner)).map((c) => c.id);
    expect(ids.indexOf(later.id)).toBeLessThan(ids.indexOf(page.id));
  });

  it('treats an id that cannot exist like an unknown one', async () => {
    expectError(
      await owner.call('GET', '/api/booking-pages/not-a-uuid'),
      404,
      bookingPageMessages.notFound,
    );
    expectError(
      await owner.call('GET', `/api/booking-pages/${randomUUID()}`),
      404,
      bookingPageMessages.notFound,
    );
  });
});

describe('creating booking pages', () => {
  it('refuses bad input with the rule message and writes nothing', async () => {
    const before = await listPages(owner);
    const base = {
      name: 'Bad',
      slug: `bad-${randomUUID().slice(0, 6)}`,
      timeZone: 'UTC',
      availability: EVERY_DAY,
    };
    const cases: [object, string][] = [
      [{ ...base, name: '  ' }, bookingPageMessages.nameRequired],
      [{ ...base, slug: 'Has Spaces' }, bookingPageMessages.slugCharacters],
      [{ ...base, slug: '' }, bookingPageMessages.slugRequired],
      [{ ...base, defaultMeetingDuration: 20 }, bookingPageMessages.duration],
      [{ ...base, bufferTime: 7 }, bookingPageMessages.buffer],
      [{ ...base, timeZone: 'Mars/Olympus' }, 'Please choose a valid time zone'],
      [{ ...base, availability: [] }, bookingPageMessages.availabilityRequired],
      [
        { ...base, availability: [{ dayOfWeek: 1, startTime: '17:00', endTime: '09:00' }] },
        bookingPageMessages.endAfterStart,
      ],
      [
        { ...base, availability: [{ dayOfWeek: 1, startTime: '09:00', endTime: '09:00' }] },
        bookingPageMessages.endAfterStart,
      ],
    ];
    for (const [body, message] of cases)
      expectError(await owner.call('POST', '/api/booking-pages', { body }), 400, message);
    expect(await listPages(owner)).toEqual(before);
  });

  it('keeps a slug unique: the second page with it gets 409, even when both race', async () => {
    const slug = `taken-${randomUUID().slice(0, 8)}`;
    await createPage(owner, { ...ADVISORY_CALL, slug });
    expectError(
      await other.call('POST', '/api/booking-pages', {
        body: { name: 'Copy', slug, timeZone: 'UTC', availability: EVERY_DAY },
      }),
      409,
      bookingPageMessages.slugTaken,
    );

    const raced = `race-${randomUUID().slice(0, 8)}`;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? owner : other).call('POST', '/api/booking-pages', {
          body: { name: `Racer ${i}`, slug: raced, timeZone: 'UTC', availability: EVERY_DAY },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    const mine = [...(await listPages(owner)), ...(await listPages(other))];
    expect(mine.filter((c) => c.slug === raced)).toHaveLength(1);
  });

  it('frees the slug and closes the public link when the page is deleted', async () => {
    const page = await createPage(owner, ADVISORY_CALL);
    expect((await anonymous.call('GET', `/api/public/booking-pages/${page.slug}`)).status).toBe(
      200,
    );
    expect((await owner.call('DELETE', `/api/booking-pages/${page.id}`)).status).toBe(204);
    expectError(
      await anonymous.call('GET', `/api/public/booking-pages/${page.slug}`),
      404,
      bookingMessages.notFound,
    );
    expectError(await owner.call('GET', `/api/booking-pages/${page.id}`), 404);
    expectError(await owner.call('DELETE', `/api/booking-pages/${page.id}`), 404);
    await createPage(other, { ...ADVISORY_CALL, slug: page.slug });
  });
});

describe('connections and manual events', () => {
  it('makes the first connection primary, and the next one primary when it goes', async () => {
    const page = await createPage(owner, ADVISORY_CALL);
    const add = async (name: string) =>
      ZConnection.strict().parse(
        (await owner.call('POST', `/api/booking-pages/${page.id}/connections`, { body: { name } }))
          .body,
      );
    const first = await add('First');
    const second = await add('Second');
    expect([first.isPrimary, second.isPrimary]).toEqual([true, false]);
    expectError(
      await owner.call('POST', `/api/booking-pages/${page.id}/connections`, {
        body: { name: ' ' },
      }),
      400,
      'Please enter a calendar name',
    );
    expect(
      (await owner.call('DELETE', `/api/booking-pages/${page.id}/connections/${first.id}`)).status,
    ).toBe(204);
    const left = ZConnectionList.parse(
      (await owner.call('GET', `/api/booking-pages/${page.id}/connections`)).body,
    ).connections;
    expect(left).toEqual([{ ...second, isPrimary: true }]);
    expect(
      ZBookingPage.parse((await owner.call('GET', `/api/booking-pages/${page.id}`)).body)
        .connectionCount,
    ).toBe(1);
  });

  it('adds an event in the chosen zone with the spec defaults, and refuses bad ones', async () => {
    const page = await createPage(owner, ADVISORY_CALL);
    const connection = ZConnection.parse(
      (
        await owner.call('POST', `/api/booking-pages/${page.id}/connections`, {
          body: { name: 'Work' },
        })
      ).body,
    );
    const path = `/api/booking-pages/${page.id}/meetings`;
    const base = {
      title: 'Board prep',
      date: '2030-03-31',
      startTime: '09:00',
      endTime: '10:00',
      calendarConnectionId: connection.id,
    };
    for (const [body, message] of [
      [{ ...base, title: '' }, 'Please enter an event title'],
      [{ ...base, timezone: 'Mars/Olympus' }, 'Please choose a time zone'],
      [{ ...base, endTime: '08:00' }, 'End time must be after start time'],
      [{ ...base, travelBuffer: -5 }, 'Travel buffer must be 0 or more minutes'],
      [{ ...base, calendarConnectionId: randomUUID() }, 'Calendar connection not found'],
    ] as const)
      expectError(await owner.call('POST', path, { body }), 400, message);
    expect(await meetingsOf(owner, page.id, '2030-03-31')).toEqual([]);

    const res = await owner.call('POST', path, {
      body: { ...base, timezone: 'Europe/London', travelBuffer: 15 },
    });
    expect(res.status).toBe(201);
    expect(ZMeeting.strict().parse(res.body)).toMatchObject({
      startTime: '2030-03-31T08:00:00.000Z',
      endTime: '2030-03-31T09:00:00.000Z',
      attendeeName: 'Manual Entry',
      attendeeEmail: 'no-reply@vcisohub.com',
      status: 'scheduled',
      connectionId: connection.id,
    });
    expect(await meetingsOf(owner, page.id, '2030-03-31')).toHaveLength(1);
  });

  it("adds an event on a page with nothing connected: on the page's own calendar, in its zone", async () => {
    const page = await createPage(owner, { ...ADVISORY_CALL, timeZone: 'Asia/Kolkata' });
    const path = `/api/booking-pages/${page.id}/meetings`;
    const day = futureDay();
    const at = (time: string) => `${day}T${time}:00.000Z`;
    const offered = async () => {
      const res = await anonymous.call(
        'GET',
        `/api/public/booking-pages/${page.slug}/slots?from=${at('03:00')}&to=${at('05:00')}`,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return ZSlotList.parse(res.body).slots.map((s) => s.start);
    };
    expect(await offered()).toContain(at('03:30'));

    // No calendar named and no zone given: the page's own calendar, read in the page's zone.
    const res = await owner.call('POST', path, {
      body: { title: 'Risk review', date: day, startTime: '09:00', endTime: '10:00' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(ZMeeting.strict().parse(res.body)).toMatchObject({
      startTime: at('03:30'),
      endTime: at('04:30'),
      connectionId: null,
      source: 'manual',
      status: 'scheduled',
    });
    // The event holds its time: the public page no longer offers it.
    expect(await offered()).not.toContain(at('03:30'));

    // Any IANA zone may be chosen, not only a short list.
    const chosen = await owner.call('POST', path, {
      body: {
        title: 'Call to Newfoundland',
        date: day,
        startTime: '09:00',
        endTime: '09:30',
        timezone: 'America/St_Johns',
        calendarConnectionId: '',
      },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(201);
    expect(wallClock(ZMeeting.parse(chosen.body).startTime, 'America/St_Johns')).toBe(
      `${day} 09:00`,
    );
    expect((await meetingsOf(owner, page.id, day)).map((m) => m.title).sort()).toEqual([
      'Call to Newfoundland',
      'Risk review',
    ]);
    // Nothing was connected on the way: the page still has no connection.
    expect(
      ZConnectionList.parse(
        (await owner.call('GET', `/api/booking-pages/${page.id}/connections`)).body,
      ).connections,
    ).toEqual([]);
    // Another user cannot add to it.
    expectError(
      await other.call('POST', path, {
        body: { title: 'Intrusion', date: day, startTime: '11:00', endTime: '12:00' },
      }),
      404,
    );
  });

  it('lists no calendar provider to connect where none is configured', async () => {
    const res = await owner.call('GET', '/api/calendar-providers');
    expect(res.status).toBe(200);
    expect(ZCalendarProviders.strict().parse(res.body)).toEqual({ providers: [] });
    expect((await anonymous.call('GET', '/api/calendar-providers')).status).toBe(401);
  });

  it('answers Sync Now with its time, and says plainly that provider OAuth is not configured', async () => {
    const page = await createPage(owner, ADVISORY_CALL);
    const sync = await owner.call('POST', `/api/booking-pages/${page.id}/sync`);
    expect(sync.status).toBe(200);
    const calendar = ZBookingPage.parse(
      (await owner.call('GET', `/api/booking-pages/${page.id}`)).body,
    );
    expect(calendar.lastSyncedAt).toBe((sync.body as { lastSyncedAt: string }).lastSyncedAt);
    const oauth = await owner.call('POST', `/api/booking-pages/${page.id}/oauth/microsoft`);
    expectError(oauth, 503);
    expect(ZApiError.parse(oauth.body).error.message).toMatch(
      /Microsoft Calendar is not configured/,
    );
    expectError(await owner.call('POST', `/api/booking-pages/${page.id}/oauth/yahoo`), 404);
  });
});

describe('public booking', () => {
  it('shows the page and its free times, and never the owner', async () => {
    const page = await createPage(owner, {
      ...ADVISORY_CALL,
      description: 'Quarterly risk review',
      defaultMeetingDuration: 45,
      bufferTime: 15,
      availability: [{ dayOfWeek: 1, startTime: '09:00', endTime: '12:00' }],
    });
    const res = await anonymous.call('GET', `/api/public/booking-pages/${page.slug}`);
    expect(ZPublicBookingPage.strict().parse(res.body)).toEqual({
      name: 'Advisory call',
      // No profile name given: the host is not named (their e-mail stays private).
      hostName: null,
      description: 'Quarterly risk review',
      slug: page.slug,
      defaultMeetingDuration: 45,
      minimumNoticeMinutes: 120,
      horizonDays: 60,
      timeZone: 'UTC',
      availableDays: [1],
      // Nothing connected: no calendar would make a video call's link, so none is offered.
      meetingPlatforms: [],
      // The host set no location.
      locationKind: null,
    });
    // A Sunday-to-Sunday week a week or more ahead, well inside the page's horizon.
    const monday = nextMondayFrom(Date.now() + 7 * 86_400_000);
    const sunday = addUtcDays(monday, -1);
    const slots = await anonymous.call(
      'GET',
      `/api/public/booking-pages/${page.slug}/slots?from=${sunday}T00:00:00Z&to=${addUtcDays(sunday, 7)}T00:00:00Z`,
    );
    expect(
      ZSlotList.strict()
        .parse(slots.body)
        .slots.map((s) => s.start),
    ).toEqual([`${monday}T09:00:00.000Z`, `${monday}T10:00:00.000Z`, `${monday}T11:00:00.000Z`]);
    expectError(
      await anonymous.call('GET', '/api/public/booking-pages/no-such-page'),
      404,
      bookingMessages.notFound,
    );
    expectError(
      await anonymous.call(
        'GET',
        `/api/public/booking-pages/${page.slug}/slots?from=2030-01-13T00:00:00Z&to=2030-01-06T00:00:00Z`,
      ),
      400,
    );
  });

  it('refuses bad bookings with the rule message and books nothing', async () => {
    const page = await createPage(owner, ADVISORY_CALL);
    const day = futureDay();
    const start = `${day}T09:00:00.000Z`;
    for (const [fields, status, message] of [
      [{ attendeeName: '' }, 400, bookingMessages.nameRequired],
      [{ attendeeEmail: 'not-an-email' }, 400, bookingMessages.emailInvalid],
      [{ meetingPlatform: 'zoom' }, 400, bookingMessages.platformRequired],
      [{ startTime: `${day}T09:10:00.000Z` }, 409, bookingMessages.slotUnavailable],
      [{ startTime: `${day}T19:00:00.000Z` }, 409, bookingMessages.slotUnavailable],
      [{ startTime: '2020-01-06T09:00:00.000Z' }, 409, bookingMessages.slotUnavailable],
    ] as const)
      expectError(await book(page.slug, start, fields as Partial<TBookMeeting>), status, message);
    expect(await meetingsOf(owner, page.id, day)).toEqual([]);
  });

  it('books a free time once: it leaves the free times and a second booking gets 409', async () => {
    const page = await createPage(owner, ADVISORY_CALL);
    const day = futureDay();
    const start = `${day}T10:00:00.000Z`;
    const res = await book(page.slug, start);
    expect(res.status).toBe(201);
    expect(ZBooking.strict().parse(res.body)).toMatchObject({
      startTime: start,
      endTime: `${day}T10:30:00.000Z`,
      bookingPageName: 'Advisory call',
    });
    expectError(await book(page.slug, start), 409, bookingMessages.slotTaken);
    const slots = ZSlotList.parse(
      (
        await anonymous.call(
          'GET',
          `/api/public/booking-pages/${page.slug}/slots?from=${day}T00:00:00Z&to=${day}T23:59:59Z`,
        )
      ).body,
    ).slots.map((s) => s.start);
    expect(slots).not.toContain(start);
    expect(slots).toContain(`${day}T10:30:00.000Z`);
    const [meeting] = await meetingsOf(owner, page.id, day);
    expect(meeting).toMatchObject({
      source: 'booking',
      attendeeEmail: 'ada@example.com',
      platform: null,
    });
  });

  it('answers a retried request with the first booking, never a second meeting', async () => {
    const page = await createPage(owner, ADVISORY_CALL);
    const day = futureDay();
    const idempotencyKey = randomUUID();
    const start = `${day}T11:00:00.000Z`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => book(page.slug, start, { idempotencyKey })),
    );
    const again = await book(page.slug, start, { idempotencyKey });
    for (const res of [...answers, again]) expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(new Set([...answers, again].map((r) => (r.body as { id: string }).id)).size).toBe(1);
    expect(await meetingsOf(owner, page.id, day)).toHaveLength(1);
  });

  it('never double-books an owner: 25 racing bookings over two pages of other lengths', async () => {
    const long = await createPage(owner, { ...ADVISORY_CALL, defaultMeetingDuration: 60 });
    const short = await createPage(owner, { ...ADVISORY_CALL, defaultMeetingDuration: 15 });
    for (let round = 0; round < 3; round += 1) {
      const day = futureDay();
      // Two sets; inside each, every request overlaps every other one.
      const requests = [
        ...Array.from({ length: 8 }, () => ['A', long.slug, `${day}T10:00:00.000Z`] as const),
        ...Array.from({ length: 5 }, () => ['A', short.slug, `${day}T10:30:00.000Z`] as const),
        ...Array.from({ length: 6 }, () => ['B', short.slug, `${day}T14:15:00.000Z`] as const),
        ...Array.from({ length: 6 }, () => ['B', long.slug, `${day}T14:00:00.000Z`] as const),
      ];
      const results = await Promise.all(
        // Each visitor books as someone else, so no one address meets its daily cap.
        requests.map(async ([set, slug, start]) => ({
          set,
          res: await book(slug, start, { attendeeEmail: `racer-${randomUUID()}@example.com` }),
        })),
      );
      for (const { res } of results)
        expect([201, 409], JSON.stringify(res.body)).toContain(res.status);
      const won = results.filter((r) => r.res.status === 201);
      expect(won.map((r) => r.set).sort(), `round ${round}`).toEqual(['A', 'B']);
      const stored = [
        ...(await meetingsOf(owner, long.id, day)),
        ...(await meetingsOf(owner, short.id, day)),
      ];
      expect(stored).toHaveLength(2);
    }
  });
});
