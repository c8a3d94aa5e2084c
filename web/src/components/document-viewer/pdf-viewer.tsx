import { getDocument, GlobalWorkerOptions, type PDFPageProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { CSS_PX_PER_POINT } from '@domain/documents/field-geometry';
import { PdfPage } from './pdf-page';
import type { DocumentViewerProps, ViewerPage } from './types';
import { useOpenedFile } from './use-opened-file';
import { ViewerFrame } from './viewer-frame';
import { ViewerError, ViewerLoading } from './viewer-states';
import { useReportPages } from './use-report-pages';

// pdf.js parses in a worker served from the app's own origin, bundled beside this chunk.
GlobalWorkerOptions.workerSrc = workerUrl;

interface OpenedPdf {
  pages: ViewerPage[];
  proxies: PDFPageProxy[];
  destroy: () => void;
}

async function openPdf(load: () => Promise<ArrayBuffer>): Promise<OpenedPdf> {
  const bytes = await load();
  // No eval: a crafted file must not get to run code in the page.
  const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false });
  try {
    const pdf = await task.promise;
    const proxies = await Promise.all(
      Array.from({ length: pdf.numPages }, (_, i) => pdf.getPage(i + 1)),
    );
    const pages = proxies.map((proxy, i): ViewerPage => {
      const { width, height } = proxy.getViewport({ scale: CSS_PX_PER_POINT });
      return { number: i + 1, width, height };
    });
    return { pages, proxies, destroy: () => void task.destroy() };
  } catch (error) {
    void task.destroy();
    throw error;
  }
}

/** A PDF, every page drawn by pdf.js in the page, with the caller's overlay on each. */
export default function PdfViewer(props: DocumentViewerProps) {
  const { opened, retry } = useOpenedFile(
    props.fileKey,
    () => openPdf(props.load),
    (pdf) => pdf.destroy(),
  );
  const pages = opened.status === 'ready' ? opened.value.pages : undefined;
  useReportPages(pages, props.onPagesLoaded);

  if (opened.status === 'loading') return <ViewerLoading />;
  if (opened.status === 'error') return <ViewerError onRetry={retry} />;
  const { proxies } = opened.value;
  return (
    <ViewerFrame
      label={props.label}
      pages={opened.value.pages}
      onPageChange={props.onPageChange}
      className={props.className}
    >
      {(zoom) =>
        opened.value.pages.map((info, i) => (
          <PdfPage
            key={info.number}
            page={proxies[i]!}
            info={info}
            zoom={zoom}
            overlay={props.renderOverlay?.(info)}
          />
        ))
      }
    </ViewerFrame>
  );
}
