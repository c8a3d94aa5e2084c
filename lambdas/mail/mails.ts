/**
 * Every mail of the product, one template each (`templates/<recipient>-<event>.tsx`): a use case
 * picks one and its recipient, `mails.visitorBookingConfirmed(view)` → `{ subject, html, text }`.
 */
import { ownerBookingCancelled } from './templates/owner-booking-cancelled';
import { ownerBookingConfirmed } from './templates/owner-booking-confirmed';
import { ownerBookingReminder } from './templates/owner-booking-reminder';
import { ownerBookingRescheduled } from './templates/owner-booking-rescheduled';
import { ownerDocumentDeclined } from './templates/owner-document-declined';
import { ownerDocumentSigned } from './templates/owner-document-signed';
import { signerSignatureRequested } from './templates/signer-signature-requested';
import { visitorBookingCancelled } from './templates/visitor-booking-cancelled';
import { visitorBookingConfirmed } from './templates/visitor-booking-confirmed';
import { visitorBookingReminder } from './templates/visitor-booking-reminder';
import { visitorBookingRescheduled } from './templates/visitor-booking-rescheduled';

export const mails = {
  visitorBookingConfirmed,
  ownerBookingConfirmed,
  visitorBookingCancelled,
  ownerBookingCancelled,
  visitorBookingRescheduled,
  ownerBookingRescheduled,
  visitorBookingReminder,
  ownerBookingReminder,
  signerSignatureRequested,
  ownerDocumentSigned,
  ownerDocumentDeclined,
};

export type MailTemplateName = keyof typeof mails;
export type { RenderedMail } from './render';
