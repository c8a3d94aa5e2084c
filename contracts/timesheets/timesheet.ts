import * as z from 'zod';
import { ENTRY_STATUSES, ZTimeEntry } from './entry';
import { checkPeriod, periodShape, toPeriodFilter, ZPeriodFilter, ZResolvedPeriod } from './period';

/** The timesheet overview (spec §2 Timesheets), and submitting and approving a period. */

export const timesheetMessages = {
  calendarLoadFailed: 'Error loading calendar',
  meetingsLoadFailed: 'Error loading meetings',
  nothingToSubmit: 'There are no draft entries in this period to submit',
  nothingToApprove: 'There are no submitted entries in this period to approve',
  submitted: (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'} submitted`,
  approved: (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'} approved`,
  submitFailed: 'Failed to submit entries',
  approveFailed: 'Failed to approve entries',
  submitConfirm:
    'Submit every draft entry of this period? Submitted entries can no longer be edited or deleted.',
  approveConfirm: 'Mark every submitted entry of this period as approved by the client?',
  /** 409 after repeated clashes with other changes to the same entries. */
  changedMeanwhile: 'Entries changed meanwhile. Please try again.',
  /** Under a list the overview cut at `MAX_TIMESHEET_LINES`. */
  omitted: (n: number, what: 'meetings' | 'entries') =>
    `${n.toLocaleString('en-GB')} older ${n === 1 ? what.replace(/s$/, '') : what} of this period ${n === 1 ? 'is' : 'are'} not listed here; the totals count ${n === 1 ? 'it' : 'them'} and an export lists every line.`,
} as const;

/**
 * The overview lists at most this many meetings and as many entries (the newest); the totals
 * and status counts are computed on the server over all of them, so the answer stays bounded
 * (about 1 KB a line) however much a period holds.
 */
export const MAX_TIMESHEET_LINES = 1000;

/** A meeting of the period, as it counts toward total time. */
export const ZTimesheetMeeting = z.object({
  id: z.string(),
  title: z.string(),
  attendeeName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  durationMinutes: z.number().int(),
});
export type TTimesheetMeeting = z.infer<typeof ZTimesheetMeeting>;

export const ZTimesheetTotals = z.object({
  meetingMinutes: z.number().int(),
  entryMinutes: z.number().int(),
  /** Meetings plus entries (spec §9). */
  totalMinutes: z.number().int(),
  billableMinutes: z.number().int(),
  /** The sum of the entries' amounts as shown, in pence. */
  billableAmountPence: z.number().int(),
});
export type TTimesheetTotals = z.infer<typeof ZTimesheetTotals>;

/**
 * `GET /api/calendars/{id}/timesheet?period&startDate&endDate`: the period's meetings and entries
 * (newest first) and their totals, all computed on the server by `domain/timesheets`.
 */
export const ZTimesheet = z.object({
  calendar: z.object({ id: z.string(), name: z.string(), timeZone: z.string() }),
  period: ZResolvedPeriod,
  meetings: z.array(ZTimesheetMeeting),
  entries: z.array(ZTimeEntry),
  totals: ZTimesheetTotals,
  /** How many entries of the period are in each status. */
  statusCounts: z.record(z.enum(ENTRY_STATUSES), z.number().int()),
  /** How many of the period's oldest lines the lists leave out (beyond `MAX_TIMESHEET_LINES`). */
  omitted: z.object({ meetings: z.number().int(), entries: z.number().int() }),
});
export type TTimesheet = z.infer<typeof ZTimesheet>;

/** The overview's query: the period filter. */
export const ZTimesheetQuery = ZPeriodFilter;

/**
 * `POST /api/calendars/{id}/timesheet-submissions` (drafts → submitted) and
 * `POST …/timesheet-approvals` (submitted → approved): every entry of the period in the
 * earlier status, or only those named in `entryIds`.
 */
export const ZStatusRequest = z
  .object({
    ...periodShape,
    entryIds: z
      .array(z.uuid('Unknown time entry'))
      .max(1000, 'At most 1,000 entries at a time')
      .optional(),
  })
  .superRefine(checkPeriod)
  .transform((v) => ({ period: toPeriodFilter(v), entryIds: v.entryIds }));
export type TStatusRequest = z.input<typeof ZStatusRequest>;

export const ZStatusResult = z.object({
  /** How many entries changed status. */
  changed: z.number().int(),
  status: z.enum(ENTRY_STATUSES),
});
export type TStatusResult = z.infer<typeof ZStatusResult>;
