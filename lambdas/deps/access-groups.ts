import type { TokenKind } from '../ports/token-cipher';
import {
  applicationHistoryKeys,
  applicationKeys,
  applicationNoteKeys,
  matchKeys,
  matchRefKeys,
} from '../keys/application';
import { auditRowKeys } from '../keys/audit-row';
import { bookingLockKeys } from '../keys/booking-lock';
import { bookingPageKeys } from '../keys/booking-page';
import { calendarConnectionKeys } from '../keys/calendar-connection';
import { bookingPageRefKeys } from '../keys/booking-page-ref';
import { cancelTokenKeys } from '../keys/cancel-token';
import { dateOverrideKeys } from '../keys/date-override';
import { documentKeys } from '../keys/document';
import { documentFieldKeys } from '../keys/document-field';
import { meetingKeys } from '../keys/meeting';
import { oauthStateKeys } from '../keys/oauth-state';
import { slugClaimKeys } from '../keys/slug-claim';
import {
  timesheetDayKeys,
  timesheetEntryKeys,
  timesheetEntryRefKeys,
} from '../keys/timesheet-entry';
import { timesheetExportKeys } from '../keys/timesheet-export';
import { workflowStepKeys } from '../keys/workflow-step';

export const CALENDAR_TOKEN: TokenKind = 'calendar-refresh-token';

/** Entity groups several functions reach together (one key file may hold several entities). */
export const bookingPageItems = [
  bookingPageKeys,
  slugClaimKeys,
  calendarConnectionKeys,
  oauthStateKeys,
];
export const documentItems = [documentKeys, workflowStepKeys, documentFieldKeys, auditRowKeys];
/** A booking page and the time on it: its meetings, time entries (with their refs) and day sums. */
export const pageTimeItems = [
  bookingPageKeys,
  slugClaimKeys,
  meetingKeys,
  timesheetEntryKeys,
  timesheetEntryRefKeys,
  timesheetDayKeys,
];
export const timesheetItems = [...pageTimeItems, timesheetExportKeys];
export const applicationItems = [
  applicationKeys,
  applicationNoteKeys,
  applicationHistoryKeys,
  matchKeys,
  matchRefKeys,
];

/** The timesheet export files in the documents bucket (`exportFileKey`): `<owner>/exports/…`. */
export const EXPORT_OBJECTS = '*/exports/*';
/** The invoice PDFs in the documents bucket (`invoiceFileKey`): `invoices/<sub>/<reference>.pdf`. */
export const INVOICE_OBJECTS = 'invoices/*';
/** The data archives in the documents bucket (`dataExportFileKey`): `data-exports/<sub>/…`. */
export const DATA_EXPORT_OBJECTS = 'data-exports/*';

/**
 * What a public booking page reads: the page by slug, its owner's day locks (which hold their
 * meetings), page ids and date overrides, and a visitor's meeting by cancel link. Booking also keeps its
 * idempotency claims.
 */
export const publicBookingItems = [
  bookingPageKeys,
  slugClaimKeys,
  bookingLockKeys,
  bookingPageRefKeys,
  dateOverrideKeys,
  meetingKeys,
  cancelTokenKeys,
];
