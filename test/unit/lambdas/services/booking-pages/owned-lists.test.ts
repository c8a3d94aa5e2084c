import { describe, expect, it } from 'vitest';
import { bookingPageMessages } from '@contracts/booking/booking-page';
import { toBookingPageItem } from '../../../../../lambdas/services/booking-pages/booking-page-item';
import { toConnectionItem } from '../../../../../lambdas/services/booking-pages/connection-item';
import { listConnections } from '../../../../../lambdas/services/booking-pages/list-connections';
import { listMeetings } from '../../../../../lambdas/services/booking-pages/list-meetings';
import { toMeetingItem } from '../../../../../lambdas/services/booking-pages/meeting-item';
import { MemoryTable } from '../../support/memory-table';
import { rejection } from '../../support/rejection';

const OWNER = 'owner-sub';

const page = toBookingPageItem({
  id: 'cal-1',
  userId: OWNER,
  name: 'Advisory call',
  description: '',
  slug: 'advice',
  defaultMeetingDuration: 30,
  bufferTime: 0,
  timeZone: 'UTC',
  availability: [],
  createdAt: '2026-01-01T00:00:00.000Z',
});

const meeting = toMeetingItem(
  {
    id: 'meet-1',
    bookingPageId: 'cal-1',
    connectionId: null,
    title: 'Meeting with Ada',
    startTime: '2026-06-09T09:00:00.000Z',
    endTime: '2026-06-09T09:30:00.000Z',
    attendeeName: 'Ada',
    attendeeEmail: 'ada@example.com',
    status: 'scheduled',
    source: 'booking',
    platform: 'teams',
    notes: null,
    createdAt: '2026-06-01T08:00:00.000Z',
  },
  OWNER,
);

const connection = toConnectionItem({
  id: 'conn-1',
  bookingPageId: 'cal-1',
  userId: OWNER,
  provider: 'local',
  providerCalendarId: 'local',
  providerCalendarName: 'Local',
  createdAt: '2026-01-01T00:00:00.000Z',
});

const lists = {
  connections: async (table: MemoryTable, sub: string) =>
    (await listConnections({ table }, { bookingPageId: 'cal-1', sub, page: { limit: 20 } }))
      .connections,
  meetings: async (table: MemoryTable, sub: string) =>
    (
      await listMeetings(
        { table },
        {
          bookingPageId: 'cal-1',
          sub,
          query: { from: '2026-06-08T00:00:00.000Z', to: '2026-06-15T00:00:00.000Z', limit: 50 },
        },
      )
    ).meetings,
};

const listed = { connections: 'conn-1', meetings: 'meet-1' };

describe.each(Object.entries(lists))('the %s of a page', (name, list) => {
  it('are listed for the page’s owner', async () => {
    const items = await list(new MemoryTable([page, meeting, connection]), OWNER);
    expect(items.map((item) => item.id)).toEqual([listed[name as keyof typeof listed]]);
  });

  it('answer another user the page’s 404 without reading them', async () => {
    const table = new MemoryTable([page, meeting, connection]);
    expect(await rejection(list(table, 'someone-else'))).toEqual({
      status: 404,
      message: bookingPageMessages.notFound,
    });
    expect(table.queries).toEqual([]);
  });
});
