import { useEffect, useRef } from 'react';
import { timesheetMessages } from '@contracts/timesheets/timesheet';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { lineElementId, pagerButton, type LinesPager, type TimesheetList } from '../lib/line-pages';
import { useLoadFailureToast } from '../lib/use-load-failure-toast';

/**
 * Under a list the server sends a page at a time: how much of the period it shows, and "Load
 * more" while it goes on; a failed page says so, and the same button tries again. The button
 * keeps the focus while its page loads (`aria-disabled`: a disabled button would drop it), so
 * the lines come in above it and the focus does not move. When that page was the last, the
 * button goes and the first line it added takes the focus.
 */
export function LoadMore({
  what,
  pager,
}: {
  what: TimesheetList;
  pager: LinesPager<{ id: string }>;
}) {
  const { lines, hasMore, loading, note, error } = pager;
  const failed = Boolean(error);
  useLoadFailureToast(timesheetMessages.loadMoreFailed(what), error, failed);
  const button = useRef<HTMLButtonElement>(null);
  // Where the lines of the page the focused button asked for start, until that page is in.
  const focusFrom = useRef<number | undefined>(undefined);
  useEffect(() => {
    const from = focusFrom.current;
    if (loading || from === undefined) return;
    focusFrom.current = undefined;
    if (hasMore || failed) return;
    // A page may add no lines (cancelled meetings are not listed): then the last line.
    const line = lines[from] ?? lines.at(-1);
    if (line) document.getElementById(lineElementId(what, line.id))?.focus();
  }, [loading, hasMore, failed, lines, what]);

  const label = pagerButton(pager, failed);
  if (!note && !label && !failed) return null;
  const ask = () => {
    if (loading) return;
    if (document.activeElement === button.current) focusFrom.current = lines.length;
    if (failed) pager.retry();
    else pager.loadMore();
  };
  return (
    <div className="grid justify-items-start gap-2">
      <p className="text-sm text-muted-foreground empty:hidden" aria-live="polite">
        {note}
      </p>
      {failed && (
        <div role="alert" className="grid gap-1">
          <p className="font-medium text-destructive">{timesheetMessages.loadMoreFailed(what)}</p>
          <p className="text-sm text-muted-foreground">{errorMessage(error)}</p>
        </div>
      )}
      {label && (
        <Button
          ref={button}
          size="sm"
          variant="outline"
          aria-disabled={loading}
          className="aria-disabled:cursor-wait aria-disabled:opacity-50"
          onClick={ask}
        >
          {loading && <Spinner label={`Loading more ${what}`} />}
          {label}
        </Button>
      )}
    </div>
  );
}
