import { EXPORT_OBJECTS, timesheetItems } from '../../deps/access-groups';
import type { DeclaredAccess } from '../../deps/function-access';
import { bookingLockKeys } from '../../keys/booking-lock';
import { bookingPageRefKeys } from '../../keys/booking-page-ref';
import { clientKeys } from '../../keys/client';
import { dailyCountKeys } from '../../keys/daily-count';
import { engagementKeys } from '../../keys/engagement';
import { dateOverrideKeys } from '../../keys/date-override';
import { importedEventKeys } from '../../keys/imported-event';
import { libraryKeys } from '../../keys/library';
import { outboxKeys } from '../../keys/outbox';
import { professionalProfileKeys } from '../../keys/professional-profile';
import { runningTimerKeys, timerRegistryKeys } from '../../keys/timer';
import { timesheetApprovalTokenKeys } from '../../keys/timesheet-period';
import { timesheetsDeps } from './deps';

/**
 * Entries and exports of the owner's pages (with the meetings they count, and the owner's day
 * locks and page ids that hold a period's meetings for its totals, less the page's imported
 * events, which are not work), export requests in the
 * outbox (each mailed one counted against the owner's daily limit), and the finished file's
 * download link. Submitted periods and the clients' approval links (sealed with the token key
 * for their mail; the owner's e-mail from the pool for the period's history). The running timer,
 * the professional profile and the library an export is saved to. The page's client, whose
 * details the billing settings form saves (with every other page's copy of them). No invoice: those are the
 * invoices area's (`handlers/invoices/access.ts`). Reads only the export files
 * (`<owner>/exports/<id>.<type>`, `exportFileKey`).
 */
export const timesheetsAccess: DeclaredAccess = {
  deps: timesheetsDeps,
  table: 'RW',
  items: [
    ...timesheetItems,
    bookingLockKeys,
    bookingPageRefKeys,
    dateOverrideKeys,
    importedEventKeys,
    libraryKeys,
    dailyCountKeys,
    outboxKeys,
    runningTimerKeys,
    timerRegistryKeys,
    timesheetApprovalTokenKeys,
    professionalProfileKeys,
    // The billing settings form saves the page's client, and its copy on the client's other pages.
    clientKeys,
    // An entry's workstream must be one of its page's engagement's.
    engagementKeys,
  ],
  documents: 'RO',
  documentObjects: [EXPORT_OBJECTS],
  tokenCipher: { encrypt: ['timesheet-approval-link'] },
};
