import { useEffect, useRef } from 'react';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { periodMessages } from '@contracts/timesheets/period-approval';
import { Button } from '@/components/ui/button';

/**
 * An answer was refused because the period's lines or terms changed after this page was loaded:
 * nothing was recorded and the link still works. It takes the forms' place, and the focus, until
 * the client reloads the period and sees what would now be approved.
 */
export function ChangedNotice({ onReload, busy }: { onReload: () => void; busy: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-testid="approval-changed"
      className="flex gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span aria-hidden className="mt-0.5 text-destructive [&_svg]:size-5">
        <TriangleAlert />
      </span>
      <div className="grid min-w-0 justify-items-start gap-3 break-words">
        <p>{periodMessages.changedSinceOpened}</p>
        <Button variant="outline" onClick={onReload} disabled={busy}>
          <RefreshCw aria-hidden />
          {busy ? 'Reloading...' : 'Reload'}
        </Button>
      </div>
    </div>
  );
}
