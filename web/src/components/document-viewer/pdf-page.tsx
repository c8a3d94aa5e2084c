import { useEffect, useRef, type ReactNode } from 'react';
import type { PDFPageProxy, RenderTask } from 'pdfjs-dist';
import { CSS_PX_PER_POINT } from '@domain/documents/field-geometry';
import type { ViewerPage } from './types';
import { useNearView } from './use-near-view';

/**
 * The most device pixels one page's bitmap may hold: phones refuse larger canvases, so a page
 * zoomed far on a dense screen is drawn a little softer instead of not at all.
 */
const MAX_CANVAS_PIXELS = 16_000_000;

/** One PDF page: its canvas, drawn when near the view, and the caller's overlay above it. */
export function PdfPage({
  page,
  info,
  zoom,
  overlay,
}: {
  page: PDFPageProxy;
  info: ViewerPage;
  zoom: number;
  overlay?: ReactNode;
}) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const near = useNearView(wrapperRef);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    if (!near) {
      // A far page gives its bitmap back; it is drawn again when the reader comes near.
      canvas.width = 0;
      canvas.height = 0;
      return;
    }
    // The page's own /Rotate is applied by the viewport, as everywhere fields are placed.
    const viewport = page.getViewport({ scale: CSS_PX_PER_POINT * zoom });
    const wanted = window.devicePixelRatio || 1;
    const ratio = Math.min(
      wanted,
      Math.sqrt(MAX_CANVAS_PIXELS / Math.max(1, viewport.width * viewport.height)),
    );
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    let task: RenderTask | undefined = page.render({
      canvas,
      viewport,
      transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
    });
    // A cancelled draw (zoom changed, page left) rejects; nothing to report.
    task.promise.catch(() => undefined);
    return () => {
      task?.cancel();
      task = undefined;
    };
  }, [page, zoom, near]);

  return (
    <div
      ref={wrapperRef}
      data-page-number={info.number}
      role="group"
      aria-label={`Page ${info.number}`}
      className="relative mx-auto mb-4 bg-white shadow-md last:mb-0"
      style={{ width: info.width * zoom, height: info.height * zoom }}
    >
      <canvas ref={canvasRef} className="absolute inset-0 size-full" aria-hidden />
      <div className="absolute inset-0">{overlay}</div>
    </div>
  );
}
