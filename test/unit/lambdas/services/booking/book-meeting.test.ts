import { describe, expect, it } from 'vitest';
import { bookingMessages, type TBookMeetingParsed } from '@contracts/booking/public-booking';
import { bookMeeting } from '../../../../../lambdas/services/booking/book-meeting';
import {
  toBookingPageItem,
  toSlugClaim,
} from '../../../../../lambdas/services/booking-pages/booking-page-item';
import { toMeetingItem } from '../../../../../lambdas/services/booking-pages/meeting-item';
import { cancelTokenKey } from '../../../../../lambdas/services/booking/cancel-token-item';
import { bookingPageRefKey } from '../../../../../lambdas/services/booking-pages/owner-schedule';
import { MemoryTable } from '../../support/memory-table';
import { outboxOf } from '../../support/outbox';
import { rejection } from '../../support/rejection';

const OWNER = 'owner-sub';
const VISITOR_IP = '203.0.113.7';
const settings = {
  id: 'cal-1',
  userId: OWNER,
  name: 'Advisory call',
  description: '',
  slug: 'advice',
  defaultMeetingDuration: 30,
  bufferTime: 10,
  timeZone: 'Europe/London',
  availability: [{ dayOfWeek: 1, startTime: '09:00', endTime: '12:00' }],
  createdAt: '2026-01-01T00:00:00.000Z',
};
/** Its owner connected a Microsoft calendar: it offers Teams, whose link that calendar makes. */
const page = { ...toBookingPageItem(settings), microsoftConnectionCount: 1 };

/** Records the key of every item each transaction wrote. */
class RecordingTable extends MemoryTable {
  readonly transactions: string[][] = [];
  override async transactWrite(ops: Parameters<MemoryTable['transactWrite']>[0]) {
    await super.transactWrite(ops);
    this.transactions.push(ops.map((op) => String((op.op === 'put' ? op.item : op.key).PK)));
  }
}

function setup() {
  const table = new RecordingTable([
    page,
    toSlugClaim('advice', 'cal-1'),
    { ...bookingPageRefKey(OWNER, 'cal-1') },
  ]);
  let n = 0;
  const deps = {
    table,
    clock: { now: () => new Date('2026-06-01T08:00:00.000Z') },
    ids: { newId: () => `id-${++n}` },
  };
  return { table, deps };
}

const request = (fields: Partial<TBookMeetingParsed> = {}): TBookMeetingParsed => ({
  // Monday 8 June 2026, 09:00 in London (BST) = 08:00Z: the first slot of the window.
  startTime: '2026-06-08T08:00:00.000Z',
  attendeeName: 'Ada',
  attendeeEmail: 'ada@example.com',
  attendeeNotes: '',
  meetingPlatform: 'teams',
  idempotencyKey: '3f1c2b1e-0c1d-4d7e-9a55-6f3a1e2b4c5d',
  ...fields,
});

const meetings = (table: MemoryTable) =>
  [...table.items.values()].filter((i) => String(i.SK).startsWith('MEET#'));

describe('bookMeeting', () => {
  it('writes the meeting with the owner’s day lock, the retry claim and its event, at once', async () => {
    const { table, deps } = setup();
    const booking = await bookMeeting(deps, {
      slug: 'advice',
      sourceIp: VISITOR_IP,
      booking: request(),
    });
    expect(booking).toEqual({
      id: 'id-1',
      startTime: '2026-06-08T08:00:00.000Z',
      endTime: '2026-06-08T08:30:00.000Z',
      attendeeName: 'Ada',
      attendeeEmail: 'ada@example.com',
      meetingPlatform: 'teams',
      bookingPageName: 'Advisory call',
      manageToken: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(meetings(table)).toHaveLength(1);
    // The manage token opens the meeting; the table holds only its hash, living to the end.
    const link = table.items.get(`${cancelTokenKey(booking.manageToken!).PK}\u0000CANCEL`);
    expect(link).toMatchObject({
      meetingId: 'id-1',
      bookingPageId: 'cal-1',
      startTime: '2026-06-08T08:00:00.000Z',
      ttl: Date.parse('2026-06-08T08:30:00.000Z') / 1000,
    });
    expect(JSON.stringify([...table.items.values()])).not.toContain(booking.manageToken);
    expect(table.items.get(`USER#${OWNER}\u0000BOOKLOCK#2026-06-08`)).toMatchObject({ version: 1 });
    expect(outboxOf(table)).toEqual([
      {
        detailType: 'MeetingBooked',
        detail: {
          bookingPageId: 'cal-1',
          meetingId: 'id-1',
          startTime: '2026-06-08T08:00:00.000Z',
        },
      },
    ]);
    // One transaction: the meeting is never there without its event, nor the event without it.
    expect(table.transactions).toEqual([
      expect.arrayContaining(['CAL#cal-1', 'OUTBOX#MeetingBooked#id-1', link!.PK]),
    ]);
  });

  it('refuses a platform none of the page’s calendars makes a link for, writing nothing', async () => {
    const { table, deps } = setup();
    const writes = table.writes.length;
    await expect(
      bookMeeting(deps, {
        slug: 'advice',
        sourceIp: VISITOR_IP,
        booking: request({ meetingPlatform: 'google_meet' }),
      }),
    ).rejects.toMatchObject({
      status: 400,
      message: bookingMessages.platformUnavailable,
      fields: { meetingPlatform: bookingMessages.platformUnavailable },
    });
    expect(table.writes.length).toBe(writes);
    expect(meetings(table)).toEqual([]);
    // Without a platform it books, with no video call.
    const booked = await bookMeeting(deps, {
      slug: 'advice',
      sourceIp: VISITOR_IP,
      booking: request({ meetingPlatform: undefined }),
    });
    expect(booked.meetingPlatform).toBeNull();
  });

  it('is sent round again when the calendar that makes its link is disconnected meanwhile', async () => {
    const { table, deps } = setup();
    table.beforeWrite = () => {
      table.beforeWrite = undefined;
      const stored = table.items.get('CAL#cal-1\u0000CAL')!;
      table.items.set('CAL#cal-1\u0000CAL', { ...stored, microsoftConnectionCount: 0 });
    };
    await expect(
      bookMeeting(deps, { slug: 'advice', sourceIp: VISITOR_IP, booking: request() }),
    ).rejects.toMatchObject({ status: 400, message: bookingMessages.platformUnavailable });
    expect(meetings(table)).toEqual([]);
  });

  it('answers a retry with the first booking, without its manage token, and writes nothing more', async () => {
    const { table, deps } = setup();
    const { manageToken, ...first } = await bookMeeting(deps, {
      slug: 'advice',
      sourceIp: VISITOR_IP,
      booking: request(),
    });
    expect(manageToken).toBeDefined();
    const writes = table.writes.length;
    expect(
      await bookMeeting(deps, { slug: 'advice', sourceIp: VISITOR_IP, booking: request() }),
    ).toEqual(first);
    expect(table.writes.length).toBe(writes);
    expect(meetings(table)).toHaveLength(1);
  });

  it('loses to an overlapping booking committed between its read and its write: 409, one meeting', async () => {
    const { table, deps } = setup();
    let raced = false;
    table.beforeWrite = () => {
      if (raced) return;
      raced = true;
      // Another visitor's 08:35Z meeting (inside this one's buffer) lands first, with its lock.
      const other = toMeetingItem(
        {
          id: 'other',
          bookingPageId: 'cal-1',
          connectionId: null,
          title: 'Other',
          startTime: '2026-06-08T08:35:00.000Z',
          endTime: '2026-06-08T09:05:00.000Z',
          attendeeName: 'Bob',
          attendeeEmail: 'bob@example.com',
          status: 'scheduled',
          source: 'booking',
          platform: 'teams',
          notes: null,
          createdAt: '2026-06-01T08:00:00.000Z',
        },
        OWNER,
      );
      table.items.set(`${other.PK}\u0000${other.SK}`, other);
      const lock = { PK: `USER#${OWNER}`, SK: 'BOOKLOCK#2026-06-08', version: 1 };
      table.items.set(`${lock.PK}\u0000${lock.SK}`, lock);
    };
    expect(
      await rejection(
        bookMeeting(deps, { slug: 'advice', sourceIp: VISITOR_IP, booking: request() }),
      ),
    ).toEqual({
      status: 409,
      message: bookingMessages.slotTaken,
    });
    expect(meetings(table).map((m) => m.id)).toEqual(['other']);
  });

  it('refuses a time the page does not offer', async () => {
    const { table, deps } = setup();
    for (const startTime of [
      '2026-06-08T09:05:00.000Z',
      '2026-06-09T09:00:00.000Z',
      '2026-05-25T09:00:00.000Z',
    ])
      expect(
        await rejection(
          bookMeeting(deps, {
            slug: 'advice',
            sourceIp: VISITOR_IP,
            booking: request({ startTime }),
          }),
        ),
      ).toEqual({
        status: 409,
        message: bookingMessages.slotUnavailable,
      });
    expect(meetings(table)).toEqual([]);
    expect(
      await rejection(
        bookMeeting(deps, { slug: 'nope', sourceIp: VISITOR_IP, booking: request() }),
      ),
    ).toEqual({
      status: 404,
      message: bookingMessages.notFound,
    });
  });

  it('answers a retry whose first request committed between its claim read and its schedule read', async () => {
    const { table, deps } = setup();
    const { manageToken: _token, ...first } = await bookMeeting(deps, {
      slug: 'advice',
      sourceIp: VISITOR_IP,
      booking: request(),
    });
    const claimKey = [...table.items.keys()].find((key) => key.includes('IDEM'));
    expect(claimKey).toBeDefined();
    // The retry's first read of the claim finds nothing, as if sent just before the commit.
    const get = table.get.bind(table);
    let hidden = false;
    table.get = (async (key) => {
      if (!hidden && `${key.PK}\u0000${key.SK}` === claimKey) {
        hidden = true;
        return undefined;
      }
      return get(key);
    }) as typeof table.get;
    const writes = table.writes.length;
    expect(
      await bookMeeting(deps, { slug: 'advice', sourceIp: VISITOR_IP, booking: request() }),
    ).toEqual(first);
    expect(hidden).toBe(true);
    expect(table.writes.length).toBe(writes);
    expect(meetings(table)).toHaveLength(1);
  });

  it('reads the schedule of the page’s real owner when its slug moved to another owner', async () => {
    const { table, deps } = setup();
    // The slug now names another owner's page, whose owner is busy at 09:00 London; the first
    // owner is free then.
    const other = {
      ...toBookingPageItem({ ...settings, id: 'cal-2', userId: 'other-sub' }),
      microsoftConnectionCount: 1,
    };
    const busy = toMeetingItem(
      {
        id: 'theirs',
        bookingPageId: 'cal-2',
        connectionId: null,
        title: 'Theirs',
        startTime: '2026-06-08T08:00:00.000Z',
        endTime: '2026-06-08T08:30:00.000Z',
        attendeeName: 'Cy',
        attendeeEmail: 'cy@example.com',
        status: 'scheduled',
        source: 'booking',
        platform: 'teams',
        notes: null,
        createdAt: '2026-06-01T08:00:00.000Z',
      },
      'other-sub',
    );
    for (const item of [
      { ...page, slug: 'renamed' },
      other,
      toSlugClaim('advice', 'cal-2'),
      { ...bookingPageRefKey('other-sub', 'cal-2') },
      busy,
      {
        PK: 'USER#other-sub',
        SK: 'BOOKLOCK#2026-06-08',
        version: 1,
        busy: {
          theirs: {
            bookingPageId: 'cal-2',
            start: '2026-06-08T08:00:00.000Z',
            end: '2026-06-08T08:30:00.000Z',
          },
        },
      },
    ])
      table.items.set(`${item.PK}\u0000${item.SK}`, item);
    const fresh = request({ idempotencyKey: '5d6e7f80-1a2b-4c3d-9e4f-a0b1c2d3e4f5' });
    expect(
      await rejection(bookMeeting(deps, { slug: 'advice', sourceIp: VISITOR_IP, booking: fresh })),
    ).toEqual({
      status: 409,
      message: bookingMessages.slotTaken,
    });
  });
});
