import { describe, expect, it } from 'vitest';
import { ZCreateMeeting } from '@contracts/booking/meeting';
import { toBookingPageItem } from '../../../../../lambdas/services/booking-pages/booking-page-item';
import { toConnectionItem } from '../../../../../lambdas/services/booking-pages/connection-item';
import { createMeeting } from '../../../../../lambdas/services/booking-pages/create-meeting';
import { getTimesheet } from '../../../../../lambdas/services/timesheets/get-timesheet';
import { periodRecords } from '../../../../../lambdas/services/timesheets/period-records';
import { readLocks } from '../../../../../lambdas/services/booking-pages/owner-schedule';
import { syncBusyTime } from '../../../../support/synced-busy-time';
import { MemoryTable } from '../../support/memory-table';

const OWNER = 'owner-sub';
const PAGE = 'cal-imported';
const NOW = new Date('2030-03-01T08:00:00.000Z');
const MARCH = { kind: 'custom', startDate: '2030-03-01', endDate: '2030-03-31' } as const;

async function setup() {
  const table = new MemoryTable([
    toBookingPageItem({
      id: PAGE,
      userId: OWNER,
      name: 'Advisory',
      description: '',
      slug: 'advisory',
      defaultMeetingDuration: 30,
      bufferTime: 0,
      timeZone: 'UTC',
      availability: [],
      createdAt: '2030-01-01T00:00:00.000Z',
    }),
    toConnectionItem({
      id: 'local-conn',
      bookingPageId: PAGE,
      userId: OWNER,
      provider: 'local',
      providerCalendarId: 'local',
      providerCalendarName: 'Work',
      createdAt: '2030-01-01T00:00:00.000Z',
    }),
  ]);
  const clock = { now: () => NOW };
  // The owner's own event: 45 minutes on 5 March.
  await createMeeting(
    { table, clock, ids: { newId: () => 'manual-1' } },
    {
      bookingPageId: PAGE,
      sub: OWNER,
      meeting: ZCreateMeeting.parse({
        title: 'Board prep',
        date: '2030-03-05',
        startTime: '14:00',
        endTime: '14:45',
        calendarConnectionId: 'local-conn',
        timezone: 'UTC',
      }),
    },
  );
  // Two hours of the owner's Google calendar on 6 March, imported by Sync Now.
  await syncBusyTime(table, {
    bookingPageId: PAGE,
    sub: OWNER,
    now: NOW,
    events: [
      {
        id: 'google-evt',
        removed: false,
        title: 'Dentist',
        start: '2030-03-06T10:00:00.000Z',
        end: '2030-03-06T12:00:00.000Z',
        busy: true,
      },
    ],
  });
  return { table, clock };
}

describe('imported busy time on the timesheet', () => {
  it('still blocks the owner’s time, yet counts neither in the totals nor the meeting list', async () => {
    const { table, clock } = await setup();
    const locks = await readLocks(table, OWNER, {
      from: new Date('2030-03-06T00:00:00.000Z'),
      to: new Date('2030-03-07T00:00:00.000Z'),
    });
    const busy = [...locks.days.values()].flatMap((d) => Object.values(d.busy));
    expect(busy).toEqual([
      expect.objectContaining({
        start: '2030-03-06T10:00:00.000Z',
        end: '2030-03-06T12:00:00.000Z',
      }),
    ]);

    const sheet = await getTimesheet(
      { table, clock },
      { bookingPageId: PAGE, sub: OWNER, period: MARCH },
    );
    expect(sheet.totals).toMatchObject({ meetingMinutes: 45, totalMinutes: 45 });
    expect(sheet.counts).toEqual({ meetings: 1, entries: 0 });
    expect(sheet.meetings.map((m) => m.title)).toEqual(['Board prep']);
  });

  it('leaves it out of what the exports print', async () => {
    const { table } = await setup();
    const records = await periodRecords(
      table,
      { id: PAGE },
      {
        from: new Date('2030-03-01T00:00:00.000Z'),
        to: new Date('2030-04-01T00:00:00.000Z'),
      },
    );
    expect(records.meetings.map((m) => m.title)).toEqual(['Board prep']);
  });
});
