import type { TEntryStatus } from '@contracts/timesheets/entry';
import type { TExportFileType } from '@contracts/timesheets/export';
import type { Currency } from '@domain/timesheets/money';
import type { TimesheetLine, TimesheetTotals } from '@domain/timesheets/totals';

/**
 * Everything an exported timesheet shows, gathered once by the export consumer and rendered as
 * a PDF (`render-pdf.ts`) or a CSV (`render-csv.ts`). Lines and totals come from
 * `domain/timesheets/totals.ts`, so both files show the same amounts, and the lines of each add
 * up to its total to the penny. Times are instants; the renderers show them in `timeZone`.
 */
export interface ReportMeeting {
  start: Date;
  end: Date;
  title: string;
  attendeeName: string;
  durationMinutes: number;
  /** Billed at the page's rate (Billing settings, "Bill meetings"). */
  billable: boolean;
  /** The rate and amount in pence, null when not billed. */
  ratePence: number | null;
  amountPence: number | null;
}

export interface ReportEntryFields {
  start: Date;
  end: Date;
  description: string;
  status: TEntryStatus;
  durationMinutes: number;
  billable: boolean;
  /** Hourly rate in pence, or null. */
  ratePence: number | null;
}

export type ReportEntry = TimesheetLine<ReportEntryFields>;

/** What a report says of itself above its records: whose, which page and period, when made. */
export interface ReportHeading {
  /** Who the timesheet belongs to: the owner's e-mail. */
  owner: string;
  /** The booking page's name. */
  bookingPageName: string;
  /** The owner's IANA zone: every date and time is shown on this clock. */
  timeZone: string;
  /** The booking page's currency: every amount is in it. */
  currency: Currency;
  /** First and last day of the period, `YYYY-MM-DD`, both included. */
  startDate: string;
  endDate: string;
  /** When the export was asked for: printed on the file; a retry makes the same bytes. */
  generatedAt: Date;
}

export interface TimesheetReport extends ReportHeading {
  /** The document title, e.g. `Timesheet`. */
  title: string;
  /** Oldest first. */
  meetings: ReportMeeting[];
  /** Oldest first, each with its amount (null unless billable with a rate). */
  entries: ReportEntry[];
  totals: TimesheetTotals;
}

export interface RenderedFile {
  fileType: TExportFileType;
  /** e.g. `timesheet-acme-2026-11-02-to-2026-11-08.pdf`. */
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}
