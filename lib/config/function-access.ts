import type { Area } from '../../lambdas/routes';

export type AccessMode = 'RO' | 'RW';

/**
 * What one Lambda may touch. This one declaration gives both the IAM rights and the environment:
 * each right comes with the name its port reads (table → TABLE_NAME, readUsers → USER_POOL_ID...),
 * and a function gets no other resource's name. It must match the ports the function declares
 * (`handlers/<area>/deps.ts`); test/infra/function-environment.test.ts compares the two.
 */
export interface FunctionAccess {
  table?: AccessMode;
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
  /** No IAM right: APP_ORIGIN, the web app's public origin, for links in mails. */
  appOrigin?: boolean;
  /**
   * Calendar OAuth clients: APP_ORIGIN (the redirect URI), each configured provider's client id,
   * and secretsmanager:GetSecretValue on exactly its client secret (named in the environment).
   */
  calendarProviders?: boolean;
  /** kms:Encrypt and kms:Decrypt on the refresh-token key only; sets TOKEN_KEY. */
  tokenCipher?: boolean;
  /**
   * secretsmanager:GetSecretValue on the document-signing identity's secret only; sets
   * SIGNING_CERTIFICATE (its name).
   */
  signingCertificate?: boolean;
}

/**
 * Rights of each HTTP area. Typed by `Area`, so adding an area to `lambdas/routes.ts` fails the
 * type check here until someone decides what the new function may do.
 */
export const areaAccess: Record<Area, FunctionAccess> = {
  // health + /me: reads the caller's e-mail and first calendar; /admin/access: whether an admin
  // has TOTP.
  system: { table: 'RO', readUsers: true },
  // Insights Hub articles: public reads, admin writes (the pool says if an admin has TOTP).
  articles: { table: 'RW', readUsers: true },
  // Ticker messages: public reads, admin writes (one transaction per reorder; the pool says if
  // an admin has TOTP).
  ticker: { table: 'RW', readUsers: true },
  // Booking pages of their owners: settings, connections, manual events, OAuth start and sync
  // (refreshes provider tokens with the stored, encrypted refresh token).
  calendars: { table: 'RW', calendarProviders: true, tokenCipher: true },
  // Public booking pages: free times, and bookings announced as MeetingBooked.
  booking: { table: 'RW', publishEvents: true },
  // The public OAuth callback: takes the state, exchanges the code, stores the encrypted
  // refresh token and the connection.
  oauth: { table: 'RW', calendarProviders: true, tokenCipher: true },
  documents: { table: 'RW', documents: 'RW', publishEvents: true },
  // Signers' links: the session (the sender's e-mail, the original's inline link), consent,
  // signature or refusal, each announced on the bus.
  signing: { table: 'RW', documents: 'RO', publishEvents: true, readUsers: true },
  // Entries and exports of the owner's pages (with the meetings they count), export requests on
  // the bus, and the finished file's download link.
  timesheets: { table: 'RW', documents: 'RO', publishEvents: true },
  // Applications: signed-in submissions (photo uploads to and checks in the photos bucket, each
  // announced on the bus), and screening for admins (photo links, notes and status changes
  // signed with the admin's e-mail, matching and proposals announced on the bus).
  applications: { table: 'RW', photos: 'RW', publishEvents: true, readUsers: true },
};

const sealAccess: FunctionAccess = {
  table: 'RW',
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
  // MeetingBooked / MeetingCancelled: reads the meeting and page, claims each mail, stores the
  // cancel link's hashed token, looks up the owner's e-mail and mails both sides.
  'booking-mail': { table: 'RW', sendMail: true, readUsers: true, appOrigin: true },
  // SignatureRequested / DocumentDeclined: reads the document and step, claims each mail, looks
  // up the sender's e-mail and mails the signer their link or the owner the refusal.
  'signing-mail': { table: 'RW', sendMail: true, readUsers: true, appOrigin: true },
  // Hourly: reads the links past their time and expires their documents (status, audit row,
  // other links closed).
  'expire-links': { table: 'RW' },
  // DocumentCompleted, and every 5 minutes the sweep of overdue ones: reads the document and the
  // original, stores the sealed PDF, records it with its audit row, signs with the product's
  // certificate, stores the signers' copy links, and mails the sender and each signer.
  'document-seal': sealAccess,
  // TimesheetExportRequested: reads the period and the owner's e-mail, stores the PDF or CSV,
  // saves it as a document in the chosen library, mails it, and marks the export done.
  'timesheet-export': { table: 'RW', documents: 'RW', sendMail: true, readUsers: true },
  'seal-sweep': sealAccess,
  // ApplicationSubmitted / MatchProposed: reads the applications, claims each mail, mails the
  // applicant a receipt and the administrators a notice, or both sides of a match an
  // introduction.
  'application-mail': { table: 'RW', sendMail: true, listAdmins: true, appOrigin: true },
};

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
