/**
 * The in-app document viewer, shared by the owner's field editor and the signer's page. Importing
 * it costs about 2 KiB; pdf.js and docx-preview load only when a document of their kind is shown.
 */
export { DocumentViewer } from './document-viewer';
export { fetchFileBytes } from './fetch-file-bytes';
export { PageBox, pageBoxStyle } from './page-box';
export { useOpenedFile } from './use-opened-file';
export { ViewerError, ViewerLoading } from './viewer-states';
export type { DocumentViewerProps, ViewerPage } from './types';
