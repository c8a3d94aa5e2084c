import { CURRENCIES } from '@domain/timesheets/money';
import * as z from 'zod';
import { PAGE_SIZES, pageQueryShape, ZPageOf } from '../paging';
import { ENTRY_STATUSES, ZTimeEntry } from './entry';
import { checkPeriod, periodShape, toPeriodFilter, ZPeriodFilter, ZResolvedPeriod } from './period';
import { formatCount } from '../format-count';

/** The timesheet overview (spec §2 Timesheets); submitted periods are `period-approval.ts`. */

export const timesheetMessages = {
  calendarLoadFailed: 'Error loading calendar',
  meetingsLoadFailed: 'Error loading meetings',
  /** Under a list of which only the newest lines are loaded so far. */
  shown: (shown: number, total: number, what: 'meetings' | 'entries') =>
    `Showing the newest ${formatCount(shown)} of ${formatCount(total)} ${what} in this period`,
  loadMore: 'Load more',
  loadMoreFailed: (what: 'meetings' | 'entries') => `Error loading more ${what}`,
} as const;

/**
 * A meeting of the period, as it counts toward total time, and what it bills when its page bills
 * meetings at its rate (Billing settings, "Bill meetings"). The billing fields are optional only
 * so that a period approved before meetings were billed still reads as it was approved (its
 * meetings not billed); every line made now carries them.
 */
export const ZTimesheetMeeting = z.object({
  id: z.string(),
  title: z.string(),
  attendeeName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  durationMinutes: z.number().int(),
  billable: z.boolean().optional(),
  /** The page's hourly rate in pence the meeting is billed at; null when not billed. */
  ratePence: z.number().int().nullable().optional(),
  /** What the meeting earns, in pence; null when not billed. */
  amountPence: z.number().int().nullable().optional(),
});
export type TTimesheetMeeting = z.infer<typeof ZTimesheetMeeting>;

export const ZTimesheetTotals = z.object({
  meetingMinutes: z.number().int(),
  entryMinutes: z.number().int(),
  /** Meetings plus entries (spec §9). */
  totalMinutes: z.number().int(),
  /** Minutes of the billable entries and billed meetings. */
  billableMinutes: z.number().int(),
  /** The sum of the lines' amounts (entries and billed meetings) as shown, in pence. */
  billableAmountPence: z.number().int(),
});
export type TTimesheetTotals = z.infer<typeof ZTimesheetTotals>;

/**
 * `GET /api/booking-pages/{id}/timesheet?period&startDate&endDate`: the period's totals and status
 * counts over all its lines, computed on the server by `domain/timesheets`, and the first page of
 * its meetings and of its entries (newest first). However much a period holds, the answer is one
 * page of each; `nextCursor` of a list goes to that list's own route for the older lines.
 */
export const ZTimesheet = z.object({
  /** Every amount of the page is in its `currency` (its billing settings). */
  bookingPage: z.object({
    id: z.string(),
    name: z.string(),
    timeZone: z.string(),
    currency: z.enum(CURRENCIES),
    /**
     * The engagement the page's time counts against, with the workstreams its entries and timer
     * choose from; null when the page is linked to none.
     */
    engagement: z
      .object({
        id: z.string(),
        title: z.string(),
        workstreams: z.array(z.object({ id: z.string(), name: z.string() })),
      })
      .nullable(),
  }),
  period: ZResolvedPeriod,
  meetings: z.array(ZTimesheetMeeting),
  entries: z.array(ZTimeEntry),
  totals: ZTimesheetTotals,
  /**
   * The entries' own billable figures over the whole period, meetings left out: what the entries
   * table's "Entries total" row adds up (`totals` counts billed meetings too).
   */
  entryTotals: z.object({
    billableMinutes: z.number().int(),
    billableAmountPence: z.number().int(),
  }),
  /** How many entries of the period are in each status. */
  statusCounts: z.record(z.enum(ENTRY_STATUSES), z.number().int()),
  /** How many lines each list has in the whole period. */
  counts: z.object({ meetings: z.number().int(), entries: z.number().int() }),
  /**
   * The period's billable lines that would be approved with no rate (`domain/timesheets/
   * unrated.ts`), counted over the whole period: its billable drafts without a rate, and its
   * meetings when the page bills meetings but has no rate.
   */
  unrated: z.object({ entries: z.number().int(), meetings: z.number().int() }),
  /** Where each list goes on; null when the first page holds all of it. */
  nextCursors: z.object({ meetings: z.string().nullable(), entries: z.string().nullable() }),
});
export type TTimesheet = z.infer<typeof ZTimesheet>;

/** The overview's query: the period filter. */
export const ZTimesheetQuery = ZPeriodFilter;

/**
 * `GET /api/booking-pages/{id}/timesheet-entries` and `…/timesheet-meetings`: the period and a page.
 * The overview holds the first page; these answer the pages after it.
 */
export const ZTimesheetLinesQuery = z
  .object({ ...periodShape, ...pageQueryShape(PAGE_SIZES.timesheetLines) })
  .superRefine(checkPeriod)
  .transform(({ cursor, limit, ...period }) => ({
    period: toPeriodFilter(period),
    page: { cursor, limit },
  }));
export type TTimesheetLinesQuery = z.output<typeof ZTimesheetLinesQuery>;

/** A page of the period's entries, newest first. */
export const ZTimesheetEntriesPage = ZPageOf('entries', ZTimeEntry);
export type TTimesheetEntriesPage = z.infer<typeof ZTimesheetEntriesPage>;

/** A page of the period's scheduled meetings, newest first. */
export const ZTimesheetMeetingsPage = ZPageOf('meetings', ZTimesheetMeeting);
export type TTimesheetMeetingsPage = z.infer<typeof ZTimesheetMeetingsPage>;
