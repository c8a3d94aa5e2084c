import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { ZBookingPage } from '@contracts/booking/booking-page';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import {
  ZTimeEntry,
  ZTimeEntryDetail,
  type TTimeEntry,
  type TTimeEntryDetail,
} from '@contracts/timesheets/entry';
import { ZTimesheet, type TTimesheet } from '@contracts/timesheets/timesheet';
import { answer } from '../../../support/web/api';
import { billing } from '../../../support/web/billing';

/*
 * A booking page whose time counts against an engagement with two workstreams, as the API answers
 * it to the timesheet screens (ids are uuids: the contracts check them on both sides).
 */
export const PAGE_ID = '6a0f3b1c-2d4e-4f5a-8b6c-7d8e9f0a1b2c';
export const ENTRY_ID = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
export const RISK = { id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Risk assessment' };
export const POLICY = { id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a', name: 'Policy writing' };
export const ENGAGEMENT = {
  id: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b',
  title: 'ISO 27001 readiness',
  workstreams: [RISK, POLICY],
};
type Engagement = TTimesheet['bookingPage']['engagement'];

export const page = ZBookingPage.parse({
  id: PAGE_ID,
  name: 'Acme advisory',
  description: '',
  slug: 'acme',
  defaultMeetingDuration: 60,
  bufferTime: 0,
  minimumNoticeMinutes: 0,
  horizonDays: 60,
  timeZone: 'Europe/London',
  isActive: true,
  reminders: false,
  version: 1,
  deleting: false,
  lastSyncedAt: null,
  createdAt: '2030-01-01T00:00:00.000Z',
  availability: [],
  connectionCount: 0,
  location: null,
  linkPlatforms: [],
});

export const entry = (over: Partial<TTimeEntry> = {}): TTimeEntry =>
  ZTimeEntry.parse({
    id: ENTRY_ID,
    bookingPageId: PAGE_ID,
    startTime: '2030-03-04T09:00:00.000Z',
    endTime: '2030-03-04T10:30:00.000Z',
    durationMinutes: 90,
    description: 'Risk review',
    billable: true,
    ratePence: null,
    amountPence: null,
    status: 'draft',
    statusHistory: [],
    workstreamId: null,
    createdAt: '2030-03-04T11:00:00.000Z',
    updatedAt: '2030-03-04T11:00:00.000Z',
    ...over,
  });

export const entryDetail = (over: Partial<TTimeEntry> = {}): TTimeEntryDetail =>
  ZTimeEntryDetail.parse({
    ...entry(over),
    startLocal: '2030-03-04T09:00',
    endLocal: '2030-03-04T10:30',
    timeZone: 'Europe/London',
  });

/** The page's timesheet for the week, holding `entries`, linked to `engagement` (or none). */
export const timesheet = (engagement: Engagement, entries: TTimeEntry[] = []): TTimesheet =>
  ZTimesheet.parse({
    bookingPage: {
      id: PAGE_ID,
      name: page.name,
      timeZone: page.timeZone,
      currency: 'GBP',
      engagement,
    },
    period: {
      kind: 'this-week',
      from: '2030-03-04T00:00:00.000Z',
      to: '2030-03-11T00:00:00.000Z',
      startDate: '2030-03-04',
      endDate: '2030-03-10',
      timeZone: page.timeZone,
    },
    meetings: [],
    entries,
    totals: {
      meetingMinutes: 0,
      entryMinutes: 90 * entries.length,
      totalMinutes: 90 * entries.length,
      billableMinutes: 0,
      billableAmountPence: 0,
    },
    entryTotals: { billableMinutes: 0, billableAmountPence: 0 },
    statusCounts: { draft: entries.length, submitted: 0, approved: 0 },
    counts: { meetings: 0, entries: entries.length },
    unrated: { entries: 0, meetings: 0 },
    nextCursors: { meetings: null, entries: null },
  });

/**
 * What every timesheet screen of the page reads: the page, its billing (currency confirmed) and
 * its timesheet, linked to `engagement`.
 */
export function answerPage(engagement: Engagement, entries: TTimeEntry[] = []) {
  answer(bookingPageRoutes.get, page);
  answer(timesheetRoutes.getBilling, billing());
  answer(timesheetRoutes.getTimesheet, timesheet(engagement, entries));
}
