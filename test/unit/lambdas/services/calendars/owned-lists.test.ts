import { describe, expect, it } from 'vitest';
import { calendarMessages } from '@contracts/booking/calendar';
import type { TableItem, TableKey, TableQuery } from '../../../../../lambdas/ports/table';
import { toCalendarItem } from '../../../../../lambdas/services/calendars/calendar-item';
import { listConnections } from '../../../../../lambdas/services/calendars/list-connections';
import { listMeetings } from '../../../../../lambdas/services/calendars/list-meetings';
import { MemoryTable } from '../../support/memory-table';
import { rejection } from '../../support/rejection';

const page = toCalendarItem({
  id: 'cal-1',
  userId: 'owner-sub',
  name: 'Advisory call',
  description: '',
  slug: 'advice',
  defaultMeetingDuration: 30,
  bufferTime: 0,
  timeZone: 'UTC',
  availability: [],
  createdAt: '2026-01-01T00:00:00.000Z',
});

/**
 * A table whose reads of single items answer only once a Query has started: a service that
 * waited for its ownership check before listing would never finish (the test times out).
 */
class ListBesideCheckTable extends MemoryTable {
  private listed!: () => void;
  private readonly listing = new Promise<void>((resolve) => (this.listed = resolve));

  override async get<T extends TableItem>(key: TableKey) {
    await this.listing;
    return super.get<T>(key);
  }

  override async query<T extends Record<string, unknown>>(query: TableQuery) {
    this.listed();
    return super.query<T>(query);
  }
}

const lists = {
  connections: (table: MemoryTable, sub: string) =>
    listConnections({ table }, { calendarId: 'cal-1', sub, page: { limit: 20 } }),
  meetings: (table: MemoryTable, sub: string) =>
    listMeetings(
      { table },
      {
        calendarId: 'cal-1',
        sub,
        query: { from: '2026-06-08T00:00:00.000Z', to: '2026-06-15T00:00:00.000Z', limit: 50 },
      },
    ),
};

describe.each(Object.entries(lists))('the %s of a page', (_name, list) => {
  it('are read beside the ownership check, not after it', async () => {
    const answer = await list(new ListBesideCheckTable([page]), 'owner-sub');
    expect(answer.nextCursor).toBeNull();
  });

  it("answer another user the page's 404, whatever the list read", async () => {
    expect(await rejection(list(new ListBesideCheckTable([page]), 'someone-else'))).toEqual({
      status: 404,
      message: calendarMessages.notFound,
    });
  });
});
