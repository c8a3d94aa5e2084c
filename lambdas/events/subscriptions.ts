/**
 * Which consumer handles which EventBridge detail-type. The Events stack turns each entry into a
 * rule targeting `lambdas/events/<consumer>.ts`; the local bus delivers to the same modules.
 *
 * Adding a consumer, e.g. `send-mail` for `MeetingBooked` (docs/architecture.md, "An event
 * consumer"):
 * 1. `lambdas/events/send-mail.ts` declares the ports it uses and routes each detail-type to a
 *    service, as `booking-mail.ts` does:
 *      export const sendMailDeps = defineDeps({ table: tablePort, mailer: mailerPort });
 *      export const handler = eventConsumer({ deps: sendMailDeps, on: {
 *        [MEETING_BOOKED]: { detail: ZMeetingBooked, handle: sendMails, handled: 'Mails sent' },
 *      } });
 *    Each port is built on first use and the bundle holds only these ports' SDK clients.
 * 2. An entry here: `{ detailType: 'MeetingBooked', consumer: 'send-mail' }`.
 * 3. Its rights in `consumerAccess` (`lambdas/events/access.ts`), e.g. `{ table: 'RO',
 *    sendMail: true }`: they also give the function the variables its ports read (TABLE_NAME,
 *    MAIL_FROM). The infra tests fail until the rights, the environment and the bundle's SDK
 *    clients agree with the declared ports.
 */
export const eventSource = 'vciso-hub';

export interface Subscription {
  detailType: string;
  /** File name under `lambdas/events/`, exporting `handler`. */
  consumer: string;
}

export const subscriptions: Subscription[] = [
  // The booking written to the owner's connected Google or Microsoft calendar, with its Meet or
  // Teams link; then MeetingReady.
  { detailType: 'MeetingBooked', consumer: 'calendar-writeback' },
  // The visitor's confirmation with its invite, meeting link and cancel link; the owner's notice.
  { detailType: 'MeetingReady', consumer: 'booking-mail' },
  // The cancellation (.ics METHOD:CANCEL) to both sides, or to the visitor when the owner cancelled.
  { detailType: 'MeetingCancelled', consumer: 'booking-mail' },
  // The cancelled meeting's event deleted from the owner's connected calendar.
  { detailType: 'MeetingCancelled', consumer: 'calendar-writeback' },
  // The new time (.ics METHOD:REQUEST, same UID, higher SEQUENCE) to the visitor; the owner's notice.
  { detailType: 'MeetingRescheduled', consumer: 'booking-mail' },
  // The moved meeting's event moved in the owner's connected calendar.
  { detailType: 'MeetingRescheduled', consumer: 'calendar-writeback' },
  // A signer's personal signing link (group: all at send; chain: one by one; resends).
  { detailType: 'SignatureRequested', consumer: 'signing-mail' },
  // The owner's notice of each signature while others are still to sign.
  { detailType: 'DocumentSigned', consumer: 'signing-mail' },
  // The owner's notice that a signer declined, with the reason.
  { detailType: 'DocumentDeclined', consumer: 'signing-mail' },
  // The owner voided a sent document: each signer who was asked is told it was withdrawn.
  { detailType: 'DocumentVoided', consumer: 'signing-mail' },
  // Every signer has signed: stamp, certify and sign the PDF, then mail everyone their copy.
  { detailType: 'DocumentCompleted', consumer: 'document-seal' },
  // An engagement's letter or change order asked for: draw it and send it for signature.
  { detailType: 'EngagementLetterRequested', consumer: 'engagement-letters' },
  // An engagement's letter or change order sealed: the letter signed with its hash, and the
  // engagement active on its terms (a change order's from its date).
  { detailType: 'EngagementLetterSigned', consumer: 'engagement-letters' },
  // An engagement's letter voided or declined: marked so, and the engagement a draft again.
  { detailType: 'EngagementLetterWithdrawn', consumer: 'engagement-letters' },
  // A timesheet export: render the PDF or CSV, save it to a library and mail it, as asked.
  { detailType: 'TimesheetExportRequested', consumer: 'timesheet-export' },
  // An issued invoice or credit note: render its PDF, save it to a library and mail it, as asked.
  { detailType: 'InvoiceIssued', consumer: 'invoice-document' },
  // An invoice's PDF mailed again to an address.
  { detailType: 'InvoiceMailRequested', consumer: 'invoice-document' },
  { detailType: 'TimesheetApprovalRequested', consumer: 'timesheet-period-mail' },
  { detailType: 'TimesheetPeriodAnswered', consumer: 'timesheet-period-mail' },
  // A submitted application: the applicant's receipt and the administrators' notice.
  { detailType: 'ApplicationSubmitted', consumer: 'application-mail' },
  // A status move in screening or a withdrawal: the applicant is told what it means.
  { detailType: 'ApplicationStatusChanged', consumer: 'application-mail' },
  // A match proposed in screening: the professional is asked to accept it.
  { detailType: 'MatchProposed', consumer: 'application-mail' },
  // A match the professional accepted: an introduction to each side.
  { detailType: 'MatchAccepted', consumer: 'application-mail' },
  // "Download my data": the archive of everything the account holds.
  { detailType: 'DataExportRequested', consumer: 'account-export' },
  // "Close my account": everything the account owns deleted, then the account.
  { detailType: 'AccountClosureRequested', consumer: 'account-closure' },
  // A Google, Microsoft or LinkedIn sign-in connected to or disconnected from an account: the
  // account's address is told which, when, and what to do if it was not them.
  { detailType: 'SignInConnected', consumer: 'sign-in-mail' },
  { detailType: 'SignInDisconnected', consumer: 'sign-in-mail' },
  // A recovery code used, the authenticator app turned on or off, the password changed: the
  // account's address is told what and when, and what to do if it was not them.
  { detailType: 'AccountSecurityChanged', consumer: 'security-mail' },
];
