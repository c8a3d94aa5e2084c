import * as z from 'zod';
import { requiredTrimmed } from '../text-fields';
import { DOCUMENT_STATUSES, SIGNABLE_FILE_TYPES } from './document';
import { ZField } from './fields';
import { STEP_STATUSES, WORKFLOW_TYPES } from './workflow';

/**
 * Sending a document for signature and the signer's personal link `/sign#<token>` (public, no
 * account; the token travels in the `LINK_TOKEN_HEADER`, `contracts/link-token.ts`): `GET
 * /api/sign` opens the session, `POST /api/sign/consent` accepts the electronic-records
 * disclosure, `…/sign` signs and `…/decline` declines.
 */

/** A link is good for this long after it was mailed; a resend starts a new one. */
export const SIGNING_LINK_DAYS = 30;

export const MAX_DECLINE_REASON = 500;
export const MAX_TEXT_VALUE = 500;
export const MAX_TYPED_SIGNATURE = 100;
/** A drawn signature is a PNG data URL of at most this many characters (about 150 KB). */
export const MAX_DRAWN_SIGNATURE = 200_000;

export const signingMessages = {
  /** 404: no such link (never issued, replaced by a resend, or its document is gone). */
  invalid: 'This signing link is not valid. Please use the most recent link you were sent.',
  /** 410: the link did its work (signed or declined). */
  used: 'This signing link has already been used.',
  /** 410: the link ran out of time before it was used. */
  expired: 'This signing link has expired. Please ask the sender for a new one.',
  /** 410: the document left signing (expired, or closed for another reason). */
  closed: 'This document can no longer be signed.',
  /** 410: the sender voided the document: the link says so, not a guess. */
  voided: 'The sender voided this document, so it can no longer be signed.',
  /** 410: another signer declined the document. */
  declinedByOther: 'Another signer declined this document, so it can no longer be signed.',
  consentRequired: 'Please accept the electronic records disclosure first',
  consentVersion: 'The disclosure has changed. Please read it again and accept the new version.',
  fieldsRequired: 'Please fill in all required fields',
  signatureRequired: 'Please add your signature',
  signatureInvalid: 'The drawn signature could not be read. Please draw it again.',
  typedSignatureTooLong: `A typed signature must be at most ${MAX_TYPED_SIGNATURE} characters`,
  /** 400: the drawn image's data is longer than any signature needs. */
  drawnSignatureTooLarge: 'The drawn signature is too large. Please draw it again.',
  signatureTooLarge:
    'The drawn signature is too detailed for this many signature fields. Please draw it again, more simply, or type it.',
  /** 400: the drawn image declares more pixels than a signature needs. */
  signatureImageTooLarge:
    'The signature image is too large. Please draw it again or type your name.',
  unknownField: 'A value was given for a field that is not yours',
  reasonRequired: 'Please give a reason for declining',
  reasonTooLong: `The reason must be at most ${MAX_DECLINE_REASON} characters`,
  textValue: 'Each value must be text',
  textTooLong: `Each value must be at most ${MAX_TEXT_VALUE} characters`,
  signed: 'Document signed',
  declined: 'You declined to sign this document',
  signFailed: 'Failed to sign the document',
  declineFailed: 'Failed to decline the document',
  loadFailed: 'Failed to load the document',
} as const;

export const MAX_VOID_REASON = 500;

export const voidMessages = {
  reasonRequired: 'Please give a reason for voiding',
  reasonTooLong: `The reason must be at most ${MAX_VOID_REASON} characters`,
  /** 409: only a document out for signature can be voided. */
  notOpen: 'Only a document that is out for signature can be voided',
  voided: 'Document voided. The signers have been told.',
  voidFailed: 'Failed to void the document',
  confirm:
    'Void this document? Every signing link stops working at once, and each signer who was asked is mailed that it was withdrawn, with your reason. The document and its audit trail are kept.',
} as const;

/** A body holding only a required reason: a decline's, a void's. */
const reasonBody = (messages: { reasonRequired: string; reasonTooLong: string }, max: number) =>
  z.object(
    {
      reason: requiredTrimmed(messages.reasonRequired, max, messages.reasonTooLong),
    },
    messages.reasonRequired,
  );

/** `POST /api/documents/{id}/void`: withdraws a sent document, with the reason its signers read. */
export const ZVoidDocument = reasonBody(voidMessages, MAX_VOID_REASON);
export type TVoidDocument = z.input<typeof ZVoidDocument>;

/** The link lifetimes the Send dialog offers, in days; the longest is the default. */
export const LINK_DAY_CHOICES = [3, 7, 14, SIGNING_LINK_DAYS] as const;
export const MAX_SEND_MESSAGE = 1000;

export const sendOptionMessages = {
  linkDays: `Choose how long the links work: 1 to ${SIGNING_LINK_DAYS} days`,
  messageTooLong: `The message must be at most ${MAX_SEND_MESSAGE.toLocaleString('en-GB')} characters`,
} as const;

/**
 * `POST /api/documents/{id}/send` (optional body): a message for the signers, put in their
 * signing mail, and how many days each link works (a link issued later, to the next signer of a
 * chain or on a resend, works as long); without it, no message and `SIGNING_LINK_DAYS`.
 */
export const ZSendDocument = z.object({
  message: z
    .string(sendOptionMessages.messageTooLong)
    .trim()
    .max(MAX_SEND_MESSAGE, sendOptionMessages.messageTooLong)
    .optional()
    .default(''),
  linkDays: z.coerce
    .number(sendOptionMessages.linkDays)
    .int(sendOptionMessages.linkDays)
    .min(1, sendOptionMessages.linkDays)
    .max(SIGNING_LINK_DAYS, sendOptionMessages.linkDays)
    .optional()
    .default(SIGNING_LINK_DAYS),
});
export type TSendDocument = z.input<typeof ZSendDocument>;
export type TSendDocumentParsed = z.output<typeof ZSendDocument>;

export const extendMessages = {
  /** 409: only a request still waiting for someone (or expired while it was) can be extended. */
  notExtendable: 'Only a request still waiting for a signer can be extended',
  extended: 'New signing links sent to everyone still to sign',
  extendFailed: 'Failed to extend the request',
} as const;

export const sendMessages = {
  noSigners: 'Please add at least one signer before sending',
  signerWithoutFields: 'Each signer needs at least one field before sending',
  notDraft: 'This document has already been sent',
  notAwaiting: 'This signer is not waiting for a signing link',
  notOpen: 'This document is not out for signature',
  sent: 'Signature requests sent!',
  sendFailed: 'Failed to send signature requests',
  resent: 'Signing link sent again',
  resendFailed: 'Failed to resend the signing link',
} as const;

/**
 * The electronic-records disclosure every signer accepts before seeing the document. Its version
 * is recorded with the signer's consent, so the certificate shows which text they agreed to;
 * changing the text means a new version.
 */
export const ELECTRONIC_RECORDS_DISCLOSURE = {
  version: '2026-11-1',
  title: 'Electronic records and signature disclosure',
  sections: [
    {
      heading: 'Signing electronically',
      text: 'You are asked to sign this document electronically. An electronic signature you give here has the same effect as your handwritten signature on paper: by selecting Sign you agree to the document as shown. Your name, e-mail address, the time, your IP address and your browser are recorded with your signature as evidence.',
    },
    {
      heading: 'Receiving records electronically',
      text: 'The document, your signature and a completion certificate are provided to you electronically: when every signer has signed, you receive an e-mail with a link to the signed copy. To open them you need a current web browser and a PDF reader.',
    },
    {
      heading: 'Getting a paper copy',
      text: 'You may ask the sender for a paper copy of the document at any time, free of charge, by replying to the e-mail that brought you this link. You can also download and print the signed copy yourself.',
    },
    {
      heading: 'Withdrawing your consent',
      text: 'You may withdraw your consent to sign electronically at any time before you sign by selecting Decline and giving your reason; the sender is told, and the document can then no longer be signed electronically. Withdrawing does not undo a signature already given.',
    },
  ],
} as const;
export type TDisclosureVersion = typeof ELECTRONIC_RECORDS_DISCLOSURE.version;

/** What the link's holder sees: the document and only their own fields. */
export const ZSigningSession = z.object({
  document: z.object({
    title: z.string(),
    /** Only these are ever sent, so only these have signing links. */
    fileType: z.enum(SIGNABLE_FILE_TYPES),
    status: z.enum(DOCUMENT_STATUSES),
  }),
  signer: z.object({
    name: z.string(),
    email: z.string(),
    order: z.number().int(),
    status: z.enum(STEP_STATUSES),
  }),
  /** The owner's e-mail; null when their account is gone. */
  senderEmail: z.string().nullable(),
  /** How the signer sees the owner: their profile's name when sent, else their e-mail (or null). */
  senderName: z.string().nullable(),
  workflowType: z.enum(WORKFLOW_TYPES),
  disclosure: z.object({
    version: z.string(),
    title: z.string(),
    sections: z.array(z.object({ heading: z.string(), text: z.string() })),
  }),
  /** When this signer accepted the current disclosure; null until then. */
  consentedAt: z.string().nullable(),
  fields: z.array(ZField),
  /** The original, inline, for 3600 s; only once the disclosure is accepted. */
  file: z.object({ url: z.string(), expiresAt: z.string() }).nullable(),
  linkExpiresAt: z.string(),
});
export type TSigningSession = z.infer<typeof ZSigningSession>;

/** `POST …/consent`: the version of the disclosure the signer read and accepted. */
export const ZConsent = z.object(
  { disclosureVersion: z.string(signingMessages.consentVersion).min(1) },
  signingMessages.consentRequired,
);
export type TConsent = z.input<typeof ZConsent>;

/** A PNG as a data URL, as a canvas gives it. */
export const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

export const ZSignature = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('typed'),
      text: requiredTrimmed(
        signingMessages.signatureRequired,
        MAX_TYPED_SIGNATURE,
        signingMessages.typedSignatureTooLong,
      ),
    }),
    z.object({
      type: z.literal('drawn'),
      dataUrl: z
        .string(signingMessages.signatureRequired)
        .max(MAX_DRAWN_SIGNATURE, signingMessages.drawnSignatureTooLarge)
        .regex(PNG_DATA_URL, signingMessages.signatureInvalid),
    }),
  ],
  signingMessages.signatureRequired,
);
export type TSignature = z.infer<typeof ZSignature>;

/**
 * `POST …/sign`: the signature (for signature fields), and the text of initials and text fields
 * by field id. Date fields are filled in by the server with the day of signing (UTC). The step
 * then keeps one value per field of the signer (`values`): the typed signature or the drawn
 * one's PNG data URL, the initials, `YYYY-MM-DD`, the text; an optional field left empty has none.
 */
export const ZSignSubmission = z.object({
  signature: ZSignature.optional(),
  values: z
    .record(
      z.string().max(64),
      z.string(signingMessages.textValue).trim().max(MAX_TEXT_VALUE, signingMessages.textTooLong),
    )
    .optional()
    .default({}),
});
export type TSignSubmission = z.input<typeof ZSignSubmission>;
export type TSignSubmissionParsed = z.output<typeof ZSignSubmission>;

/** `POST …/decline`: the reason goes to the sender and into the audit log. */
export const ZDecline = reasonBody(signingMessages, MAX_DECLINE_REASON);
export type TDecline = z.input<typeof ZDecline>;

/** The answer of sign and decline: where the signer's step and the document now stand. */
export const ZSigningOutcome = z.object({
  signerStatus: z.enum(STEP_STATUSES),
  documentStatus: z.enum(DOCUMENT_STATUSES),
});
export type TSigningOutcome = z.infer<typeof ZSigningOutcome>;

/** The date a date field shows: the day of signing in UTC. */
export const signingDate = (at: Date): string => at.toISOString().slice(0, 10);
