import {
  applicationHistoryKeys,
  applicationKeys,
  applicationNoteKeys,
  matchKeys,
  matchRefKeys,
} from '../../lambdas/keys/application';
import { accountClosureKeys } from '../../lambdas/keys/account-closure';
import { articleKeys } from '../../lambdas/keys/article';
import { auditRowKeys } from '../../lambdas/keys/audit-row';
import { professionalProfileKeys } from '../../lambdas/keys/professional-profile';
import { bookingCapKeys } from '../../lambdas/keys/booking-cap';
import { bookingLockKeys } from '../../lambdas/keys/booking-lock';
import { calendarKeys } from '../../lambdas/keys/calendar';
import { calendarConnectionKeys } from '../../lambdas/keys/calendar-connection';
import { calendarRefKeys } from '../../lambdas/keys/calendar-ref';
import { closureGrantKeys, closureKeptFilesKeys } from '../../lambdas/keys/closure-work';
import { keptInvoiceKeys } from '../../lambdas/keys/kept-invoice';
import { recoveryCodeKeys, recoveryTryKeys } from '../../lambdas/keys/account-security';
import { cancelTokenKeys } from '../../lambdas/keys/cancel-token';
import { dailyCountKeys } from '../../lambdas/keys/daily-count';
import { dataExportKeys } from '../../lambdas/keys/data-export';
import { dateOverrideKeys } from '../../lambdas/keys/date-override';
import { documentKeys } from '../../lambdas/keys/document';
import { documentFieldKeys } from '../../lambdas/keys/document-field';
import { idempotencyKeys } from '../../lambdas/keys/idempotency';
import { invoiceCounterKeys, invoiceKeys } from '../../lambdas/keys/invoice';
import { importedEventKeys } from '../../lambdas/keys/imported-event';
import { libraryKeys } from '../../lambdas/keys/library';
import { linkExpiryKeys } from '../../lambdas/keys/link-expiry';
import { linkedInStateKeys } from '../../lambdas/keys/linkedin-state';
import { signInStateKeys } from '../../lambdas/keys/sign-in-state';
import { signingReminderKeys } from '../../lambdas/keys/signing-reminder';
import { templateKeys } from '../../lambdas/keys/template';
import { meetingKeys } from '../../lambdas/keys/meeting';
import { oauthStateKeys } from '../../lambdas/keys/oauth-state';
import { outboxKeys } from '../../lambdas/keys/outbox';
import { passwordResetMarkKeys } from '../../lambdas/keys/password-reset-mark';
import { sealQueueKeys } from '../../lambdas/keys/seal-queue';
import { signedCopyTokenKeys } from '../../lambdas/keys/signed-copy-token';
import { signingTokenKeys } from '../../lambdas/keys/signing-token';
import { slugClaimKeys } from '../../lambdas/keys/slug-claim';
import { tickerLockKeys, tickerMessageKeys } from '../../lambdas/keys/ticker';
import {
  timesheetDayKeys,
  timesheetEntryKeys,
  timesheetEntryRefKeys,
} from '../../lambdas/keys/timesheet-entry';
import { timesheetExportKeys } from '../../lambdas/keys/timesheet-export';
import { runningTimerKeys, timerRegistryKeys } from '../../lambdas/keys/timer';
import {
  timesheetApprovalTokenKeys,
  timesheetPeriodKeys,
} from '../../lambdas/keys/timesheet-period';
import { uploadExpiryKeys } from '../../lambdas/keys/upload-expiry';
import { workflowStepKeys } from '../../lambdas/keys/workflow-step';
import type { InvokedFunction } from '../../lambdas/events/invocations';
import type { TokenKind } from '../../lambdas/ports/token-cipher';
import type { Area } from '../../lambdas/routes';
import type { TableEntity } from './leading-keys';

export type AccessMode = 'RO' | 'RW';

/**
 * The kinds of sealed token (`lambdas/ports/token-cipher.ts`) a function may seal and open: each
 * kind is its own KMS encryption context, so a function that only seals a kind cannot open it,
 * and one that opens signing links cannot open a calendar's refresh token.
 */
export interface TokenRights {
  encrypt?: readonly TokenKind[];
  decrypt?: readonly TokenKind[];
}

const CALENDAR_TOKEN: TokenKind = 'calendar-refresh-token';

/**
 * What one Lambda may touch. This one declaration gives both the IAM rights and the environment:
 * each right comes with the name its port reads (table → TABLE_NAME, readUsers → USER_POOL_ID...),
 * and a function gets no other resource's name. It must match the ports the function declares
 * (`handlers/<area>/deps.ts`); test/infra/function-environment.test.ts compares the two.
 */
export interface FunctionAccess {
  table?: AccessMode;
  /**
   * With `table`: the entities (`lambdas/keys/*.ts`) whose partitions it may touch. The policy
   * allows only their partition keys and their indexes' (`dynamodb:LeadingKeys`);
   * test/infra/least-privilege.test.ts checks the list against the key files in the bundle.
   */
  items?: readonly TableEntity[];
  /** With `documents`: only objects matching these patterns (e.g. `*\/exports/*`), not all. */
  documentObjects?: readonly string[];
  documents?: AccessMode;
  photos?: AccessMode;
  /** PutEvents on the app's bus. */
  publishEvents?: boolean;
  /** ses:SendEmail from the MAIL_FROM identity. */
  sendMail?: boolean;
  /** cognito-idp:AdminGetUser on the pool: a user's e-mail, and whether they have TOTP, by sub. */
  readUsers?: boolean;
  /** cognito-idp:ListUsersInGroup on the pool: the administrators' e-mails, for notices. */
  listAdmins?: boolean;
  /** Disable, sign out and delete users of the pool: the account closure only. */
  closeAccounts?: boolean;
  /** No IAM right: APP_ORIGIN, the web app's public origin, for links in mails. */
  appOrigin?: boolean;
  /**
   * Calendar OAuth clients: APP_ORIGIN (the redirect URI), each configured provider's client id,
   * and secretsmanager:GetSecretValue on exactly its client secret (named in the environment).
   */
  calendarProviders?: boolean;
  /**
   * LinkedIn's OpenID Connect client ("Quick Fill with LinkedIn"): APP_ORIGIN (the redirect URI)
   * and, when the deployment configures LinkedIn, its client id and secretsmanager:GetSecretValue
   * on exactly its client secret (named in the environment).
   */
  linkedIn?: boolean;
  /**
   * cognito-idp:AdminLinkProviderForUser and AdminDisableProviderForUser on the pool: connecting
   * and disconnecting a Google, Microsoft or LinkedIn sign-in ("Connected sign-ins"). Sets
   * USER_POOL_ID.
   */
  connectSignIns?: boolean;
  /**
   * cognito-idp:AdminGetUser, AdminInitiateAuth (the pool's recovery client only in practice) and
   * AdminSetUserMFAPreference on the pool: recovery codes' sign-in. Sets USER_POOL_ID and
   * RECOVERY_CLIENT_ID.
   */
  accountSecurity?: boolean;
  /**
   * The user pool's own clients of Google, Microsoft and LinkedIn (`identityProviders`), for
   * connecting a sign-in: APP_ORIGIN (the redirect URI) and, per configured provider, its client
   * id (and Microsoft's tenant) and secretsmanager:GetSecretValue on exactly its client secret.
   */
  signInProviders?: boolean;
  /**
   * kms:Encrypt and kms:Decrypt on the token key only, each for the kinds of sealed token listed
   * (the condition `kms:EncryptionContext:purpose`, see `TOKEN_KINDS`); sets TOKEN_KEY.
   */
  tokenCipher?: TokenRights;
  /**
   * secretsmanager:GetSecretValue on the document-signing identity's secret only; sets
   * SIGNING_CERTIFICATE (its name).
   */
  signingCertificate?: boolean;
  /**
   * lambda:InvokeFunction on exactly these functions (`lambdas/events/invocations.ts`), each
   * named in the environment (`CALENDAR_REFRESH_FUNCTION`...): an anonymous function hands the
   * work needing a right it must not hold to the function that holds it, and waits for the answer.
   */
  invokes?: readonly InvokedFunction[];
}

/** Entity groups several functions reach together (one key file may hold several entities). */
const calendarItems = [calendarKeys, slugClaimKeys, calendarConnectionKeys, oauthStateKeys];
const documentItems = [documentKeys, workflowStepKeys, documentFieldKeys, auditRowKeys];
const timesheetItems = [
  calendarKeys,
  slugClaimKeys,
  meetingKeys,
  timesheetEntryKeys,
  timesheetEntryRefKeys,
  timesheetDayKeys,
  timesheetExportKeys,
];
const applicationItems = [
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
const publicBookingItems = [
  calendarKeys,
  slugClaimKeys,
  bookingLockKeys,
  calendarRefKeys,
  dateOverrideKeys,
  meetingKeys,
  cancelTokenKeys,
];

/**
 * Rights of each HTTP area. Typed by `Area`, so adding an area to `lambdas/routes.ts` fails the
 * type check here until someone decides what the new function may do. Every area serving
 * signed-in routes reads the closing accounts' marks (`accountClosureKeys`): its routes refuse
 * such an account's tokens (`middleware/http-route.ts`); the anonymous ones never read them.
 */
export const areaAccess: Record<Area, FunctionAccess> = {
  // health + /me: reads the caller's e-mail and first calendar; /admin/access: whether an admin
  // has TOTP.
  system: { table: 'RO', items: [calendarKeys, accountClosureKeys], readUsers: true },
  // Insights Hub articles: public reads, admin writes (the pool says if an admin has TOTP); the
  // app's origin for the sitemap's absolute links.
  articles: {
    table: 'RW',
    items: [articleKeys, accountClosureKeys],
    readUsers: true,
    appOrigin: true,
  },
  // Ticker messages: public reads, admin writes (one transaction per reorder; the pool says if
  // an admin has TOTP).
  ticker: {
    table: 'RW',
    items: [tickerMessageKeys, tickerLockKeys, accountClosureKeys],
    readUsers: true,
  },
  // Booking pages of their owners: settings, date overrides, connections, manual events, host
  // cancellations and moves (their mails' events in the outbox), OAuth start and sync (refreshes
  // provider tokens with the stored, encrypted refresh token), and deletion (refused while time
  // entries are submitted or approved).
  calendars: {
    table: 'RW',
    items: [
      ...calendarItems,
      bookingLockKeys,
      calendarRefKeys,
      dateOverrideKeys,
      importedEventKeys,
      meetingKeys,
      outboxKeys,
      timesheetEntryKeys,
      // A new page shows its host by their profile's name.
      professionalProfileKeys,
      accountClosureKeys,
    ],
    calendarProviders: true,
    tokenCipher: { encrypt: [CALENDAR_TOKEN], decrypt: [CALENDAR_TOKEN] },
  },
  // Public booking pages: free times, and bookings and cancellations with their MeetingBooked
  // and MeetingCancelled in the outbox (published by the relay, so no bus right here), and the
  // counters of the caps on anonymous bookings.
  // Before free times are listed, the page's stale connected calendars are synced by the
  // `calendar-refresh` function: no connection, provider or token key here.
  booking: {
    table: 'RW',
    items: [...publicBookingItems, idempotencyKeys, outboxKeys, bookingCapKeys],
    invokes: ['calendar-refresh'],
  },
  // The public OAuth callback: hands what the provider's redirect carried to the
  // `calendar-consent` function, which stores the connection, and answers the popup's page (the
  // app's origin). No table, no provider, no token key.
  oauth: { appOrigin: true, invokes: ['calendar-consent'] },
  documents: {
    table: 'RW',
    items: [
      ...documentItems,
      libraryKeys,
      signingTokenKeys,
      linkExpiryKeys,
      signingReminderKeys,
      templateKeys,
      sealQueueKeys,
      dailyCountKeys,
      uploadExpiryKeys,
      outboxKeys,
      // A document sent names its sender to the signers by their profile's name.
      professionalProfileKeys,
      accountClosureKeys,
    ],
    documents: 'RW',
    // Seals the links of the signature requests it writes to the outbox (no bus right here).
    tokenCipher: { encrypt: ['signing-link'] },
  },
  // Signers' links: the session (the sender's e-mail, the original's inline link), consent,
  // signature or refusal, each announced through the outbox (the next signer's link sealed).
  signing: {
    table: 'RW',
    items: [
      ...documentItems,
      signingTokenKeys,
      linkExpiryKeys,
      signingReminderKeys,
      sealQueueKeys,
      signedCopyTokenKeys,
      outboxKeys,
    ],
    documents: 'RO',
    tokenCipher: { encrypt: ['signing-link'] },
    readUsers: true,
  },
  // Entries and exports of the owner's pages (with the meetings they count, and the owner's day
  // locks and page ids that hold a period's meetings for its totals, less the page's imported
  // events, which are not work), export requests in the
  // outbox (each mailed one counted against the owner's daily limit), and the finished file's
  // download link. Submitted periods and the clients' approval links (sealed with the token key
  // for their mail; the owner's e-mail from the pool for the period's history).
  // Invoices and credit notes: their counters, snapshots (the owner's professional profile and
  // e-mail), request keys and outbox events, each mailed one counted against the daily limit.
  // Reads only the export files (`<owner>/exports/<id>.<type>`, `exportFileKey`) and the invoice
  // PDFs (`invoices/<owner>/<reference>.pdf`, `invoiceFileKey`).
  timesheets: {
    table: 'RW',
    items: [
      ...timesheetItems,
      bookingLockKeys,
      calendarRefKeys,
      dateOverrideKeys,
      importedEventKeys,
      libraryKeys,
      dailyCountKeys,
      outboxKeys,
      runningTimerKeys,
      timerRegistryKeys,
      timesheetApprovalTokenKeys,
      invoiceKeys,
      invoiceCounterKeys,
      professionalProfileKeys,
      idempotencyKeys,
      accountClosureKeys,
    ],
    documents: 'RO',
    documentObjects: [EXPORT_OBJECTS, INVOICE_OBJECTS],
    readUsers: true,
    tokenCipher: { encrypt: ['timesheet-approval-link'] },
  },
  // The client's approval link, apart from the consultant's timesheets: the link, its period
  // and page, the period's meetings and entries (moved, with their days' sums, by the answer),
  // the consultant's mail through the outbox, and the consultant's e-mail from the pool for the
  // client's page. No token key, no files, no bus.
  'timesheet-approval': {
    table: 'RW',
    items: [
      calendarKeys,
      slugClaimKeys,
      meetingKeys,
      timesheetEntryKeys,
      timesheetEntryRefKeys,
      timesheetDayKeys,
      timesheetApprovalTokenKeys,
      outboxKeys,
    ],
    readUsers: true,
  },
  // Applications: signed-in submissions (photo uploads to and checks in the photos bucket, each
  // announced through the outbox), and screening for admins (photo links, notes and status
  // changes signed with the admin's e-mail, matching and proposals announced through the
  // outbox), each submission counted against the applicant's daily limit. "Quick Fill with
  // LinkedIn": its single-use states, and LinkedIn's client for the profile.
  applications: {
    table: 'RW',
    items: [
      ...applicationItems,
      idempotencyKeys,
      dailyCountKeys,
      outboxKeys,
      linkedInStateKeys,
      accountClosureKeys,
    ],
    photos: 'RW',
    readUsers: true,
    linkedIn: true,
  },
  // The person's own data: the archive's request (counted against the daily limit) and the
  // closure's, each handed to its consumer through the outbox; the archive's download link; the
  // account's e-mail, which closing it asks to be typed again. Connected sign-ins: the account's
  // identities read (AdminGetUser), linked and removed, the single-use states of connections in
  // progress, each change announced through the outbox, and the pool's own provider clients.
  // Account security: the recovery codes' hashes (made, counted, dropped), the authenticator app
  // and the password change (with the caller's own token), each change announced.
  account: {
    table: 'RW',
    items: [
      dataExportKeys,
      dailyCountKeys,
      outboxKeys,
      signInStateKeys,
      accountClosureKeys,
      recoveryCodeKeys,
    ],
    documents: 'RO',
    documentObjects: [DATA_EXPORT_OBJECTS],
    readUsers: true,
    connectSignIns: true,
    signInProviders: true,
  },
  // The sign-in with a recovery code (anonymous, a function of its own): the codes' hashes, the
  // failed attempts per address and the notice in the outbox; the pool's look-up, password check
  // (the recovery client) and turning the authenticator app off.
  recovery: {
    table: 'RW',
    items: [recoveryCodeKeys, recoveryTryKeys, outboxKeys],
    accountSecurity: true,
  },
};

/**
 * What the data archive reads: every entity of an account's partitions
 * (`services/account/owned-data.ts`) and its own page, document and application partitions.
 */
const ownedItems = [
  calendarKeys,
  calendarConnectionKeys,
  dateOverrideKeys,
  meetingKeys,
  importedEventKeys,
  timesheetEntryKeys,
  timesheetEntryRefKeys,
  timesheetDayKeys,
  timesheetExportKeys,
  calendarRefKeys,
  bookingLockKeys,
  ...documentItems,
  libraryKeys,
  templateKeys,
  ...applicationItems,
  dataExportKeys,
  invoiceKeys,
  professionalProfileKeys,
  runningTimerKeys,
];
/**
 * Areas whose anonymous GET routes run in a second function of the same bundle, with read-only
 * rights on fewer partitions and nothing else: a flaw in a public read cannot write, publish or
 * mail. Each must be a subset of the area's own rights (test/infra/least-privilege.test.ts).
 * Signing's and the OAuth callback's public GETs write (a link opened; a connection stored,
 * through `calendar-consent`), so they stay with their areas.
 */
export const publicReadAccess: Partial<Record<Area, FunctionAccess>> = {
  // The health check: the clock only, no right at all (`/api/me` stays with the area).
  system: {},
  // The published list, one published article (GSI2) and the sitemap of them, nothing else (the
  // app's origin for the sitemap's links).
  articles: { table: 'RO', items: [articleKeys], appOrigin: true },
  // The messages only, not the add lock.
  ticker: { table: 'RO', items: [tickerMessageKeys] },
  // The page by slug, its free times (the owner's day locks, which hold their meetings, and the
  // ids of their pages) and a visitor's meeting by cancel link.
  booking: { table: 'RO', items: publicBookingItems },
};

/**
 * Syncing a page's connections: on schedule (`calendar-sync`) or before its free times are listed
 * (`calendar-refresh`).
 */
const calendarSyncAccess: FunctionAccess = {
  table: 'RW',
  items: [
    calendarKeys,
    slugClaimKeys,
    calendarConnectionKeys,
    importedEventKeys,
    meetingKeys,
    bookingLockKeys,
    calendarRefKeys,
    dateOverrideKeys,
  ],
  calendarProviders: true,
  tokenCipher: { encrypt: [CALENDAR_TOKEN], decrypt: [CALENDAR_TOKEN] },
};

const sealAccess: FunctionAccess = {
  table: 'RW',
  items: [...documentItems, sealQueueKeys, signedCopyTokenKeys, idempotencyKeys],
  documents: 'RW',
  signingCertificate: true,
  sendMail: true,
  readUsers: true,
  appOrigin: true,
};

/**
 * Rights of each EventBridge consumer (`lambdas/events/<consumer>.ts`), keyed by consumer name:
 * those of `subscriptions.ts` and the scheduled ones of `schedules.ts`.
 * Consumers come from a runtime list, so a missing entry fails synth (see `accessFor`).
 */
export const consumerAccess: Record<string, FunctionAccess> = {
  // MeetingReady / MeetingCancelled / MeetingRescheduled: reads the meeting and page, claims each mail, stores the
  // cancel link's hashed token, looks up the owner's e-mail and mails both sides.
  'booking-mail': {
    table: 'RW',
    items: [calendarKeys, slugClaimKeys, meetingKeys, cancelTokenKeys, idempotencyKeys],
    sendMail: true,
    readUsers: true,
    appOrigin: true,
  },
  // SignatureRequested / DocumentDeclined: reads the document and step, claims each mail, looks
  // up the sender's e-mail, opens the link's sealed token, and mails the signer their link or the
  // owner the refusal.
  'signing-mail': {
    table: 'RW',
    items: [...documentItems, signingTokenKeys, linkExpiryKeys, idempotencyKeys],
    sendMail: true,
    readUsers: true,
    appOrigin: true,
    tokenCipher: { decrypt: ['signing-link'] },
  },
  // Hourly: reads the links past their time and expires their documents (status, audit row,
  // other links closed).
  'expire-links': {
    table: 'RW',
    items: [...documentItems, signingTokenKeys, linkExpiryKeys],
  },
  // Hourly: reads the reminders due, and for each signer still waiting counts the reminder,
  // schedules the next, appends the audit row and puts the (already sealed) link's
  // SignatureRequested in the outbox for signing-mail.
  'signing-reminders': {
    table: 'RW',
    items: [documentKeys, workflowStepKeys, auditRowKeys, signingReminderKeys, outboxKeys],
  },
  // Hourly: removes upload reservations past their day (the item, its expiry entry, its staged
  // file) and lists and deletes the staged uploads of both buckets that were never accepted.
  'upload-sweep': {
    table: 'RW',
    items: [documentKeys, uploadExpiryKeys],
    documents: 'RW',
    photos: 'RW',
  },
  // DocumentCompleted (also sent again by the sweep for overdue ones): reads the document and the
  // original, stores the sealed PDF, records it with its audit row, signs with the product's
  // certificate, stores the signers' copy links, and mails the sender and each signer.
  'document-seal': sealAccess,
  // TimesheetExportRequested: reads the period and the owner's e-mail, stores the PDF or CSV,
  // saves it as a document in the chosen library, mails it, and marks the export done.
  'timesheet-export': {
    table: 'RW',
    items: [...timesheetItems, libraryKeys, documentKeys, auditRowKeys, idempotencyKeys],
    documents: 'RW',
    sendMail: true,
    readUsers: true,
  },
  // TimesheetApprovalRequested and TimesheetPeriodAnswered: reads the period and its page, mails
  // the client the link sealed in the event (opened with the token key) or the consultant the
  // client's answer.
  'timesheet-period-mail': {
    table: 'RW',
    items: [calendarKeys, slugClaimKeys, timesheetPeriodKeys, idempotencyKeys],
    sendMail: true,
    readUsers: true,
    appOrigin: true,
    tokenCipher: { decrypt: ['timesheet-approval-link'] },
  },
  // InvoiceIssued / InvoiceMailRequested: reads the invoice's snapshot, stores its PDF, saves it
  // as a document in the chosen library, mails it, and records the delivery on the invoice.
  'invoice-document': {
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
    sendMail: true,
  },
  // Every 5 minutes: reads the overdue seal queue entries and their documents, counts or parks
  // each entry (or drops it when its document no longer waits), and publishes the document's
  // DocumentCompleted again so it is sealed by a run of its own.
  'seal-sweep': {
    table: 'RW',
    items: [documentKeys, sealQueueKeys],
    publishEvents: true,
  },
  // The outbox's relay, fed by the table stream: publishes each committed event on the bus and
  // marks its outbox item published.
  'event-relay': { table: 'RW', items: [outboxKeys], publishEvents: true },
  // Every 2 minutes: reads the outbox events still unpublished (GSI1), publishes each and marks
  // it published.
  'outbox-sweep': { table: 'RW', items: [outboxKeys], publishEvents: true },
  // Every 5 minutes: reads the bookings starting soon (meetings' GSI1) and their pages, claims
  // each reminder, looks up the owner's e-mail and mails both sides.
  'meeting-reminders': {
    table: 'RW',
    items: [calendarKeys, slugClaimKeys, meetingKeys, idempotencyKeys],
    sendMail: true,
    readUsers: true,
  },
  // Every minute: reads the meetings whose owner's notice of the visitor's moves is due (their
  // GSI2) and their pages, claims each notice, looks up the owner's e-mail, mails it and takes the
  // notice off the meeting.
  'owner-move-notices': {
    table: 'RW',
    items: [calendarKeys, slugClaimKeys, meetingKeys, idempotencyKeys],
    sendMail: true,
    readUsers: true,
  },
  // MeetingBooked / MeetingRescheduled / MeetingCancelled: reads the meeting, its page and the
  // page's connections, refreshes the provider token (storing a rotated one, encrypted), writes,
  // moves or deletes the event in the connected calendar, records it on the meeting and, for a
  // booking, writes MeetingReady to the outbox in the same transaction.
  'calendar-writeback': {
    table: 'RW',
    items: [calendarKeys, slugClaimKeys, calendarConnectionKeys, meetingKeys, outboxKeys],
    calendarProviders: true,
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
    table: 'RW',
    items: calendarItems,
    calendarProviders: true,
    tokenCipher: { encrypt: [CALENDAR_TOKEN] },
  },
  // ApplicationSubmitted / MatchProposed: reads the applications, claims each mail, mails the
  // applicant's account address a receipt and the administrators a notice, or both sides of a
  // match an introduction.
  'application-mail': {
    table: 'RW',
    items: [...applicationItems, idempotencyKeys],
    sendMail: true,
    readUsers: true,
    listAdmins: true,
    appOrigin: true,
  },
  // DataExportRequested: reads everything the account owns and its files, writes the archive
  // (`data-exports/…`), marks it ready and mails the account's address once.
  'account-export': {
    table: 'RW',
    // A page's periods share its partition; the slug claim comes with the page's own mapping,
    // whose projection the archive shares with the page's screen.
    items: [...ownedItems, timesheetPeriodKeys, slugClaimKeys, idempotencyKeys],
    documents: 'RW',
    photos: 'RO',
    readUsers: true,
    sendMail: true,
    appOrigin: true,
  },
  // AccountClosureRequested: signs the user out everywhere and disables it, deletes everything
  // the account owns as its owner would (bookings cancelled and documents voided through the
  // outbox, the void notices mailed, links and seal entries removed), revokes its calendar grants
  // (set aside in its own work partition, with the files of records kept for others), its daily
  // counters and files, then deletes the user, mails the confirmation once and marks the account
  // closed; a run whose time is spent hands over through its own events in the outbox.
  'account-closure': {
    table: 'RW',
    // The account's own partition (`USER#<sub>`) is reached through its calendar refs, day locks
    // and libraries, which share it; its professional profile, invoices, timer and archive each
    // have their own.
    items: [
      calendarKeys,
      slugClaimKeys,
      meetingKeys,
      timesheetEntryKeys,
      timesheetEntryRefKeys,
      timesheetDayKeys,
      calendarConnectionKeys,
      dateOverrideKeys,
      calendarRefKeys,
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
    readUsers: true,
    closeAccounts: true,
    sendMail: true,
    appOrigin: true,
    // Revokes each connected calendar's grant: the sealed refresh token opened, sent to Google.
    calendarProviders: true,
    tokenCipher: { decrypt: [CALENDAR_TOKEN] },
  },
  // SignInConnected / SignInDisconnected: claims each mail, looks up the account's e-mail and
  // mails it the change with a link to Account Security.
  'sign-in-mail': {
    table: 'RW',
    items: [idempotencyKeys],
    sendMail: true,
    readUsers: true,
    appOrigin: true,
  },
  // AccountSecurityChanged: claims each mail, looks up the account's e-mail and mails it the
  // change with a link to Account Security.
  'security-mail': {
    table: 'RW',
    items: [idempotencyKeys],
    sendMail: true,
    readUsers: true,
    appOrigin: true,
  },
  // Deletes applications past the retention period, with their photos.
  'application-expiry': { table: 'RW', items: [...applicationItems], photos: 'RW' },
  // Deletes invoices kept from closed accounts past their bookkeeping period, with their PDFs.
  'kept-invoice-expiry': { table: 'RW', items: [keptInvoiceKeys], documents: 'RW' },
  // Hourly: reads the timers that have run 24 hours and their pages (with the page's submitted
  // periods, whose days take no new time), and stops each into a draft entry (with its ref and
  // day sums) in one transaction with the timer's removal.
  'timer-expiry': {
    table: 'RW',
    items: [
      calendarKeys,
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

/**
 * The user pool's post confirmation trigger (Auth stack, `lib/constructs/post-confirmation-trigger.ts`):
 * a password reset's security notice in the outbox and the mark of its minute, which keeps
 * Cognito's retries from writing it twice. It only writes there (PutItem, ConditionCheckItem);
 * the pre sign-up trigger reaches the pool alone (`PRE_SIGN_UP_ACTIONS`).
 */
export const postConfirmationItems: readonly TableEntity[] = [outboxKeys, passwordResetMarkKeys];

export function accessFor(
  table: Record<string, FunctionAccess>,
  name: string,
  where: string,
): FunctionAccess {
  const access = table[name];
  if (!access) {
    throw new Error(
      `No IAM access declared for "${name}": add it to ${where} in lib/config/function-access.ts`,
    );
  }
  return access;
}
