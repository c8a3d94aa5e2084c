import type { TSignableFileType } from '@contracts/documents/document';

/**
 * The pages of a file the owner picked, counted in the browser as the in-app viewer counts them
 * (components/document-viewer), before anything is uploaded: pdf.js's pages for a PDF, and for a
 * DOCX docx-preview's page sections, laid out with the viewer's own options (a new page at each
 * explicit page or section break). Loaded only when a template is used: pdf.js and docx-preview
 * are large.
 */
export async function countFilePages(file: Blob, fileType: TSignableFileType): Promise<number> {
  const bytes = await file.arrayBuffer();
  return fileType === 'pdf' ? countPdfPages(bytes) : countDocxPages(bytes);
}

async function countPdfPages(bytes: ArrayBuffer): Promise<number> {
  const [{ getDocument, GlobalWorkerOptions }, { default: workerUrl }] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  // The viewer's worker, served from the app's own origin.
  GlobalWorkerOptions.workerSrc ||= workerUrl;
  // No eval: a crafted file must not get to run code in the page.
  const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false });
  try {
    return (await task.promise).numPages;
  } finally {
    void task.destroy();
  }
}

async function countDocxPages(bytes: ArrayBuffer): Promise<number> {
  const { renderAsync } = await import('docx-preview');
  // Laid out away from the page: nothing is shown, and the sections need no layout to exist.
  const host = document.createElement('div');
  const styles = document.createElement('div');
  try {
    // The viewer's options (docx-viewer.tsx), so the pages are the ones its editor shows.
    await renderAsync(bytes, host, styles, {
      className: 'docx',
      inWrapper: true,
      breakPages: true,
      renderAltChunks: false,
      useBase64URL: true,
    });
    return host.querySelectorAll('section.docx').length;
  } finally {
    host.replaceChildren();
    styles.replaceChildren();
  }
}
