/**
 * Every mail of the product, one template each (`templates/<recipient>-<event>.ts`): a use case
 * picks one and its recipient, `mails.visitorBookingConfirmed(view)` → `{ subject, html, text }`.
 */
import { accountClosed } from './templates/account-closed';
import { accountDataExportReady } from './templates/account-data-export-ready';
import { accountSecurityChanged } from './templates/account-security-changed';
import { accountSignInChanged } from './templates/account-sign-in-changed';
import { adminApplicationSubmitted } from './templates/admin-application-submitted';
import { applicantApplicationReceived } from './templates/applicant-application-received';
import { applicantApplicationStatusChanged } from './templates/applicant-application-status-changed';
import { clientBudgetReached } from './templates/client-budget-reached';
import { clientInvoiceSent } from './templates/client-invoice-sent';
import { clientTimesheetApprovalRequested } from './templates/client-timesheet-approval-requested';
import { companyMatchIntroduced } from './templates/company-match-introduced';
import { consultantBudgetReached } from './templates/consultant-budget-reached';
import { consultantTimesheetAnswered } from './templates/consultant-timesheet-answered';
import { ownerBookingCancelled } from './templates/owner-booking-cancelled';
import { ownerBookingConfirmed } from './templates/owner-booking-confirmed';
import { ownerBookingReminder } from './templates/owner-booking-reminder';
import { ownerBookingRescheduled } from './templates/owner-booking-rescheduled';
import { ownerDocumentCompleted } from './templates/owner-document-completed';
import { ownerDocumentDeclined } from './templates/owner-document-declined';
import { ownerDocumentSigned } from './templates/owner-document-signed';
import { professionalMatchIntroduced } from './templates/professional-match-introduced';
import { professionalMatchProposed } from './templates/professional-match-proposed';
import { recipientTimesheetExported } from './templates/recipient-timesheet-exported';
import { signerDocumentCompleted } from './templates/signer-document-completed';
import { signerDocumentVoided } from './templates/signer-document-voided';
import { signerSignatureRequested } from './templates/signer-signature-requested';
import { visitorBookingCancelled } from './templates/visitor-booking-cancelled';
import { visitorBookingConfirmed } from './templates/visitor-booking-confirmed';
import { visitorBookingReminder } from './templates/visitor-booking-reminder';
import { visitorBookingRescheduled } from './templates/visitor-booking-rescheduled';

export const mails = {
  accountClosed,
  accountDataExportReady,
  accountSecurityChanged,
  accountSignInChanged,
  adminApplicationSubmitted,
  applicantApplicationReceived,
  applicantApplicationStatusChanged,
  clientBudgetReached,
  clientInvoiceSent,
  clientTimesheetApprovalRequested,
  companyMatchIntroduced,
  consultantBudgetReached,
  consultantTimesheetAnswered,
  ownerBookingCancelled,
  ownerBookingConfirmed,
  ownerBookingReminder,
  ownerBookingRescheduled,
  ownerDocumentCompleted,
  ownerDocumentDeclined,
  ownerDocumentSigned,
  professionalMatchIntroduced,
  professionalMatchProposed,
  recipientTimesheetExported,
  signerDocumentCompleted,
  signerDocumentVoided,
  signerSignatureRequested,
  visitorBookingCancelled,
  visitorBookingConfirmed,
  visitorBookingReminder,
  visitorBookingRescheduled,
};

export type MailTemplateName = keyof typeof mails;
export type { RenderedMail } from './render';
