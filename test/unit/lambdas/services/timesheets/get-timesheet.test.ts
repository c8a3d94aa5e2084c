import { describe, expect, it } from 'vitest';
import type { TableItem, TableKey, TableQuery } from '../../../../../lambdas/ports/table';
import {
  calendarKey,
  toCalendarItem,
} from '../../../../../lambdas/services/calendars/calendar-item';
import { createEntry } from '../../../../../lambdas/services/timesheets/create-entry';
import { getTimesheet } from '../../../../../lambdas/services/timesheets/get-timesheet';
import { MemoryTable } from '../../support/memory-table';
import { rejection } from '../../support/rejection';

/**
 * The overview on a warm container reads its period beside the page, with the zone it last saw,
 * and keeps that read only when the page still has that owner and zone.
 */

const OWNER = 'owner-sub';
const NOW = new Date('2026-06-10T12:00:00.000Z');
/** 1 June, the whole day in the page's zone. */
const JUNE_FIRST = { kind: 'custom', startDate: '2026-06-01', endDate: '2026-06-01' } as const;

function setup(id: string, timeZone: string) {
  const table = new MemoryTable([
    toCalendarItem({
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
      calendarId: id,
      sub: OWNER,
      entry: { start, end, description: 'Review', billable: false, hourlyRate: null },
    });
  const overview = (sub = OWNER) => getTimesheet(deps, { calendarId: id, sub, period: JUNE_FIRST });
  return { table, add, overview };
}

describe('the timesheet overview on a warm container', () => {
  it('reads the period beside the page, and answers as a cold read does', async () => {
    const f = setup('cal-warm', 'Europe/London');
    await f.add('2026-06-01T09:00', '2026-06-01T10:30');
    const cold = await f.overview();
    expect(cold.totals).toMatchObject({ entryMinutes: 90 });

    // The page answers only once the period's reads have been sent: read after the page, as a
    // cold container does, they would never start and the test would time out.
    let release = () => {};
    const periodSent = new Promise<void>((resolve) => (release = resolve));
    const get = f.table.get.bind(f.table);
    const query = f.table.query.bind(f.table);
    f.table.get = async <T extends TableItem>(key: TableKey) => {
      await periodSent;
      return get<T>(key);
    };
    f.table.query = async <T extends Record<string, unknown>>(q: TableQuery) => {
      release();
      return query<T>(q);
    };
    expect(await f.overview()).toEqual(cold);
  });

  it('reads the period again in the new zone after the owner changes it', async () => {
    const f = setup('cal-zone', 'Europe/London');
    await f.add('2026-06-01T09:00', '2026-06-01T10:00');
    // 1 June in London: from 23:00 UTC the day before.
    expect((await f.overview()).period.from).toBe('2026-05-31T23:00:00.000Z');
    const page = await f.table.get(calendarKey('cal-zone'));
    await f.table.put({ ...page!, timeZone: 'Asia/Tokyo' });
    const after = await f.overview();
    // 1 June in Tokyo: from 15:00 UTC the day before, not the London day the container saw.
    expect(after.period).toMatchObject({
      timeZone: 'Asia/Tokyo',
      from: '2026-05-31T15:00:00.000Z',
    });
    expect(after.calendar.timeZone).toBe('Asia/Tokyo');
  });

  it('answers another user 404 however warm the container is', async () => {
    const f = setup('cal-other', 'UTC');
    await f.overview();
    expect(await rejection(f.overview('someone-else'))).toMatchObject({ status: 404 });
  });
});
