import { describe, expect, it } from 'vitest';
import {
  bookingPageKey,
  toBookingPageItem,
} from '../../../../../lambdas/services/booking-pages/booking-page-item';
import { createEntry } from '../../../../../lambdas/services/timesheets/create-entry';
import { getTimesheet } from '../../../../../lambdas/services/timesheets/get-timesheet';
import { MemoryTable } from '../../support/memory-table';
import { rejection } from '../../support/rejection';

const OWNER = 'owner-sub';
const NOW = new Date('2026-06-10T12:00:00.000Z');
/** 1 June, the whole day in the page's zone. */
const JUNE_FIRST = { kind: 'custom', startDate: '2026-06-01', endDate: '2026-06-01' } as const;

function setup(id: string, timeZone: string) {
  const table = new MemoryTable([
    toBookingPageItem({
      id,
      userId: OWNER,
      name: 'Advisory',
      description: '',
      slug: `slug-${id}`,
      defaultMeetingDuration: 30,
      bufferTime: 0,
      timeZone,
      availability: [],
      createdAt: '2026-01-01T00:00:00.000Z',
    }),
  ]);
  let n = 0;
  const deps = { table, clock: { now: () => NOW }, ids: { newId: () => `entry-${++n}` } };
  const add = (start: string, end: string) =>
    createEntry(deps, {
      bookingPageId: id,
      sub: OWNER,
      // The page's first time confirms its currency (issue 35).
      entry: {
        start,
        end,
        description: 'Review',
        billable: false,
        hourlyRate: null,
        currency: 'GBP',
      },
    });
  const overview = (sub = OWNER) =>
    getTimesheet(deps, { bookingPageId: id, sub, period: JUNE_FIRST });
  return { table, add, overview };
}

describe('the timesheet overview', () => {
  it('sums the period’s entries in the page’s zone', async () => {
    const f = setup('cal-sums', 'Europe/London');
    await f.add('2026-06-01T09:00', '2026-06-01T10:30');
    // 00:30 on 2 June in London: the next day, not counted.
    await f.add('2026-06-02T00:30', '2026-06-02T01:00');
    const overview = await f.overview();
    expect(overview.totals).toMatchObject({ entryMinutes: 90 });
    expect(overview.entries).toHaveLength(1);
  });

  it('reads the period again in the new zone after the owner changes it', async () => {
    const f = setup('cal-zone', 'Europe/London');
    await f.add('2026-06-01T09:00', '2026-06-01T10:00');
    // 1 June in London: from 23:00 UTC the day before.
    expect((await f.overview()).period.from).toBe('2026-05-31T23:00:00.000Z');
    const page = await f.table.get(bookingPageKey('cal-zone'));
    await f.table.put({ ...page!, timeZone: 'Asia/Tokyo' });
    const after = await f.overview();
    // 1 June in Tokyo: from 15:00 UTC the day before, not the London day it was before.
    expect(after.period).toMatchObject({
      timeZone: 'Asia/Tokyo',
      from: '2026-05-31T15:00:00.000Z',
    });
    expect(after.bookingPage.timeZone).toBe('Asia/Tokyo');
  });

  it('answers another user 404 without reading the period', async () => {
    const f = setup('cal-other', 'UTC');
    await f.add('2026-06-01T09:00', '2026-06-01T10:00');
    f.table.queries.length = 0;
    expect(await rejection(f.overview('someone-else'))).toMatchObject({ status: 404 });
    expect(f.table.queries).toEqual([]);
  });
});
