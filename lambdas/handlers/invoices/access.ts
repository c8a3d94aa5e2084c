import { INVOICE_OBJECTS, pageTimeItems } from '../../deps/access-groups';
import type { DeclaredAccess } from '../../deps/function-access';
import { dailyCountKeys } from '../../keys/daily-count';
import { engagementKeys } from '../../keys/engagement';
import { idempotencyKeys } from '../../keys/idempotency';
import { invoiceCounterKeys, invoiceKeys } from '../../keys/invoice';
import { libraryKeys } from '../../keys/library';
import { outboxKeys } from '../../keys/outbox';
import { professionalProfileKeys } from '../../keys/professional-profile';
import { timesheetPeriodKeys } from '../../keys/timesheet-period';
import { invoicesDeps } from './deps';

/**
 * Invoices and credit notes of the owner's approved periods: their counters and items, the
 * period they bill (read for its approved copy, marked invoiced or freed by a credit note) and
 * its page, the library an issued invoice is saved to (checked), the seller's snapshot (the
 * owner's professional profile, and e-mail from the pool), request keys, and the outbox events
 * that draw and mail the PDFs, each mailed one counted against the daily limit. The page's
 * meetings and entries come with the approved copy's module, which also builds the copy at
 * approval (`services/timesheets/approved-timesheet.ts`). Reads only the invoice PDFs
 * (`invoices/<owner>/<reference>.pdf`, `invoiceFileKey`); no token key, no bus, no mail.
 */
export const invoicesAccess: DeclaredAccess = {
  deps: invoicesDeps,
  table: 'RW',
  items: [
    ...pageTimeItems,
    timesheetPeriodKeys,
    libraryKeys,
    invoiceKeys,
    invoiceCounterKeys,
    professionalProfileKeys,
    idempotencyKeys,
    dailyCountKeys,
    outboxKeys,
    // The page's engagement, whose signed letter an invoice cites.
    engagementKeys,
  ],
  documents: 'RO',
  documentObjects: [INVOICE_OBJECTS],
};
