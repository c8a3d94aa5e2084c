import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { ViewerPage } from './types';
import { ScrollerContext } from './use-near-view';
import { ViewerToolbar } from './viewer-toolbar';
import { fitZoom, initialZoom } from './zoom';

/** Space kept free around the pages inside the scroll area (its padding), in CSS pixels. */
const GUTTER = 32;

/** Where the page element `number` starts inside the scroll area, whatever zoom or transform. */
function pageTop(scroller: HTMLElement, number: number): number | undefined {
  const page = scroller.querySelector(`[data-page-number="${number}"]`);
  if (!page) return undefined;
  return (
    page.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop
  );
}

/** The page that fills most of the scroll area's visible height. */
function mostVisiblePage(scroller: HTMLElement): number | undefined {
  const view = scroller.getBoundingClientRect();
  let best: { number: number; shown: number } | undefined;
  for (const page of scroller.querySelectorAll<HTMLElement>('[data-page-number]')) {
    const rect = page.getBoundingClientRect();
    const shown = Math.min(rect.bottom, view.bottom) - Math.max(rect.top, view.top);
    const number = Number(page.dataset.pageNumber);
    if (shown > 0 && (!best || shown > best.shown)) best = { number, shown };
  }
  return best?.number;
}

/**
 * The frame both renderers share: the toolbar (page navigation and zoom) over a scroll area that
 * shows every page. Pages mark themselves with `data-page-number`; the frame follows which one
 * is in view and keeps it in view when the zoom changes.
 */
export function ViewerFrame({
  label,
  pages,
  onPageChange,
  className,
  children,
}: {
  label: string;
  pages: readonly ViewerPage[];
  onPageChange?: (page: number) => void;
  className?: string;
  children: (zoom: number) => ReactNode;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<number>();
  const [current, setCurrent] = useState(1);
  const currentRef = useRef(1);
  const widest = Math.max(0, ...pages.map((p) => p.width));

  const available = () => (scrollRef.current?.clientWidth ?? 0) - GUTTER;

  // Opens fitted to the space (never above 100 %) once the pages are measured.
  useLayoutEffect(() => {
    if (zoom === undefined && widest > 0) setZoom(initialZoom(available(), widest));
  }, [zoom, widest]);

  // The caller's latest callback, so a new function on each of its renders changes nothing here.
  const onPageChangeRef = useRef(onPageChange);
  useEffect(() => {
    onPageChangeRef.current = onPageChange;
  });

  const show = useCallback((page: number) => {
    currentRef.current = page;
    setCurrent(page);
    onPageChangeRef.current?.(page);
  }, []);

  const goTo = useCallback(
    (page: number) => {
      const scroller = scrollRef.current;
      const target = Math.min(Math.max(1, Math.round(page)), Math.max(1, pages.length));
      const top = scroller ? pageTop(scroller, target) : undefined;
      if (scroller && top !== undefined) scroller.scrollTop = Math.max(0, top - GUTTER / 2);
      show(target);
    },
    [pages.length, show],
  );

  // A new zoom moves every page: bring the page the reader was on back into view (only then:
  // other renders must leave the reader's scroll position alone).
  const goToRef = useRef(goTo);
  useLayoutEffect(() => {
    goToRef.current = goTo;
  });
  useLayoutEffect(() => {
    if (zoom !== undefined) goToRef.current(currentRef.current);
  }, [zoom]);

  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const page = mostVisiblePage(scroller);
        if (page !== undefined && page !== currentRef.current) show(page);
      });
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      scroller.removeEventListener('scroll', onScroll);
    };
  }, [show]);

  return (
    <div className={cn('grid min-w-0 gap-2', className)}>
      <ViewerToolbar
        page={current}
        pageCount={pages.length}
        zoom={zoom ?? 1}
        onPage={goTo}
        onZoom={setZoom}
        onFit={() => setZoom(fitZoom(available(), widest))}
      />
      <div
        ref={scrollRef}
        role="region"
        aria-label={label}
        // The pages scroll with the keyboard too.
        tabIndex={0}
        className="relative h-[75vh] min-h-80 overflow-auto rounded-lg border bg-muted/60 p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {/* Laid out (and so measurable) at 100 % before the fitted zoom is known; shown after. */}
        <ScrollerContext value={scrollRef}>
          <div className={zoom === undefined ? 'invisible' : undefined}>{children(zoom ?? 1)}</div>
        </ScrollerContext>
      </div>
    </div>
  );
}
