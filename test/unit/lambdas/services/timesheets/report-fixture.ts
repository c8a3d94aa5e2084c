import type { TEntryStatus } from '@contracts/timesheets/entry';
import { timesheet } from '@domain/timesheets/totals';
import type {
  ReportEntryFields,
  ReportMeeting,
  TimesheetReport,
} from '../../../../../lambdas/services/timesheets/timesheet-report';

/**
 * Timesheet reports for the export renderers' tests and benchmark. Lines and totals come from
 * `domain/timesheets/totals.ts`, as the export consumer's do, so the files are checked against
 * the amounts the product really computes.
 */

const MINUTE_MS = 60_000;

export interface MeetingSpec {
  /** ISO instant. */
  start: string;
  minutes: number;
  title: string;
  attendeeName?: string;
}

export interface EntrySpec {
  /** ISO instant. */
  start: string;
  minutes: number;
  description: string;
  status?: TEntryStatus;
  billable?: boolean;
  ratePence?: number | null;
}

export function meetingOf(spec: MeetingSpec): ReportMeeting {
  const start = new Date(spec.start);
  return {
    start,
    end: new Date(start.getTime() + spec.minutes * MINUTE_MS),
    title: spec.title,
    attendeeName: spec.attendeeName ?? 'Grace Hopper',
    durationMinutes: spec.minutes,
    billable: false,
    ratePence: null,
    amountPence: null,
  };
}

export function entryOf(spec: EntrySpec): ReportEntryFields {
  const start = new Date(spec.start);
  const billable = spec.billable ?? true;
  return {
    start,
    end: new Date(start.getTime() + spec.minutes * MINUTE_MS),
    description: spec.description,
    status: spec.status ?? 'draft',
    durationMinutes: spec.minutes,
    billable,
    ratePence: !billable ? null : spec.ratePence === undefined ? 12_345 : spec.ratePence,
  };
}

export function reportOf(
  input: {
    meetings?: MeetingSpec[];
    entries?: EntrySpec[];
  } & Partial<Omit<TimesheetReport, 'meetings' | 'entries' | 'totals'>> = {},
): TimesheetReport {
  const { meetings: meetingSpecs = [], entries: entrySpecs = [], ...overrides } = input;
  const meetings = meetingSpecs.map(meetingOf);
  const sheet = timesheet(meetings, entrySpecs.map(entryOf));
  return {
    title: 'Timesheet',
    owner: 'ada@example.com',
    bookingPageName: 'Acme advisory',
    timeZone: 'Europe/London',
    currency: 'GBP',
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    generatedAt: new Date('2026-12-01T09:30:00.000Z'),
    meetings,
    entries: sheet.lines,
    totals: sheet.totals,
    ...overrides,
  };
}

const WORK = [
  'Vendor risk review',
  'Incident response tabletop with the operations team',
  'ISO 27001 gap analysis: access control, supplier relationships and asset management',
  'Board briefing',
  'Policy drafting — acceptable use, data classification, retention and secure development',
  'Café meeting with the CFO about the 2027 security budget',
];
const STATUSES: TEntryStatus[] = ['draft', 'submitted', 'approved'];

/**
 * A month of work in November 2026 (Europe/London, where it is UTC then): `entries` entries
 * 40 minutes apart, of odd lengths (7 to 179 minutes) at rates with pence, every seventh not
 * billable and every eleventh billable without a rate; and `meetings` meetings in between.
 * The same arguments always give the same report.
 */
export function sampleReport(counts: { entries: number; meetings: number }): TimesheetReport {
  const first = Date.UTC(2026, 10, 2, 7, 0);
  const at = (minutes: number) => new Date(first + minutes * MINUTE_MS).toISOString();
  const entries = Array.from({ length: counts.entries }, (_, i): EntrySpec => {
    const billable = i % 7 !== 3;
    return {
      start: at(i * 40),
      minutes: 7 + ((i * 37) % 173),
      description: `#${String(i + 1).padStart(4, '0')} ${WORK[i % WORK.length]}`,
      status: STATUSES[i % STATUSES.length],
      billable,
      ratePence: i % 11 === 5 ? null : 4_999 + ((i * 1_237) % 15_000),
    };
  });
  const spacing = counts.meetings > 0 ? Math.floor((counts.entries * 40) / counts.meetings) : 0;
  const meetings = Array.from({ length: counts.meetings }, (_, i): MeetingSpec => ({
    start: at(i * spacing + 15),
    minutes: 15 + ((i * 13) % 76),
    title: `Advisory call ${i + 1}`,
    attendeeName: i % 2 ? 'Grace Hopper' : 'Zoë Łukasiewicz',
  }));
  return reportOf({ meetings, entries });
}
