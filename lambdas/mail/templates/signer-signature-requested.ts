import { renderMail, type RenderedMail } from '../render';

export interface SignerSignatureRequestedView {
  signerName: string;
  /** The sender as their profile names them, else their e-mail. */
  sender: string;
  documentTitle: string;
  /** Which reminder of the same link this is; undefined for the request itself. */
  reminder?: number;
  /** A new link replacing an earlier one. */
  resend: boolean;
  /** The sender's message, as they typed it (lines and all); null when none. */
  message: string | null;
  /** The signer's personal link. */
  signUrl: string;
  /** Until when the link works, already written in UTC; null when it does not expire. */
  expiresAt: string | null;
}

/** The signer's personal link to review and sign a document, or a reminder of it. */
export function signerSignatureRequested(view: SignerSignatureRequestedView): RenderedMail {
  const { sender } = view;
  const asks = view.reminder
    ? `A reminder: ${sender} is still waiting for your signature on "${view.documentTitle}".`
    : `${sender} asks you to sign "${view.documentTitle}".`;
  return renderMail({
    subject: `${view.reminder ? 'Reminder: please sign' : 'Please sign'}: ${view.documentTitle} (from ${sender})`,
    preview: asks,
    lines: [
      `Hello ${view.signerName},`,
      '',
      asks,
      ...(view.resend
        ? ['This is a new link: any earlier link for this document no longer works.']
        : []),
      ...(view.message ? ['', `Message from ${sender}:`, view.message] : []),
    ],
    action: {
      intro: 'Review and sign it here (no account needed):',
      label: 'Review and sign',
      url: view.signUrl,
    },
    after: [
      ...(view.expiresAt ? [`The link works until ${view.expiresAt}.`] : []),
      'The link is personal: anyone who has it can sign in your name, so please do not forward it.',
      '',
      'Before the document opens you are asked to agree to sign electronically. If you would rather not sign, you can decline on the same page and tell the sender why.',
    ],
  });
}
