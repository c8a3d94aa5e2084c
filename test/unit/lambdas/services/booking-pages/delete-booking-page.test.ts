import { describe, expect, it } from 'vitest';
import { bookingPageMessages } from '@contracts/booking/booking-page';
import { MEETING_CANCELLED } from '@contracts/booking/meeting-cancelled';
import type { TBookMeetingParsed } from '@contracts/booking/public-booking';
import { bookMeeting } from '../../../../../lambdas/services/booking/book-meeting';
import {
  bookingPageKey,
  slugClaimKey,
  toBookingPageItem,
  toSlugClaim,
} from '../../../../../lambdas/services/booking-pages/booking-page-item';
import { deleteBookingPage } from '../../../../../lambdas/services/booking-pages/delete-booking-page';
import { getDeletionImpact } from '../../../../../lambdas/services/booking-pages/deletion-impact';
import { bookingPageRefKey } from '../../../../../lambdas/services/booking-pages/owner-schedule';
import type { TableItem } from '../../../../../lambdas/ports/table';
import { MemoryTable } from '../../support/memory-table';
import { outboxOf } from '../../support/outbox';
import { rejection } from '../../support/rejection';

const OWNER = 'owner-sub';
const NOW = new Date('2026-06-01T08:00:00.000Z');
const page = toBookingPageItem({
  id: 'cal-1',
  userId: OWNER,
  name: 'Advisory call',
  description: '',
  slug: 'advice',
  defaultMeetingDuration: 30,
  bufferTime: 0,
  minimumNoticeMinutes: 0,
  timeZone: 'UTC',
  availability: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
    dayOfWeek,
    startTime: '09:00',
    endTime: '17:00',
  })),
  createdAt: '2026-01-01T00:00:00.000Z',
});

const entry = (id: string, status: string): TableItem => ({
  PK: 'CAL#cal-1',
  SK: `TS#2026-05-04T09:00:00.000Z#${id}`,
  id,
  status,
});
const pastMeeting: TableItem = {
  PK: 'CAL#cal-1',
  SK: 'MEET#2026-05-04T09:00:00.000Z#m-past',
  id: 'm-past',
  bookingPageId: 'cal-1',
  startTime: '2026-05-04T09:00:00.000Z',
  endTime: '2026-05-04T09:30:00.000Z',
  status: 'scheduled',
  source: 'booking',
};

function setup(extra: TableItem[] = []) {
  const table = new MemoryTable([
    page,
    toSlugClaim('advice', 'cal-1'),
    { ...bookingPageRefKey(OWNER, 'cal-1') },
    pastMeeting,
    { PK: 'CALCONN#cal-1', SK: 'CONN#c-1', name: 'Work' },
    ...extra,
  ]);
  let n = 0;
  const deps = { table, clock: { now: () => NOW }, ids: { newId: () => `id-${++n}` } };
  return { table, deps };
}

const booking = (startTime: string, attendeeEmail: string): TBookMeetingParsed => ({
  startTime,
  attendeeName: 'Ada',
  attendeeEmail,
  attendeeNotes: '',
  idempotencyKey: crypto.randomUUID(),
});

/** Everything under the page: its own partition and its connections'. */
const inPartition = (table: MemoryTable) =>
  [...table.items.values()].filter((i) => i.PK === 'CAL#cal-1' || i.PK === 'CALCONN#cal-1');

describe('deleteBookingPage', () => {
  it('is refused while submitted or approved entries exist, and changes nothing', async () => {
    const { table, deps } = setup([entry('e-1', 'submitted'), entry('e-2', 'approved')]);
    const before = structuredClone([...table.items.values()]);
    expect(await getDeletionImpact(deps, { id: 'cal-1', sub: OWNER })).toEqual({
      upcomingBookings: 0,
      otherMeetings: 1,
      draftEntries: 0,
      lockedEntries: 2,
      canDelete: false,
    });
    expect(await rejection(deleteBookingPage(deps, { id: 'cal-1', sub: OWNER }))).toEqual({
      status: 409,
      message: bookingPageMessages.deletionRefused(2),
    });
    expect([...table.items.values()]).toEqual(before);
  });

  it('cancels each upcoming booking with its event, then deletes the rest and the links', async () => {
    const { table, deps } = setup([entry('e-1', 'draft')]);
    const booked = await Promise.all(
      ['2026-06-08T09:00:00.000Z', '2026-06-09T10:00:00.000Z'].map((start, i) =>
        bookMeeting(deps, {
          slug: 'advice',
          sourceIp: '203.0.113.7',
          booking: booking(start, `v${i}@example.com`),
        }),
      ),
    );
    expect(await getDeletionImpact(deps, { id: 'cal-1', sub: OWNER })).toMatchObject({
      upcomingBookings: 2,
      otherMeetings: 1,
      draftEntries: 1,
      canDelete: true,
    });

    await deleteBookingPage(deps, { id: 'cal-1', sub: OWNER });

    const cancelled = outboxOf(table).filter((e) => e.detailType === MEETING_CANCELLED);
    expect(cancelled.map((e) => (e.detail as { meetingId: string }).meetingId).sort()).toEqual(
      booked.map((b) => b.id).sort(),
    );
    // What is left under the page is what the cancellation mails read, and it expires.
    const left = inPartition(table);
    expect(left.map((i) => String(i.SK).split('#')[0]).sort()).toEqual(['CAL', 'MEET', 'MEET']);
    for (const item of left) expect(item.ttl).toEqual(expect.any(Number));
    expect(left.filter((i) => i.SK !== 'CAL').every((m) => m.status === 'cancelled')).toBe(true);
    // Off the reminder index: nothing is left to remind.
    expect(left.filter((i) => i.SK !== 'CAL').map((m) => m.GSI1PK)).toEqual([undefined, undefined]);
    expect(await table.get(bookingPageKey('cal-1'))).toMatchObject({
      deletedAt: NOW.toISOString(),
    });
    expect((await table.get(bookingPageKey('cal-1')))?.GSI1PK).toBeUndefined();
    expect(await table.get(slugClaimKey('advice'))).toBeUndefined();
    expect(await table.get(bookingPageRefKey(OWNER, 'cal-1'))).toBeUndefined();
    expect(await rejection(deleteBookingPage(deps, { id: 'cal-1', sub: OWNER }))).toEqual({
      status: 404,
      message: bookingPageMessages.notFound,
    });
  });

  it('keeps the connection a cancelled booking was written back through, off the sync index', async () => {
    const synced = {
      PK: 'CALCONN#cal-1',
      SK: 'CONN#c-g',
      id: 'c-g',
      provider: 'google',
      refreshTokenCiphertext: 'sealed',
      GSI1PK: 'CALSYNC',
      GSI1SK: '2026-06-01T08:15:00.000Z#cal-1#c-g',
    };
    const { table, deps } = setup([synced]);
    const booked = await bookMeeting(deps, {
      slug: 'advice',
      sourceIp: '203.0.113.7',
      booking: booking('2026-06-08T09:00:00.000Z', 'v@example.com'),
    });
    const key = { PK: 'CAL#cal-1', SK: `MEET#${booked.startTime}#${booked.id}` };
    await table.update(key, {
      set: {
        external: {
          connectionId: 'c-g',
          provider: 'google',
          eventId: 'evt-1',
          startTime: booked.startTime,
          endTime: booked.endTime,
        },
      },
    });

    await deleteBookingPage(deps, { id: 'cal-1', sub: OWNER });

    const kept = await table.get({ PK: 'CALCONN#cal-1', SK: 'CONN#c-g' });
    expect(kept).toMatchObject({ id: 'c-g', ttl: expect.any(Number) });
    expect(kept?.GSI1PK).toBeUndefined();
    expect(kept?.GSI1SK).toBeUndefined();
    // The local calendar, through which nothing was written, goes as before.
    expect(await table.get({ PK: 'CALCONN#cal-1', SK: 'CONN#c-1' })).toBeUndefined();
  });

  it('a deletion that stopped midway is finished by deleting again, without re-checking', async () => {
    const { table, deps } = setup([entry('e-1', 'draft')]);
    await table.update(bookingPageKey('cal-1'), {
      set: { deletingAt: '2026-06-01T07:00:00.000Z', version: 1 },
    });
    await deleteBookingPage(deps, { id: 'cal-1', sub: OWNER });
    expect(inPartition(table).map((i) => i.SK)).toEqual(['CAL']);
    expect(await table.get(slugClaimKey('advice'))).toBeUndefined();
  });

  it('an entry submitted while the deletion starts undoes it: refused, the page as it was', async () => {
    const { table, deps } = setup([entry('e-1', 'draft')]);
    const write = table.transactWrite.bind(table);
    table.transactWrite = async (ops) => {
      const marks = ops.some((op) => op.op === 'update' && op.changes.set?.deletingAt);
      if (marks) await table.update(entry('e-1', 'draft'), { set: { status: 'submitted' } });
      await write(ops);
    };
    expect(await rejection(deleteBookingPage(deps, { id: 'cal-1', sub: OWNER }))).toEqual({
      status: 409,
      message: bookingPageMessages.deletionRefused(1),
    });
    const after = await table.get(bookingPageKey('cal-1'));
    expect(after?.deletingAt).toBeUndefined();
    expect(after?.version).toBe(2);
    expect(inPartition(table)).toHaveLength(4);
    expect(await table.get(slugClaimKey('advice'))).toBeDefined();
  });

  it('a booking under way when the deletion starts is sent round again and refused', async () => {
    const { table, deps } = setup();
    const write = table.transactWrite.bind(table);
    let deleting: Promise<void> | undefined;
    table.transactWrite = async (ops) => {
      const books = ops.some((op) => op.op === 'put' && String(op.item.SK).startsWith('MEET#'));
      if (books && !deleting) {
        deleting = deleteBookingPage(deps, { id: 'cal-1', sub: OWNER });
        await deleting;
      }
      await write(ops);
    };
    const late = bookMeeting(deps, {
      slug: 'advice',
      sourceIp: '203.0.113.7',
      booking: booking('2026-06-08T09:00:00.000Z', 'late@example.com'),
    });
    expect((await rejection(late)).status).toBe(404);
    expect(inPartition(table).map((i) => i.SK)).toEqual(['CAL']);
  });

  it("answers 404 for another owner's page", async () => {
    const { deps } = setup();
    expect(await rejection(deleteBookingPage(deps, { id: 'cal-1', sub: 'other' }))).toEqual({
      status: 404,
      message: bookingPageMessages.notFound,
    });
  });
});
