import { describe, expect, it } from 'vitest';
import { bookingMessages } from '@contracts/booking/public-booking';
import type { TableItem, TableKey } from '../../../../../lambdas/ports/table';
import { findPublicCalendar } from '../../../../../lambdas/services/booking/public-calendar';
import {
  calendarKey,
  slugClaimKey,
  toCalendarItem,
  toSlugClaim,
} from '../../../../../lambdas/services/calendars/calendar-item';
import { MemoryTable } from '../../support/memory-table';
import { rejection } from '../../support/rejection';

class CountingTable extends MemoryTable {
  gets: string[] = [];
  override async get<T extends TableItem>(key: TableKey) {
    this.gets.push(key.PK.startsWith('SLUG#') ? 'claim' : 'page');
    return super.get<T>(key);
  }
}

const page = (id: string, slug: string) =>
  toCalendarItem({
    id,
    userId: 'owner',
    name: `Page ${id}`,
    description: '',
    slug,
    defaultMeetingDuration: 30,
    bufferTime: 0,
    timeZone: 'Europe/London',
    availability: [{ dayOfWeek: 1, startTime: '09:00', endTime: '12:00' }],
    createdAt: '2026-01-01T00:00:00.000Z',
  });

const notFound = async (work: Promise<unknown>) => {
  const { status, message } = await rejection(work);
  return status === 404 && message === bookingMessages.notFound;
};

describe('findPublicCalendar', () => {
  it('reads the claim the first time only: a page found once is one read', async () => {
    const slug = `remembered-${Math.random()}`;
    const table = new CountingTable([page('p1', slug), toSlugClaim(slug, 'p1')]);
    expect((await findPublicCalendar(table, slug)).id).toBe('p1');
    expect(table.gets).toEqual(['claim', 'page']);
    table.gets = [];
    expect((await findPublicCalendar(table, slug, true)).id).toBe('p1');
    expect(table.gets).toEqual(['page']);
  });

  it('follows a slug to its new page and never serves a page under a slug it gave up', async () => {
    const slug = `moving-${Math.random()}`;
    const table = new CountingTable([page('p1', slug), toSlugClaim(slug, 'p1')]);
    await findPublicCalendar(table, slug);

    // p1 renames its slug (the page and both claims in one transaction), p2 takes the old one.
    await table.put({ ...page('p1', `${slug}-new`) });
    await table.delete(slugClaimKey(slug));
    await table.put(toSlugClaim(`${slug}-new`, 'p1'));
    expect(await notFound(findPublicCalendar(table, slug))).toBe(true);
    expect((await findPublicCalendar(table, `${slug}-new`)).id).toBe('p1');

    await table.put(page('p2', slug));
    await table.put(toSlugClaim(slug, 'p2'));
    expect((await findPublicCalendar(table, slug)).id).toBe('p2');

    // p2 is deleted with its claim: the remembered id finds nothing, and nor does the claim.
    await table.delete(calendarKey('p2'));
    await table.delete(slugClaimKey(slug));
    expect(await notFound(findPublicCalendar(table, slug))).toBe(true);
  });

  it('answers an inactive page like a missing one, remembered or not', async () => {
    const slug = `paused-${Math.random()}`;
    const table = new CountingTable([page('p3', slug), toSlugClaim(slug, 'p3')]);
    await findPublicCalendar(table, slug);
    await table.put({ ...page('p3', slug), isActive: false });
    expect(await notFound(findPublicCalendar(table, slug))).toBe(true);
  });
});
