import { displayNameOf } from '@domain/account/display-name';
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import canonicalize from 'canonicalize';
import {
  periodMessages,
  ZApprovedTimesheet,
  type TApprovedTimesheet,
} from '@contracts/timesheets/period-approval';
import type { TTimeEntry } from '@contracts/timesheets/entry';
import type { TTimesheetMeeting } from '@contracts/timesheets/timesheet';
import { customRange } from '@domain/timesheets/periods';
import { timesheet } from '@domain/timesheets/totals';
import { AppError, badRequest } from '../../errors';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import type { BookingPageItem } from '../booking-pages/booking-page-item';
import { billingOf } from './billing-item';
import type { PeriodItem } from './period-item';
import { periodRecords } from './period-records';

/**
 * The client's approval freezes what they approved (docs/decisions.md, "Approval is the
 * client's, billing is what was approved"): the period's lines and totals as their page showed
 * them, and the billing terms of that moment, kept on the period's item as canonical JSON
 * (RFC 8785) whose SHA-256 the approval's history entry records. The client's page of an
 * approved period and every invoice of it are built from this copy alone.
 */

/**
 * The largest frozen copy (gzip) that is kept: it is stored on the period's item, and a DynamoDB
 * item holds 400 KB with the period's own attributes and history. A period's entries already fit
 * one transaction; only a period with thousands of meetings could reach this, and its approval
 * is refused with a message.
 */
export const MAX_APPROVED_BYTES = 350_000;

/** How the frozen copy is stored: two attributes of the approved period's item. */
export interface StoredApproval {
  /** The canonical JSON of `ZApprovedTimesheet`, gzip-compressed. */
  approvedTimesheet: Uint8Array;
  /** SHA-256 (hex) of that JSON's UTF-8 bytes: also the approval's `approvedSha256`. */
  approvedSha256: string;
}

/**
 * What the client's page shows of a period's records: its meetings and its entries as the export's
 * lines (`timesheet()`), with their totals, and the terms its invoices would bill on.
 */
export function approvedTimesheetOf(input: {
  bookingPage: Pick<BookingPageItem, 'name' | 'timeZone' | 'billing'>;
  period: Pick<PeriodItem, 'startDate' | 'endDate' | 'currency' | 'sentTo'>;
  consultant: string;
  meetings: readonly TTimesheetMeeting[];
  entries: readonly TTimeEntry[];
}): TApprovedTimesheet {
  const { bookingPage, period } = input;
  const sheet = timesheet(input.meetings, input.entries);
  const billing = billingOf(bookingPage);
  // Parsed, so only the contract's fields are kept (and hashed), whatever the records carry.
  return ZApprovedTimesheet.parse({
    bookingPageName: bookingPage.name,
    consultant: input.consultant,
    clientEmail: period.sentTo ?? billing.clientEmail,
    startDate: period.startDate,
    endDate: period.endDate,
    timeZone: bookingPage.timeZone,
    currency: period.currency,
    meetings: sheet.meetings,
    entries: sheet.lines,
    totals: sheet.totals,
    billing: {
      clientName: billing.clientName,
      clientAddress: billing.clientAddress,
      taxBasisPoints: billing.taxBasisPoints,
      paymentTermsDays: billing.paymentTermsDays,
    },
  });
}

/** The period as its records and the page's settings stand now (strongly consistent reads). */
export async function liveTimesheet(
  deps: { table: Pick<Table, 'queryAll'>; users: Pick<UserDirectory, 'getEmail'> },
  bookingPage: BookingPageItem,
  period: PeriodItem,
): Promise<TApprovedTimesheet> {
  const [records, consultant] = await Promise.all([
    periodRecords(
      deps.table,
      bookingPage,
      customRange(period.startDate, period.endDate, bookingPage.timeZone),
    ),
    deps.users.getEmail(bookingPage.userId),
  ]);
  // The consultant as the client sees them: the name of their profile (on the page), else e-mail.
  const named = displayNameOf(bookingPage.hostName, consultant);
  return approvedTimesheetOf({ bookingPage, period, consultant: named, ...records });
}

/** The canonical JSON (RFC 8785) of an approved timesheet: the text its hash is taken of. */
export function canonicalJson(approved: TApprovedTimesheet): string {
  const json = canonicalize(approved);
  if (json === undefined) throw new Error('An approved timesheet has no JSON form');
  return json;
}

export const sha256Hex = (text: string): string =>
  createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The SHA-256 (hex) of a copy's canonical JSON: what the client's page reports as the copy it
 * shows, what their answer must send back, and what an approval records.
 */
export const copySha256 = (approved: TApprovedTimesheet): string =>
  sha256Hex(canonicalJson(approved));

/**
 * The stored form of what the client approves now, set on the period in the approval's
 * transaction; 400 when it is too large to keep, before anything is written.
 */
export function storedApproval(approved: TApprovedTimesheet): StoredApproval {
  const json = canonicalJson(approved);
  const packed = gzipSync(Buffer.from(json, 'utf8'));
  if (packed.byteLength > MAX_APPROVED_BYTES) throw badRequest(periodMessages.tooLargeToApprove);
  return { approvedTimesheet: new Uint8Array(packed), approvedSha256: sha256Hex(json) };
}

/**
 * What was approved for a period, checked against the hash it was stored with; undefined when
 * the period holds no approved copy.
 */
export function readApprovedTimesheet(
  period: Partial<StoredApproval>,
): { approved: TApprovedTimesheet; sha256: string } | undefined {
  const { approvedTimesheet, approvedSha256 } = period;
  if (!approvedTimesheet || !approvedSha256) return undefined;
  const json = gunzipSync(approvedTimesheet).toString('utf8');
  // A copy that is not what its hash says is never shown or billed.
  if (sha256Hex(json) !== approvedSha256)
    throw new AppError('internal', 'An approved timesheet does not match its hash');
  return { approved: ZApprovedTimesheet.parse(JSON.parse(json)), sha256: approvedSha256 };
}
