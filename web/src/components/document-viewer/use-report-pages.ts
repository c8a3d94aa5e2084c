import { useEffect, useRef } from 'react';
import type { ViewerPage } from './types';

/** Tells the caller the document's pages once they are known (again for a new document). */
export function useReportPages(
  pages: ViewerPage[] | undefined,
  onPagesLoaded: ((pages: ViewerPage[]) => void) | undefined,
): void {
  const report = useRef(onPagesLoaded);
  useEffect(() => {
    report.current = onPagesLoaded;
  });
  useEffect(() => {
    if (pages) report.current?.(pages);
  }, [pages]);
}
