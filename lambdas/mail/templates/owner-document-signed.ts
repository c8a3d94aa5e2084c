import { renderMail, type RenderedMail } from '../render';

export interface OwnerDocumentSignedView {
  signer: { name: string; email: string };
  documentTitle: string;
  /** When they signed, already written in UTC; null when unknown. */
  signedAt: string | null;
  signed: number;
  signers: number;
  /** The signers still to sign. */
  waiting: readonly { name: string; email: string }[];
  /** The document's page in the app. */
  documentUrl: string;
}

/** The document owner's notice that one signer signed, and who is still to sign. */
export function ownerDocumentSigned(view: OwnerDocumentSignedView): RenderedMail {
  const { signer } = view;
  const opening = `${signer.name} (${signer.email}) signed "${view.documentTitle}"${view.signedAt ? ` on ${view.signedAt}` : ''}.`;
  return renderMail({
    subject: `Signed by ${signer.name}: ${view.documentTitle}`,
    preview: opening,
    lines: [
      opening,
      '',
      `${view.signed} of ${view.signers} signers have signed.`,
      ...(view.waiting.length
        ? [`Waiting for: ${view.waiting.map((s) => `${s.name} (${s.email})`).join(', ')}.`]
        : []),
    ],
    action: {
      intro: 'The status and timeline are here:',
      label: 'Open the document',
      url: view.documentUrl,
    },
  });
}
