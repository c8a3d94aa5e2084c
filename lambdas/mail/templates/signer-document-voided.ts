import { greeted, reasonLine } from '../common-lines';
import { renderMail, type RenderedMail } from '../render';

export interface SignerDocumentVoidedView {
  signerName: string;
  /** The sender as their profile names them, else their e-mail; null when neither is known. */
  sender: string | null;
  documentTitle: string;
  reason: string | null;
  /** When it was withdrawn, already written in UTC; null when unknown. */
  voidedAt: string | null;
}

/** A signer's notice that the document they were asked to sign is withdrawn: nothing to do. */
export function signerDocumentVoided(view: SignerDocumentVoidedView): RenderedMail {
  const opening = `${view.sender ?? 'The sender'} has withdrawn "${view.documentTitle}", which you were asked to sign.`;
  return renderMail({
    subject: `Withdrawn: ${view.documentTitle}`,
    preview: opening,
    lines: [
      ...greeted(view.signerName, opening),
      reasonLine(view.reason),
      ...(view.voidedAt ? [`Withdrawn: ${view.voidedAt}`] : []),
      '',
      'Your signing link no longer works, and nothing more is needed from you.',
    ],
  });
}
