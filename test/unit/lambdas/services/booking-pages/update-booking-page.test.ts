import { describe, expect, it } from 'vitest';
import { bookingPageMessages, ZUpdateBookingPage } from '@contracts/booking/booking-page';
import { bookingMessages, type TBookMeetingParsed } from '@contracts/booking/public-booking';
import { bookMeeting } from '../../../../../lambdas/services/booking/book-meeting';
import {
  bookingPageKey,
  toBookingPageItem,
  toSlugClaim,
} from '../../../../../lambdas/services/booking-pages/booking-page-item';
import { bookingPageRefKey } from '../../../../../lambdas/services/booking-pages/owner-schedule';
import {
  MAX_FORMER_SLUGS,
  planSlugMove,
  updateBookingPage,
} from '../../../../../lambdas/services/booking-pages/update-booking-page';
import { MemoryTable } from '../../support/memory-table';
import { rejection } from '../../support/rejection';

const OWNER = 'owner-sub';
const NOW = new Date('2026-06-01T08:00:00.000Z');
const page = toBookingPageItem({
  id: 'cal-1',
  userId: OWNER,
  name: 'Advisory call',
  description: 'Half an hour',
  slug: 'advice',
  defaultMeetingDuration: 30,
  bufferTime: 0,
  timeZone: 'UTC',
  // Mondays only; 8 June 2026 is a Monday.
  availability: [{ dayOfWeek: 1, startTime: '09:00', endTime: '12:00' }],
  createdAt: '2026-01-01T00:00:00.000Z',
});

const stored = () => [
  page,
  toSlugClaim('advice', 'cal-1'),
  { ...bookingPageRefKey(OWNER, 'cal-1') },
];

function setup(table = new MemoryTable(stored())) {
  let n = 0;
  const deps = { table, clock: { now: () => NOW }, ids: { newId: () => `id-${++n}` } };
  return { table, deps };
}

const edit = (fields: Record<string, unknown>) => ZUpdateBookingPage.parse(fields);

const request: TBookMeetingParsed = {
  startTime: '2026-06-08T09:00:00.000Z',
  attendeeName: 'Ada',
  attendeeEmail: 'ada@example.com',
  attendeeNotes: '',
  idempotencyKey: '3f1c2b1e-0c1d-4d7e-9a55-6f3a1e2b4c5d',
};

const meetings = (table: MemoryTable) =>
  [...table.items.values()].filter((i) => String(i.SK).startsWith('MEET#'));

describe('ZUpdateBookingPage', () => {
  it('needs the version read and at least one change; a missing description stays unchanged', () => {
    expect(ZUpdateBookingPage.safeParse({ name: 'x' }).error?.issues[0]?.message).toBe(
      bookingPageMessages.versionRequired,
    );
    expect(ZUpdateBookingPage.safeParse({ version: 0 }).error?.issues[0]?.message).toBe(
      bookingPageMessages.nothingToChange,
    );
    expect(edit({ version: 2, isActive: false })).toEqual({ version: 2, isActive: false });
  });
});

describe('updateBookingPage', () => {
  it('a page stored before versions were kept is at 0; each edit raises it by one', async () => {
    const { table, deps } = setup();
    const saved = await updateBookingPage(deps, {
      id: 'cal-1',
      sub: OWNER,
      edit: edit({ isActive: false, version: 0 }),
    });
    expect(saved).toMatchObject({ isActive: false, version: 1, description: 'Half an hour' });
    expect(await table.get(bookingPageKey('cal-1'))).toMatchObject({ version: 1 });
    expect(
      await rejection(
        updateBookingPage(deps, { id: 'cal-1', sub: OWNER, edit: edit({ name: 'y', version: 0 }) }),
      ),
    ).toEqual({ status: 409, message: bookingPageMessages.changedElsewhere });
  });

  it("answers 404 for another owner's page", async () => {
    const { deps } = setup();
    expect(
      await rejection(
        updateBookingPage(deps, {
          id: 'cal-1',
          sub: 'other',
          edit: edit({ name: 'y', version: 0 }),
        }),
      ),
    ).toEqual({ status: 404, message: bookingPageMessages.notFound });
  });
});

describe('planSlugMove', () => {
  it('keeps the old slug for 90 days, drops expired ones and the one taken back, and caps the rest', () => {
    const plan = planSlugMove(
      {
        slug: 'b',
        formerSlugs: [
          { slug: 'old', until: '2026-05-01T00:00:00.000Z' },
          { slug: 'a', until: '2026-07-01T00:00:00.000Z' },
        ],
      },
      'a',
      NOW,
    );
    expect(plan).toEqual({
      until: '2026-08-30T08:00:00.000Z',
      formerSlugs: [{ slug: 'b', until: '2026-08-30T08:00:00.000Z' }],
      released: [],
    });
    const many = Array.from({ length: MAX_FORMER_SLUGS }, (_, i) => ({
      slug: `s${i}`,
      until: '2026-07-01T00:00:00.000Z',
    }));
    const capped = planSlugMove({ slug: 'now', formerSlugs: many }, 'next', NOW);
    expect(capped.released).toEqual(['s0']);
    expect(capped.formerSlugs).toHaveLength(MAX_FORMER_SLUGS);
  });
});

/** Runs `between` once, just before the first transaction that writes a meeting commits. */
class InterleavingTable extends MemoryTable {
  between?: () => Promise<unknown>;
  override async transactWrite(ops: Parameters<MemoryTable['transactWrite']>[0]) {
    const writesMeeting = ops.some(
      (op) => op.op === 'put' && String(op.item.SK).startsWith('MEET#'),
    );
    const step = this.between;
    if (writesMeeting && step) {
      this.between = undefined;
      await step();
    }
    await super.transactWrite(ops);
  }
}

describe('an edit racing a booking', () => {
  it('an edit that commits while the booking is under way sends it round again on the new hours', async () => {
    const table = new InterleavingTable(stored());
    const { deps } = setup(table);
    // Mondays close between the booking's reads and its write.
    table.between = () =>
      updateBookingPage(deps, {
        id: 'cal-1',
        sub: OWNER,
        edit: edit({
          availability: [{ dayOfWeek: 2, startTime: '09:00', endTime: '12:00' }],
          version: 0,
        }),
      });
    expect(
      await rejection(
        bookMeeting(deps, { slug: 'advice', sourceIp: '203.0.113.7', booking: request }),
      ),
    ).toEqual({ status: 409, message: bookingMessages.slotUnavailable });
    expect(meetings(table)).toEqual([]);
    expect(await table.get(bookingPageKey('cal-1'))).toMatchObject({ version: 1 });
  });

  it('a pause that commits meanwhile tells the visitor the page is paused and books nothing', async () => {
    const table = new InterleavingTable(stored());
    const { deps } = setup(table);
    table.between = () =>
      updateBookingPage(deps, {
        id: 'cal-1',
        sub: OWNER,
        edit: edit({ isActive: false, version: 0 }),
      });
    expect(
      await rejection(
        bookMeeting(deps, { slug: 'advice', sourceIp: '203.0.113.7', booking: request }),
      ),
    ).toEqual({ status: 404, message: bookingMessages.paused });
    expect(meetings(table)).toEqual([]);
  });

  it('a booking that commits first stands, and the edit after it is saved', async () => {
    const { table, deps } = setup();
    await bookMeeting(deps, { slug: 'advice', sourceIp: '203.0.113.7', booking: request });
    await updateBookingPage(deps, {
      id: 'cal-1',
      sub: OWNER,
      edit: edit({ isActive: false, version: 0 }),
    });
    expect(meetings(table)).toHaveLength(1);
    expect(await table.get(bookingPageKey('cal-1'))).toMatchObject({ isActive: false });
  });
});
