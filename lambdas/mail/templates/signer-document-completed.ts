import { sealedCopyNote } from '../document-lines';
import { renderMail, type RenderedMail } from '../render';

export interface SignerDocumentCompletedView {
  signerName: string;
  documentTitle: string;
  /** The uploaded file's type: a PDF is sealed itself, a Word file gets a certificate beside it. */
  fileType: string;
  /** The signer's personal link to the sealed copy. */
  copyUrl: string;
  /** Until when the link works, already written in UTC. */
  expiresAt: string;
}

/** A signer's personal link to the sealed copy once everyone has signed (no account needed). */
export function signerDocumentCompleted(view: SignerDocumentCompletedView): RenderedMail {
  const opening = `Everyone has signed "${view.documentTitle}".`;
  return renderMail({
    subject: `Signed copy: ${view.documentTitle}`,
    preview: opening,
    lines: [`Hello ${view.signerName},`, '', opening],
    action: {
      intro: 'Your copy is ready to download (no account needed):',
      label: 'Download the signed copy',
      url: view.copyUrl,
      note: `The link is personal and works until ${view.expiresAt}: please download the file and keep it.`,
    },
    after: [sealedCopyNote(view.fileType)],
  });
}
