import { sealedCopyNote } from '../document-lines';
import { renderMail, type RenderedMail } from '../render';

export interface OwnerDocumentCompletedView {
  documentTitle: string;
  /** The uploaded file's type: a PDF is sealed itself, a Word file gets a certificate beside it. */
  fileType: string;
  /** Every signer, with when they signed already written in UTC (null when unknown). */
  signers: readonly { name: string; email: string; signedAt: string | null }[];
  /** The document's page in the app. */
  documentUrl: string;
}

/** The document owner's notice that everyone signed: the sealed copy is on the document's page. */
export function ownerDocumentCompleted(view: OwnerDocumentCompletedView): RenderedMail {
  const opening = `"${view.documentTitle}" has been signed by all ${view.signers.length} signer(s):`;
  return renderMail({
    subject: `Completed: ${view.documentTitle} is signed by everyone`,
    preview: opening,
    lines: [
      opening,
      ...view.signers.map((s) => `- ${s.name} <${s.email}>${s.signedAt ? `, ${s.signedAt}` : ''}`),
      '',
      sealedCopyNote(view.fileType),
    ],
    action: {
      intro: 'Download it and see the full timeline here:',
      label: 'Open the document',
      url: view.documentUrl,
    },
    after: ['Each signer has been sent their own link to the signed copy.'],
  });
}
