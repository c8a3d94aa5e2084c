import { templateMessages } from '@contracts/documents/templates';
import { badRequest } from '../../../errors';
import type { FileStore } from '../../../ports/file-store';
import type { DocumentItem } from '../document-item';

/**
 * Checks the page count the browser sent for a document against its stored file, so a template
 * is never saved or applied with a page count the file does not have (a field on a page that
 * does not exist would never be stamped when the document is sealed). A PDF's pages are read
 * from the original itself (pdf-lib, imported with the first check). A DOCX has no page count
 * of its own — its pages are what the browser's rendering makes of it, and the seal stamps no
 * field on it — so the sent count stands. 400, changing nothing, on a mismatch or a PDF whose
 * pages cannot be read.
 */
export async function requireFilePageCount(
  documents: Pick<FileStore, 'get'>,
  document: Pick<DocumentItem, 'fileType' | 'originalKey'>,
  sentPageCount: number,
): Promise<void> {
  if (document.fileType !== 'pdf') return;
  const stored = await documents.get(document.originalKey);
  const pages = stored ? await pdfPageCount(stored.body) : undefined;
  if (pages === undefined) throw badRequest(templateMessages.pagesUnreadable);
  if (pages !== sentPageCount) throw badRequest(templateMessages.pageCountWrong(pages));
}

async function pdfPageCount(bytes: Uint8Array): Promise<number | undefined> {
  const { PDFDocument } = await import('pdf-lib');
  try {
    // Encrypted PDFs open for reading their page tree; nothing is decrypted or written.
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return pdf.getPageCount();
  } catch {
    return undefined;
  }
}
