import {
  applicationHistoryKeys,
  applicationKeys,
  applicationNoteKeys,
  matchKeys,
  matchRefKeys,
} from './application';
import { accountClosureKeys } from './account-closure';
import { articleKeys } from './article';
import { professionalProfileKeys } from './professional-profile';
import { auditRowKeys } from './audit-row';
import { bookingCapKeys } from './booking-cap';
import { bookingLockKeys } from './booking-lock';
import { bookingPageKeys } from './booking-page';
import { calendarConnectionKeys } from './calendar-connection';
import { bookingPageRefKeys } from './booking-page-ref';
import { clientKeys } from './client';
import { engagementKeys } from './engagement';
import { budgetAlertKeys } from './budget-alert';
import { closureGrantKeys, closureKeptFilesKeys } from './closure-work';
import { cancelTokenKeys } from './cancel-token';
import { dailyCountKeys } from './daily-count';
import { dataExportKeys } from './data-export';
import { dateOverrideKeys } from './date-override';
import { documentKeys } from './document';
import { documentFieldKeys } from './document-field';
import { idempotencyKeys } from './idempotency';
import { invoiceCounterKeys, invoiceKeys } from './invoice';
import { keptInvoiceKeys } from './kept-invoice';
import { recoveryCodeKeys, recoveryTryKeys } from './account-security';
import { importedEventKeys } from './imported-event';
import { libraryKeys } from './library';
import { linkExpiryKeys } from './link-expiry';
import { linkedInStateKeys } from './linkedin-state';
import { connectionOfAddressKeys, liveConnectionKeys } from './live-connection';
import { meetingKeys, meetingRefKeys } from './meeting';
import { oauthStateKeys } from './oauth-state';
import { outboxKeys } from './outbox';
import { passwordResetMarkKeys } from './password-reset-mark';
import { sealQueueKeys } from './seal-queue';
import { seedMarkerKeys } from './seed-marker';
import { signInStateKeys } from './sign-in-state';
import { signedCopyTokenKeys } from './signed-copy-token';
import { signingReminderKeys } from './signing-reminder';
import { signingTokenKeys } from './signing-token';
import { slugClaimKeys } from './slug-claim';
import { templateKeys } from './template';
import { tickerLockKeys, tickerMessageKeys } from './ticker';
import { timesheetDayKeys, timesheetEntryKeys, timesheetEntryRefKeys } from './timesheet-entry';
import { timesheetExportKeys } from './timesheet-export';
import { runningTimerKeys, timerRegistryKeys } from './timer';
import { timesheetApprovalTokenKeys, timesheetPeriodKeys } from './timesheet-period';
import { uploadExpiryKeys } from './upload-expiry';
import { workflowStepKeys } from './workflow-step';

/**
 * Every entity stored in the single table, one file each (docs/data-model.md). A new entity is
 * added here too: the catalogue test then checks that its keys round-trip and that no other
 * entity's keys can be mistaken for its own.
 */
export const keyCatalogue = [
  tickerMessageKeys,
  tickerLockKeys,
  articleKeys,
  liveConnectionKeys,
  connectionOfAddressKeys,
  seedMarkerKeys,
  bookingPageKeys,
  slugClaimKeys,
  calendarConnectionKeys,
  dateOverrideKeys,
  meetingKeys,
  meetingRefKeys,
  bookingLockKeys,
  bookingCapKeys,
  bookingPageRefKeys,
  clientKeys,
  engagementKeys,
  budgetAlertKeys,
  idempotencyKeys,
  cancelTokenKeys,
  oauthStateKeys,
  linkedInStateKeys,
  signInStateKeys,
  importedEventKeys,
  libraryKeys,
  templateKeys,
  documentKeys,
  workflowStepKeys,
  documentFieldKeys,
  auditRowKeys,
  signingTokenKeys,
  linkExpiryKeys,
  signingReminderKeys,
  uploadExpiryKeys,
  sealQueueKeys,
  signedCopyTokenKeys,
  timesheetEntryKeys,
  timesheetEntryRefKeys,
  timesheetDayKeys,
  timesheetExportKeys,
  runningTimerKeys,
  timerRegistryKeys,
  timesheetPeriodKeys,
  timesheetApprovalTokenKeys,
  invoiceKeys,
  invoiceCounterKeys,
  keptInvoiceKeys,
  recoveryCodeKeys,
  recoveryTryKeys,
  passwordResetMarkKeys,
  professionalProfileKeys,
  applicationKeys,
  applicationNoteKeys,
  applicationHistoryKeys,
  matchKeys,
  matchRefKeys,
  outboxKeys,
  dailyCountKeys,
  dataExportKeys,
  accountClosureKeys,
  closureGrantKeys,
  closureKeptFilesKeys,
] as const;
