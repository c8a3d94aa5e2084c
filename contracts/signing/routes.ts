import { ZSignedCopyLink } from '../documents/signed-copy';
import {
  MAX_DRAWN_SIGNATURE,
  ZConsent,
  ZDecline,
  ZSignSubmission,
  ZSigningOutcome,
  ZSigningSession,
} from '../documents/signing';
import { defineRoutes } from '../route';

/**
 * Signing: a signer's personal link (public: the hashed single-use token, sent in its header
 * (`contracts/link-token.ts`), is the credential).
 */
export const signingRoutes = defineRoutes('signing', {
  getSession: {
    method: 'GET',
    path: '/api/sign',
    access: 'public',
    summary: "The document and the signer's own fields behind a personal signing link",
    response: ZSigningSession,
  },
  // 204 once the disclosure is accepted (or was already).
  consent: {
    method: 'POST',
    path: '/api/sign/consent',
    access: 'public',
    summary: 'Accepts the electronic-records disclosure in the version shown',
    body: ZConsent,
  },
  sign: {
    method: 'POST',
    path: '/api/sign/sign',
    access: 'public',
    summary: "Signs with the signature and the signer's field values; the link is used up",
    body: ZSignSubmission,
    response: ZSigningOutcome,
    // A drawn signature plus the text fields.
    maxBodyBytes: MAX_DRAWN_SIGNATURE + 128 * 1024,
  },
  decline: {
    method: 'POST',
    path: '/api/sign/decline',
    access: 'public',
    summary: 'Declines to sign, with the reason the sender is told',
    body: ZDecline,
    response: ZSigningOutcome,
  },
  // A signer's personal link to the sealed copy, from the completion mail.
  signedCopy: {
    method: 'GET',
    path: '/api/signed-copy',
    access: 'public',
    summary: "A short-lived download URL of the sealed copy behind a signer's link",
    response: ZSignedCopyLink,
  },
});
