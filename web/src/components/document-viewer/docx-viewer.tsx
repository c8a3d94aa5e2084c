import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { renderAsync } from 'docx-preview';
import { markPages, neutraliseLinks, type PagesLayout } from './docx-pages';
import type { DocumentViewerProps } from './types';
import { useOpenedFile } from './use-opened-file';
import { useReportPages } from './use-report-pages';
import { ViewerFrame } from './viewer-frame';
import { ViewerError, ViewerLoading } from './viewer-states';

/**
 * A Word document laid out in the page by docx-preview; no outside viewer ever reads the file.
 *
 * Pages: docx-preview starts a new page at each explicit page break and section break, not where
 * text would overflow a printed page, so page 1, 2, … here are those page sections (a document
 * without breaks is one long page 1). Fields are placed on these pages as fractions of each
 * section as shown, and the signer sees the same layout, so a field stays next to its text. The
 * original file is never changed; the signed record of a DOCX is a separate certificate PDF.
 */

function DocxPages({
  bytes,
  onRetry,
  ...props
}: DocumentViewerProps & { bytes: ArrayBuffer; onRetry: () => void }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const styleRef = useRef<HTMLDivElement>(null);
  const [layout, setLayout] = useState<PagesLayout | 'error'>();
  const [natural, setNatural] = useState<{ width: number; height: number }>();
  useReportPages(layout === 'error' ? undefined : layout?.pages, props.onPagesLoaded);

  useEffect(() => {
    const host = hostRef.current;
    const styles = styleRef.current;
    if (!host || !styles) return;
    let live = true;
    renderAsync(bytes, host, styles, {
      className: 'docx',
      inWrapper: true,
      breakPages: true,
      // Embedded HTML chunks would be framed on this origin: they are left out.
      renderAltChunks: false,
      // Images as data: links, so nothing needs revoking when the page is left.
      useBase64URL: true,
    }).then(
      () => {
        if (!live) return;
        neutraliseLinks(host);
        const { pages, overlays } = markPages(host);
        setLayout(pages.length ? { pages, overlays } : 'error');
      },
      () => live && setLayout('error'),
    );
    return () => {
      live = false;
      host.replaceChildren();
      styles.replaceChildren();
    };
  }, [bytes]);

  // Follows the document's own size (fonts and images settle after the first layout).
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const observer = new ResizeObserver(() =>
      setNatural({ width: host.offsetWidth, height: host.offsetHeight }),
    );
    observer.observe(host);
    return () => observer.disconnect();
  }, []);

  if (layout === 'error') return <ViewerError onRetry={onRetry} />;
  return (
    <>
      {layout === undefined && <ViewerLoading />}
      <div className={layout === undefined ? 'h-0 overflow-hidden' : undefined}>
        <ViewerFrame
          label={props.label}
          pages={layout?.pages ?? []}
          onPageChange={props.onPageChange}
          className={props.className}
        >
          {(zoom) => (
            <div
              className="mx-auto"
              style={natural && { width: natural.width * zoom, height: natural.height * zoom }}
            >
              <div ref={styleRef} />
              <div
                ref={hostRef}
                className="w-max origin-top-left text-black [&_.docx-wrapper]:bg-transparent! [&_.docx-wrapper]:p-0! [&_section.docx]:mb-4!"
                style={{ transform: `scale(${zoom})` }}
              />
            </div>
          )}
        </ViewerFrame>
      </div>
      {layout &&
        layout.overlays.map((overlay, i) =>
          createPortal(props.renderOverlay?.(layout.pages[i]!), overlay, `page-${i + 1}`),
        )}
    </>
  );
}

/** A DOCX: its bytes fetched, then laid out in the page. */
export default function DocxViewer(props: DocumentViewerProps) {
  const { opened, retry } = useOpenedFile(props.fileKey, props.load);
  if (opened.status === 'loading') return <ViewerLoading />;
  if (opened.status === 'error') return <ViewerError onRetry={retry} />;
  return <DocxPages {...props} bytes={opened.value} onRetry={retry} />;
}
