import { reasonLine } from '../common-lines';
import { renderMail, type RenderedMail } from '../render';

export interface OwnerDocumentDeclinedView {
  signer: { name: string; email: string };
  documentTitle: string;
  reason: string | null;
  /** When they declined, already written in UTC; null when unknown. */
  declinedAt: string | null;
  /** The document's page in the app. */
  documentUrl: string;
}

/** The document owner's notice that a signer declined: the document can no longer be signed. */
export function ownerDocumentDeclined(view: OwnerDocumentDeclinedView): RenderedMail {
  const { signer } = view;
  const opening = `${signer.name} (${signer.email}) declined to sign "${view.documentTitle}".`;
  return renderMail({
    subject: `Declined: ${view.documentTitle} (by ${signer.name})`,
    preview: opening,
    lines: [
      opening,
      '',
      reasonLine(view.reason),
      ...(view.declinedAt ? [`Declined: ${view.declinedAt}`] : []),
    ],
    action: {
      intro:
        'The document can no longer be signed; the links sent to its signers no longer work. Its status and timeline are here:',
      label: 'Open the document',
      url: view.documentUrl,
    },
  });
}
