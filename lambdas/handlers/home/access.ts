import type { DeclaredAccess } from '../../deps/function-access';
import { engagementPageKeys } from '../../keys/booking-page';
import { clientKeys } from '../../keys/client';
import { libraryDocumentKeys } from '../../keys/document';
import { engagementKeys } from '../../keys/engagement';
import { invoiceKeys } from '../../keys/invoice';
import { meetingKeys } from '../../keys/meeting';
import { slugClaimKeys } from '../../keys/slug-claim';
import { timesheetEntryKeys } from '../../keys/timesheet-entry';
import { timesheetPeriodKeys } from '../../keys/timesheet-period';
import { homeDeps } from './deps';

/**
 * Read only: the owner's clients and their engagements, the clients' booking pages with their
 * meetings, time entries (the budget) and submitted periods, the documents of each client's
 * library (their status only) and the owner's invoices (their due dates). Writes nothing.
 */
export const homeAccess: DeclaredAccess = {
  deps: homeDeps,
  table: 'RO',
  items: [
    clientKeys,
    engagementKeys,
    engagementPageKeys,
    // Comes with the pages' own mapping (`booking-page-item.ts`); nothing here reads one.
    slugClaimKeys,
    meetingKeys,
    timesheetEntryKeys,
    timesheetPeriodKeys,
    libraryDocumentKeys,
    invoiceKeys,
  ],
};
