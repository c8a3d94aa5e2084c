/**
 * What each event consumer and scheduled function may reach (`lib/stacks/events-stack.ts`): its
 * ports (its `defineDeps`), which imply their rights (mail, the pool's look-ups, the app's origin,
 * the bus...), and what only it can say: the table's mode and entities, each bucket's mode, the
 * kinds of sealed token.
 */
import {
  CALENDAR_TOKEN,
  applicationItems,
  bookingPageItems,
  documentItems,
  pageTimeItems,
  timesheetItems,
} from '../deps/access-groups';
import type { DeclaredAccess } from '../deps/function-access';
import { accountClosureKeys } from '../keys/account-closure';
import { recoveryCodeKeys } from '../keys/account-security';
import { auditRowKeys } from '../keys/audit-row';
import { bookingLockKeys } from '../keys/booking-lock';
import { bookingPageKeys, engagementPageKeys } from '../keys/booking-page';
import { budgetAlertKeys } from '../keys/budget-alert';
import { calendarConnectionKeys } from '../keys/calendar-connection';
import { bookingPageRefKeys } from '../keys/booking-page-ref';
import { cancelTokenKeys } from '../keys/cancel-token';
import { closureGrantKeys, closureKeptFilesKeys } from '../keys/closure-work';
import { dailyCountKeys } from '../keys/daily-count';
import { dataExportKeys } from '../keys/data-export';
import { dateOverrideKeys } from '../keys/date-override';
import { clientKeys } from '../keys/client';
import { documentKeys } from '../keys/document';
import { engagementKeys } from '../keys/engagement';
import { idempotencyKeys } from '../keys/idempotency';
import { importedEventKeys } from '../keys/imported-event';
import { invoiceCounterKeys, invoiceKeys } from '../keys/invoice';
import { keptInvoiceKeys } from '../keys/kept-invoice';
import { libraryKeys } from '../keys/library';
import { linkExpiryKeys } from '../keys/link-expiry';
import { meetingKeys } from '../keys/meeting';
import { outboxKeys } from '../keys/outbox';
import { professionalProfileKeys } from '../keys/professional-profile';
import { sealQueueKeys } from '../keys/seal-queue';
import { signedCopyTokenKeys } from '../keys/signed-copy-token';
import { signingReminderKeys } from '../keys/signing-reminder';
import { signingTokenKeys } from '../keys/signing-token';
import { slugClaimKeys } from '../keys/slug-claim';
import { templateKeys } from '../keys/template';
import { runningTimerKeys, timerRegistryKeys } from '../keys/timer';
import {
  timesheetDayKeys,
  timesheetEntryKeys,
  timesheetEntryRefKeys,
} from '../keys/timesheet-entry';
import { timesheetExportKeys } from '../keys/timesheet-export';
import { timesheetPeriodKeys } from '../keys/timesheet-period';
import { uploadExpiryKeys } from '../keys/upload-expiry';
import { workflowStepKeys } from '../keys/workflow-step';
import { accountClosureDeps } from './account-closure';
import { accountExportDeps } from './account-export';
import { applicationExpiryDeps } from './application-expiry';
import { applicationMailDeps } from './application-mail';
import { bookingMailDeps } from './booking-mail';
import { budgetAlertsDeps } from './budget-alerts';
import { calendarConsentDeps } from './calendar-consent';
import { calendarSyncDeps } from './calendar-sync';
import { calendarWriteBackDeps } from './calendar-writeback';
import { engagementLettersDeps } from './engagement-letters';
import { eventRelayDeps } from './event-relay';
import { expireLinksDeps } from './expire-links';
import { invoiceDocumentDeps } from './invoice-document';
import { keptInvoiceExpiryDeps } from './kept-invoice-expiry';
import { meetingRemindersDeps } from './meeting-reminders';
import { outboxSweepDeps } from './outbox-sweep';
import { ownerMoveNoticesDeps } from './owner-move-notices';
import { sealDeps } from './seal-deps';
import { sealSweepDeps } from './seal-sweep';
import { securityMailDeps } from './security-mail';
import { signInMailDeps } from './sign-in-mail';
import { signingMailDeps } from './signing-mail';
import { signingRemindersDeps } from './signing-reminders';
import { timerExpiryDeps } from './timer-expiry';
import { timesheetExportDeps } from './timesheet-export';
import { timesheetPeriodMailDeps } from './timesheet-period-mail';
import { uploadSweepDeps } from './upload-sweep';

/**
 * What the data archive reads: every entity of an account's partitions
 * (`services/account/owned-data.ts`) and its own page, document and application partitions.
 */
const ownedItems = [
  bookingPageKeys,
  calendarConnectionKeys,
  dateOverrideKeys,
  meetingKeys,
  importedEventKeys,
  timesheetEntryKeys,
  timesheetEntryRefKeys,
  timesheetDayKeys,
  timesheetExportKeys,
  bookingPageRefKeys,
  bookingLockKeys,
  ...documentItems,
  libraryKeys,
  templateKeys,
  ...applicationItems,
  dataExportKeys,
  invoiceKeys,
  professionalProfileKeys,
  runningTimerKeys,
  // Engagements, each archived with its client's name (both in the owner's client partition).
  engagementKeys,
  clientKeys,
];

/**
 * Syncing a page's connections: on schedule (`calendar-sync`) or before its free times are listed
 * (`calendar-refresh`).
 */
const calendarSyncAccess: DeclaredAccess = {
  deps: calendarSyncDeps,
  table: 'RW',
  items: [
    bookingPageKeys,
    slugClaimKeys,
    calendarConnectionKeys,
    importedEventKeys,
    meetingKeys,
    bookingLockKeys,
    bookingPageRefKeys,
    dateOverrideKeys,
  ],
  tokenCipher: { encrypt: [CALENDAR_TOKEN], decrypt: [CALENDAR_TOKEN] },
};

const sealAccess: DeclaredAccess = {
  deps: sealDeps,
  table: 'RW',
  // The outbox: an engagement's letter announces its seal (`EngagementLetterSigned`).
  items: [...documentItems, sealQueueKeys, signedCopyTokenKeys, idempotencyKeys, outboxKeys],
  documents: 'RW',
};

/**
 * Rights of each EventBridge consumer (`lambdas/events/<consumer>.ts`), keyed by consumer name:
 * those of `subscriptions.ts` and the scheduled ones of `schedules.ts`. The comments say what each
 * does with the whole of its rights, those its ports imply included.
 * Consumers come from a runtime list, so a missing entry fails synth (see `accessFor`).
 */
export const consumerAccess: Record<string, DeclaredAccess> = {
  // MeetingReady / MeetingCancelled / MeetingRescheduled: reads the meeting and page, claims each mail, stores the
  // cancel link's hashed token, looks up the owner's e-mail and mails both sides.
  'booking-mail': {
    deps: bookingMailDeps,
    table: 'RW',
    items: [bookingPageKeys, slugClaimKeys, meetingKeys, cancelTokenKeys, idempotencyKeys],
  },
  // SignatureRequested / DocumentDeclined: reads the document and step, claims each mail, looks
  // up the sender's e-mail, opens the link's sealed token, and mails the signer their link or the
  // owner the refusal.
  'signing-mail': {
    deps: signingMailDeps,
    table: 'RW',
    items: [...documentItems, signingTokenKeys, linkExpiryKeys, idempotencyKeys],
    tokenCipher: { decrypt: ['signing-link'] },
  },
  // Hourly: reads the links past their time and expires their documents (status, audit row,
  // other links closed).
  'expire-links': {
    deps: expireLinksDeps,
    table: 'RW',
    items: [...documentItems, signingTokenKeys, linkExpiryKeys],
  },
  // Hourly: reads the reminders due, and for each signer still waiting counts the reminder,
  // schedules the next, appends the audit row and puts the (already sealed) link's
  // SignatureRequested in the outbox for signing-mail.
  'signing-reminders': {
    deps: signingRemindersDeps,
    table: 'RW',
    items: [documentKeys, workflowStepKeys, auditRowKeys, signingReminderKeys, outboxKeys],
  },
  // Hourly: removes upload reservations past their day (the item, its expiry entry, its staged
  // file) and lists and deletes the staged uploads of both buckets that were never accepted.
  'upload-sweep': {
    deps: uploadSweepDeps,
    table: 'RW',
    items: [documentKeys, uploadExpiryKeys],
    documents: 'RW',
    photos: 'RW',
  },
  // DocumentCompleted (also sent again by the sweep for overdue ones): reads the document and the
  // original, stores the sealed PDF, records it with its audit row, signs with the product's
  // certificate, stores the signers' copy links, and mails the sender and each signer.
  'document-seal': sealAccess,
  // EngagementLetterRequested: draws the letter (the documents bucket), saves it as a document in
  // the client's library with its signers, fields and audit rows, and sends it as the documents
  // area sends one: the signers' links sealed with the token key, their expiry and reminder
  // entries, the daily count of signing requests, the signing mails in the outbox.
  // EngagementLetterSigned / EngagementLetterWithdrawn: the owner's engagement (its letters,
  // status and terms).
  'engagement-letters': {
    deps: engagementLettersDeps,
    table: 'RW',
    items: [
      engagementKeys,
      ...documentItems,
      libraryKeys,
      signingTokenKeys,
      linkExpiryKeys,
      signingReminderKeys,
      dailyCountKeys,
      outboxKeys,
      professionalProfileKeys,
    ],
    documents: 'RW',
    tokenCipher: { encrypt: ['signing-link'] },
  },
  // TimesheetExportRequested: reads the period and the owner's e-mail, stores the PDF or CSV,
  // saves it as a document in the chosen library, mails it, and marks the export done.
  'timesheet-export': {
    deps: timesheetExportDeps,
    table: 'RW',
    items: [...timesheetItems, libraryKeys, documentKeys, auditRowKeys, idempotencyKeys],
    documents: 'RW',
  },
  // TimesheetApprovalRequested and TimesheetPeriodAnswered: reads the period and its page, mails
  // the client the link sealed in the event (opened with the token key) or the consultant the
  // client's answer.
  'timesheet-period-mail': {
    deps: timesheetPeriodMailDeps,
    table: 'RW',
    items: [bookingPageKeys, slugClaimKeys, timesheetPeriodKeys, idempotencyKeys],
    tokenCipher: { decrypt: ['timesheet-approval-link'] },
  },
  // InvoiceIssued / InvoiceMailRequested: reads the invoice's snapshot, stores its PDF, saves it
  // as a document in the chosen library, mails it, and records the delivery on the invoice.
  'invoice-document': {
    deps: invoiceDocumentDeps,
    table: 'RW',
    items: [
      invoiceKeys,
      invoiceCounterKeys,
      libraryKeys,
      documentKeys,
      auditRowKeys,
      idempotencyKeys,
    ],
    documents: 'RW',
  },
  // Every 5 minutes: reads the overdue seal queue entries and their documents, counts or parks
  // each entry (or drops it when its document no longer waits), and publishes the document's
  // DocumentCompleted again so it is sealed by a run of its own.
  'seal-sweep': {
    deps: sealSweepDeps,
    table: 'RW',
    items: [documentKeys, sealQueueKeys],
  },
  // The outbox's relay, fed by the table stream: publishes each committed event on the bus and
  // marks its outbox item published.
  'event-relay': { deps: eventRelayDeps, table: 'RW', items: [outboxKeys] },
  // Fed by the table stream's time entries and meetings: reads their page, its engagement, the
  // client's approver, the owner's profile and the engagement's counted time, claims each alert
  // mail and records the levels mailed.
  'budget-alerts': {
    deps: budgetAlertsDeps,
    table: 'RW',
    items: [
      engagementPageKeys,
      slugClaimKeys,
      engagementKeys,
      clientKeys,
      professionalProfileKeys,
      meetingKeys,
      timesheetEntryKeys,
      budgetAlertKeys,
      idempotencyKeys,
    ],
  },
  // Every 2 minutes: reads the outbox events still unpublished (GSI1), publishes each and marks
  // it published.
  'outbox-sweep': { deps: outboxSweepDeps, table: 'RW', items: [outboxKeys] },
  // Every 5 minutes: reads the bookings starting soon (meetings' GSI1) and their pages, claims
  // each reminder, looks up the owner's e-mail and mails both sides.
  'meeting-reminders': {
    deps: meetingRemindersDeps,
    table: 'RW',
    items: [bookingPageKeys, slugClaimKeys, meetingKeys, idempotencyKeys],
  },
  // Every minute: reads the meetings whose owner's notice of the visitor's moves is due (their
  // GSI2) and their pages, claims each notice, looks up the owner's e-mail, mails it and takes the
  // notice off the meeting.
  'owner-move-notices': {
    deps: ownerMoveNoticesDeps,
    table: 'RW',
    items: [bookingPageKeys, slugClaimKeys, meetingKeys, idempotencyKeys],
  },
  // MeetingBooked / MeetingRescheduled / MeetingCancelled: reads the meeting, its page and the
  // page's connections, refreshes the provider token (storing a rotated one, encrypted), writes,
  // moves or deletes the event in the connected calendar, records it on the meeting and, for a
  // booking, writes MeetingReady to the outbox in the same transaction.
  'calendar-writeback': {
    deps: calendarWriteBackDeps,
    table: 'RW',
    items: [bookingPageKeys, slugClaimKeys, calendarConnectionKeys, meetingKeys, outboxKeys],
    tokenCipher: { encrypt: [CALENDAR_TOKEN], decrypt: [CALENDAR_TOKEN] },
  },
  // Every 5 minutes: reads the connections due (their GSI1) and their pages, claims each, and
  // merges its provider's changes into the page's meetings and the owner's day locks, as Sync Now.
  'calendar-sync': calendarSyncAccess,
  // Invoked by the public booking function: the page's stale connections synced as the sweep
  // syncs them, with the sweep's rights.
  'calendar-refresh': calendarSyncAccess,
  // Invoked by the public OAuth callback: takes the state, exchanges the code, seals the refresh
  // token and stores the connection (the page's count and primary with it). Never opens a token.
  'calendar-consent': {
    deps: calendarConsentDeps,
    table: 'RW',
    items: bookingPageItems,
    tokenCipher: { encrypt: [CALENDAR_TOKEN] },
  },
  // ApplicationSubmitted / MatchProposed: reads the applications, claims each mail, mails the
  // applicant's account address a receipt and the administrators a notice, or both sides of a
  // match an introduction.
  'application-mail': {
    deps: applicationMailDeps,
    table: 'RW',
    items: [...applicationItems, idempotencyKeys],
  },
  // DataExportRequested: reads everything the account owns and its files, writes the archive
  // (`data-exports/…`), marks it ready and mails the account's address once.
  'account-export': {
    deps: accountExportDeps,
    table: 'RW',
    // A page's periods share its partition; the slug claim comes with the page's own mapping,
    // whose projection the archive shares with the page's screen. The budget alerts sent are
    // left out of the archive, which names them (`archive-entries.ts`).
    items: [...ownedItems, timesheetPeriodKeys, slugClaimKeys, budgetAlertKeys, idempotencyKeys],
    documents: 'RW',
    photos: 'RO',
  },
  // AccountClosureRequested: signs the user out everywhere and disables it, deletes everything
  // the account owns as its owner would (bookings cancelled and documents voided through the
  // outbox, the void notices mailed, links and seal entries removed), revokes its calendar grants
  // (set aside in its own work partition, with the files of records kept for others), its daily
  // counters and files, then deletes the user, mails the confirmation once and marks the account
  // closed; a run whose time is spent hands over through its own events in the outbox.
  'account-closure': {
    deps: accountClosureDeps,
    table: 'RW',
    // The account's own partition (`USER#<sub>`) is reached through its calendar refs, day locks
    // and libraries, which share it; its professional profile, invoices, timer, archive and
    // clients each have their own (a deleted page also leaves its client's list).
    items: [
      clientKeys,
      ...pageTimeItems,
      calendarConnectionKeys,
      dateOverrideKeys,
      bookingPageRefKeys,
      bookingLockKeys,
      ...documentItems,
      libraryKeys,
      ...applicationItems,
      dataExportKeys,
      invoiceKeys,
      professionalProfileKeys,
      runningTimerKeys,
      timerRegistryKeys,
      signingTokenKeys,
      linkExpiryKeys,
      sealQueueKeys,
      dailyCountKeys,
      idempotencyKeys,
      outboxKeys,
      accountClosureKeys,
      closureGrantKeys,
      closureKeptFilesKeys,
      keptInvoiceKeys,
      recoveryCodeKeys,
    ],
    documents: 'RW',
    photos: 'RW',
    // Revokes each connected calendar's grant: the sealed refresh token opened, sent to Google.
    tokenCipher: { decrypt: [CALENDAR_TOKEN] },
  },
  // SignInConnected / SignInDisconnected: claims each mail, looks up the account's e-mail and
  // mails it the change with a link to Account Security.
  'sign-in-mail': {
    deps: signInMailDeps,
    table: 'RW',
    items: [idempotencyKeys],
  },
  // AccountSecurityChanged: claims each mail, looks up the account's e-mail and mails it the
  // change with a link to Account Security.
  'security-mail': {
    deps: securityMailDeps,
    table: 'RW',
    items: [idempotencyKeys],
  },
  // Deletes applications past the retention period, with their photos.
  'application-expiry': {
    deps: applicationExpiryDeps,
    table: 'RW',
    items: [...applicationItems],
    photos: 'RW',
  },
  // Deletes invoices kept from closed accounts past their bookkeeping period, with their PDFs.
  'kept-invoice-expiry': {
    deps: keptInvoiceExpiryDeps,
    table: 'RW',
    items: [keptInvoiceKeys],
    documents: 'RW',
  },
  // Hourly: reads the timers that have run 24 hours and their pages (with the page's submitted
  // periods, whose days take no new time), and stops each into a draft entry (with its ref and
  // day sums) in one transaction with the timer's removal.
  'timer-expiry': {
    deps: timerExpiryDeps,
    table: 'RW',
    items: [
      bookingPageKeys,
      slugClaimKeys,
      timesheetEntryKeys,
      timesheetEntryRefKeys,
      timesheetDayKeys,
      timesheetPeriodKeys,
      runningTimerKeys,
      timerRegistryKeys,
    ],
  },
};
