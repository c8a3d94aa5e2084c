import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bookingPageMessages, type TBookingPage } from '@contracts/booking/booking-page';
import {
  dateOverrideMessages,
  ZDateOverride,
  ZDateOverrideList,
} from '@contracts/booking/date-override';
import {
  bookingMessages,
  ZBooking,
  ZSlotList,
  type TBookMeeting,
  type TSlot,
} from '@contracts/booking/public-booking';
import {
  addDays,
  localDateOf,
  localDateTimeOf,
  startOfLocalDate,
  timeOfMinutes,
  wallTimeToInstant,
} from '@domain/time/zoned';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { expectError } from '../support/api-error';
import { createPage, EVERY_DAY } from '../support/booking-pages';

const stack = inject('stack');
const anonymous = anonymousCaller(stack);
let owner: Caller;
let other: Caller;
const doc = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: stack.dynamodbEndpoint,
    region: stack.region,
    credentials: {
      accessKeyId: stack.env.AWS_ACCESS_KEY_ID ?? 'local',
      secretAccessKey: stack.env.AWS_SECRET_ACCESS_KEY ?? 'local',
    },
  }),
);

beforeAll(async () => {
  [owner, other] = await Promise.all([userCaller(stack), userCaller(stack)]);
});
afterAll(() => doc.destroy());

/** The pages here: open every day, so any day ahead has slots to override. */
const OVERRIDES = { name: 'Overrides', slugPrefix: 'ovr', availability: EVERY_DAY };

/** The date `days` ahead of today on the zone's calendar. */
const dateAhead = (days: number, zone: string) => addDays(localDateOf(new Date(), zone), days);

const overridePath = (page: TBookingPage, date: string) =>
  `/api/booking-pages/${page.id}/date-overrides/${date}`;

/** The free times of one date of the page's calendar. */
async function slotsOn(page: TBookingPage, date: string): Promise<TSlot[]> {
  const from = startOfLocalDate(date, page.timeZone).toISOString();
  const to = startOfLocalDate(addDays(date, 1), page.timeZone).toISOString();
  const res = await anonymous.call(
    'GET',
    `/api/public/booking-pages/${page.slug}/slots?from=${from}&to=${to}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZSlotList.parse(res.body).slots;
}

const book = (page: TBookingPage, startTime: string, fields: Partial<TBookMeeting> = {}) =>
  anonymous.call('POST', `/api/public/booking-pages/${page.slug}/bookings`, {
    body: {
      startTime,
      attendeeName: 'Grace Hopper',
      attendeeEmail: 'grace@example.com',
      idempotencyKey: randomUUID(),
      ...fields,
    },
  });

/** The stored meeting items of a page, as the table holds them. */
async function storedMeetings(page: TBookingPage) {
  const out = await doc.send(
    new QueryCommand({
      TableName: stack.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :meet)',
      ExpressionAttributeValues: { ':pk': `CAL#${page.id}`, ':meet': 'MEET#' },
      ConsistentRead: true,
    }),
  );
  return out.Items ?? [];
}

describe('date override routes', () => {
  let page: TBookingPage;
  let date: string;
  beforeAll(async () => {
    page = await createPage(owner, { ...OVERRIDES, timeZone: 'UTC' });
    date = dateAhead(5, 'UTC');
  });

  it('answers 401 to anonymous callers and 404 to another user, and writes nothing', async () => {
    const routes = [
      { method: 'GET', path: `/api/booking-pages/${page.id}/date-overrides` },
      { method: 'PUT', path: overridePath(page, date), body: { unavailable: true } },
      { method: 'DELETE', path: overridePath(page, date) },
    ];
    for (const { method, path, body } of routes) {
      expect((await anonymous.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
      expectError(await other.call(method, path, { body }), 404, bookingPageMessages.notFound);
    }
    const list = await owner.call('GET', `/api/booking-pages/${page.id}/date-overrides`);
    expect(ZDateOverrideList.parse(list.body).overrides).toEqual([]);
  });

  it('lets the owner set, replace, list and remove an override', async () => {
    const later = dateAhead(9, 'UTC');
    const holiday = await owner.call('PUT', overridePath(page, later), {
      body: { unavailable: true },
    });
    expect(holiday.status, JSON.stringify(holiday.body)).toBe(200);
    expect(ZDateOverride.strict().parse(holiday.body)).toEqual({
      date: later,
      unavailable: true,
      ranges: [],
    });
    const hours = await owner.call('PUT', overridePath(page, date), {
      body: {
        ranges: [
          { startTime: '14:00', endTime: '16:00' },
          { startTime: '09:00', endTime: '10:00' },
        ],
      },
    });
    expect(hours.status, JSON.stringify(hours.body)).toBe(200);
    const list = await owner.call('GET', `/api/booking-pages/${page.id}/date-overrides`);
    expect(ZDateOverrideList.strict().parse(list.body).overrides).toEqual([
      {
        date,
        unavailable: false,
        ranges: [
          { startTime: '09:00', endTime: '10:00' },
          { startTime: '14:00', endTime: '16:00' },
        ],
      },
      { date: later, unavailable: true, ranges: [] },
    ]);

    // Marking the date a holiday replaces its hours.
    await owner.call('PUT', overridePath(page, date), { body: { unavailable: true } });
    const replaced = await owner.call('GET', `/api/booking-pages/${page.id}/date-overrides`);
    expect(ZDateOverrideList.parse(replaced.body).overrides[0]).toEqual({
      date,
      unavailable: true,
      ranges: [],
    });

    expect((await owner.call('DELETE', overridePath(page, date))).status).toBe(204);
    expectError(
      await owner.call('DELETE', overridePath(page, date)),
      404,
      dateOverrideMessages.notFound,
    );
    const after = await owner.call('GET', `/api/booking-pages/${page.id}/date-overrides`);
    expect(ZDateOverrideList.parse(after.body).overrides.map((o) => o.date)).toEqual([later]);
  });

  it('refuses bad input with the rule message and writes nothing', async () => {
    const bad = dateAhead(12, 'UTC');
    const cases: [string, unknown, string][] = [
      [bad, {}, dateOverrideMessages.choose],
      [bad, { unavailable: false }, dateOverrideMessages.choose],
      [bad, { ranges: [] }, dateOverrideMessages.rangesRequired],
      [
        bad,
        { unavailable: true, ranges: [{ startTime: '09:00', endTime: '10:00' }] },
        dateOverrideMessages.choose,
      ],
      [
        bad,
        { ranges: [{ startTime: '12:00', endTime: '09:00' }] },
        dateOverrideMessages.endAfterStart,
      ],
      [
        bad,
        {
          ranges: [
            { startTime: '09:00', endTime: '11:00' },
            { startTime: '10:30', endTime: '12:00' },
          ],
        },
        dateOverrideMessages.overlap,
      ],
      [
        bad,
        { ranges: [{ startTime: '9am', endTime: '10:00' }] },
        'Times are written as HH:mm, e.g. 09:00',
      ],
      ['2027-02-30', { unavailable: true }, dateOverrideMessages.date],
      ['tomorrow', { unavailable: true }, dateOverrideMessages.date],
      [dateAhead(-1, 'UTC'), { unavailable: true }, dateOverrideMessages.outsideHorizon(60)],
      [dateAhead(62, 'UTC'), { unavailable: true }, dateOverrideMessages.outsideHorizon(60)],
    ];
    for (const [day, body, message] of cases)
      expectError(await owner.call('PUT', overridePath(page, day), { body }), 400, message);
    expectError(
      await owner.call('DELETE', overridePath(page, 'not-a-date')),
      400,
      dateOverrideMessages.date,
    );
    const list = await owner.call('GET', `/api/booking-pages/${page.id}/date-overrides`);
    expect(ZDateOverrideList.parse(list.body).overrides.map((o) => o.date)).not.toContain(bad);
  });
});

describe('free times and bookings honour overrides', () => {
  it('a holiday removes the date’s free times and refuses a booking on it', async () => {
    const page = await createPage(owner, { ...OVERRIDES, timeZone: 'UTC' });
    const date = dateAhead(10, 'UTC');
    const next = addDays(date, 1);
    expect(await slotsOn(page, date)).toHaveLength(20);
    await owner.call('PUT', overridePath(page, date), { body: { unavailable: true } });
    expect(await slotsOn(page, date)).toEqual([]);
    expect(await slotsOn(page, next)).toHaveLength(20);
    expectError(await book(page, `${date}T10:00:00.000Z`), 409, bookingMessages.slotUnavailable);
    expect(await storedMeetings(page)).toEqual([]);

    // Without the override the date is open again.
    await owner.call('DELETE', overridePath(page, date));
    expect((await book(page, `${date}T10:00:00.000Z`)).status).toBe(201);
  });

  it('custom hours replace the week’s hours on that date only', async () => {
    const page = await createPage(owner, { ...OVERRIDES, timeZone: 'UTC' });
    const date = dateAhead(11, 'UTC');
    await owner.call('PUT', overridePath(page, date), {
      body: { ranges: [{ startTime: '19:00', endTime: '20:00' }] },
    });
    expect((await slotsOn(page, date)).map((s) => s.start)).toEqual([
      `${date}T19:00:00.000Z`,
      `${date}T19:30:00.000Z`,
    ]);
    expectError(await book(page, `${date}T09:00:00.000Z`), 409, bookingMessages.slotUnavailable);
    expect((await book(page, `${date}T19:30:00.000Z`)).status).toBe(201);
  });

  it('reads custom hours on the page’s clock on a date its clocks change', async () => {
    const found = changeDateAhead();
    if (!found) throw new Error('No zone changes its clocks within the next 85 days');
    const { zone, date } = found;
    const page = await createPage(owner, { ...OVERRIDES, timeZone: zone, horizonDays: 90 });
    const res = await owner.call('PUT', overridePath(page, date), {
      body: { ranges: [{ startTime: '00:00', endTime: '05:00' }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    // Each half hour of the range that exists on that date's clock, at its first showing, whose
    // meeting still ends by 05:00 on that clock.
    const expected: string[] = [];
    for (let minutes = 0; minutes + 30 <= 300; minutes += 30) {
      const start = wallTimeToInstant(date, timeOfMinutes(minutes), zone);
      if (!start) continue;
      const end = localDateTimeOf(new Date(start.getTime() + 30 * 60_000), zone);
      if (end.date === date && end.time <= '05:00') expected.push(start.toISOString());
    }
    expect(expected.length).toBeGreaterThan(0);
    const slots = await slotsOn(page, date);
    expect(slots.map((s) => s.start)).toEqual(expected);
    expect(slots.every((s) => localDateOf(new Date(s.start), zone) === date)).toBe(true);
    expect((await book(page, expected.at(-1)!)).status).toBe(201);
  });
});

describe('the visitor’s time zone on a booking', () => {
  it('stores the zone the visitor chose, or else the page’s, and refuses a bad one', async () => {
    const page = await createPage(owner, { ...OVERRIDES, timeZone: 'America/New_York' });
    const date = dateAhead(8, 'America/New_York');
    const [first, second] = await slotsOn(page, date);
    const chosen = await book(page, first!.start, { attendeeTimeZone: 'Europe/Paris' });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(201);
    const plain = await book(page, second!.start);
    expect(plain.status).toBe(201);
    expectError(
      await book(page, addMinutes(second!.start, 60), { attendeeTimeZone: 'Mars/Olympus' }),
      400,
      'Please choose a valid time zone',
    );

    const byId = new Map((await storedMeetings(page)).map((m) => [m.id, m]));
    expect(byId.size).toBe(2);
    expect(byId.get(ZBooking.parse(chosen.body).id)?.attendeeTimeZone).toBe('Europe/Paris');
    expect(byId.get(ZBooking.parse(plain.body).id)?.attendeeTimeZone).toBe('America/New_York');
  });
});

const addMinutes = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/**
 * A zone and a date 2 to 85 days ahead on which its clocks change: the zones here change on
 * different months between them (Morocco around Ramadan), so one always does.
 */
function changeDateAhead(): { zone: string; date: string } | undefined {
  const zones = [
    'Europe/London',
    'America/New_York',
    'Australia/Sydney',
    'Pacific/Auckland',
    'America/Santiago',
    'Africa/Casablanca',
    'Asia/Tehran',
    'America/Havana',
  ];
  for (let days = 2; days <= 85; days += 1)
    for (const zone of zones) {
      const date = dateAhead(days, zone);
      const length =
        startOfLocalDate(addDays(date, 1), zone).getTime() - startOfLocalDate(date, zone).getTime();
      if (length !== 86_400_000) return { zone, date };
    }
  return undefined;
}
