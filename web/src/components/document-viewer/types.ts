import type { ReactNode } from 'react';
import type { TSignableFileType } from '@contracts/documents/document';

/** A page of the shown document, with its size as displayed at 100 % zoom in CSS pixels. */
export interface ViewerPage {
  /** 1-based, as fields store it. */
  number: number;
  width: number;
  height: number;
}

export interface DocumentViewerProps {
  fileType: TSignableFileType;
  /**
   * Fetches the file's bytes (documents are private: the caller asks the API for a short-lived
   * link, then reads it with `fetchFileBytes`). Called again only when `fileKey` changes or the
   * reader asks to try again after a failure.
   */
  load: () => Promise<ArrayBuffer>;
  /** Names the file: a new key shows a new file. */
  fileKey: string;
  /** The accessible name of the document area, e.g. the document's title. */
  label: string;
  /**
   * The caller's layer over one page: it fills a box exactly the size of the page as shown, so
   * children placed with percentages (see `PageBox`) stay on their spot at any zoom.
   */
  renderOverlay?: (page: ViewerPage) => ReactNode;
  /** Told which page the reader is on (the one most in view), 1-based. */
  onPageChange?: (page: number) => void;
  /** Told once the document is laid out, with every page and its size. */
  onPagesLoaded?: (pages: ViewerPage[]) => void;
  className?: string;
}
