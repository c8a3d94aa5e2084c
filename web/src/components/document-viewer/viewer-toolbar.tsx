import { useEffect, useId, useState } from 'react';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Maximize from 'lucide-react/icons/maximize';
import ZoomIn from 'lucide-react/icons/zoom-in';
import ZoomOut from 'lucide-react/icons/zoom-out';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { MAX_ZOOM, MIN_ZOOM, zoomIn, zoomLabel, zoomOut } from './zoom';

/** Previous / next page, a page number to jump to, and zoom out / in / fit width. */
export function ViewerToolbar({
  page,
  pageCount,
  zoom,
  onPage,
  onZoom,
  onFit,
}: {
  page: number;
  pageCount: number;
  zoom: number;
  onPage: (page: number) => void;
  onZoom: (zoom: number) => void;
  onFit: () => void;
}) {
  // What the reader is typing; it follows the page in view until they type.
  const inputId = useId();
  const [typed, setTyped] = useState(String(page));
  useEffect(() => setTyped(String(page)), [page]);

  const jump = () => {
    const wanted = Number(typed);
    if (Number.isInteger(wanted) && wanted >= 1 && wanted <= pageCount) onPage(wanted);
    else setTyped(String(page));
  };

  return (
    <div
      role="toolbar"
      aria-label="Document pages and zoom"
      className="flex flex-wrap items-center justify-between gap-2"
    >
      <div className="flex items-center gap-1">
        <IconButton
          label="Previous page"
          icon={ChevronLeft}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        />
        <form
          className="flex items-center gap-1.5 text-sm"
          onSubmit={(e) => {
            e.preventDefault();
            jump();
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            Page number
          </label>
          <input
            id={inputId}
            inputMode="numeric"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onBlur={jump}
            className="h-9 w-12 rounded-md border border-input bg-background px-2 text-center"
          />
          <span className="text-muted-foreground" aria-live="polite">
            of {pageCount}
          </span>
        </form>
        <IconButton
          label="Next page"
          icon={ChevronRight}
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
        />
      </div>
      <div className="flex items-center gap-1">
        <IconButton
          label="Zoom out"
          icon={ZoomOut}
          disabled={zoom <= MIN_ZOOM}
          onClick={() => onZoom(zoomOut(zoom))}
        />
        <span className="w-14 text-center text-sm tabular-nums" aria-label="Zoom">
          {zoomLabel(zoom)}
        </span>
        <IconButton
          label="Zoom in"
          icon={ZoomIn}
          disabled={zoom >= MAX_ZOOM}
          onClick={() => onZoom(zoomIn(zoom))}
        />
        <Button variant="outline" size="sm" onClick={onFit}>
          <Maximize aria-hidden />
          Fit width
        </Button>
      </div>
    </div>
  );
}
