import { lazy, Suspense } from 'react';
import type { DocumentViewerProps } from './types';
import { ViewerLoading } from './viewer-states';

// Each renderer is its own chunk, loaded only when a document of its kind is shown: pdf.js and
// docx-preview are large, and the rest of the app never needs them.
const PdfViewer = lazy(() => import('./pdf-viewer'));
const DocxViewer = lazy(() => import('./docx-viewer'));

/**
 * A private document rendered in the page: a PDF with pdf.js, a DOCX with docx-preview. Every page
 * is shown in a scroll area with page navigation and zoom; `renderOverlay` lays the caller's own
 * elements (fields, say) over each page, sized to the page as shown.
 */
export function DocumentViewer(props: DocumentViewerProps) {
  const Viewer = props.fileType === 'pdf' ? PdfViewer : DocxViewer;
  return (
    <Suspense fallback={<ViewerLoading />}>
      <Viewer key={`${props.fileType}:${props.fileKey}`} {...props} />
    </Suspense>
  );
}
