import RefreshCw from 'lucide-react/icons/refresh-cw';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { periodMessages } from '@contracts/timesheets/period-approval';
import { Button } from '@/components/ui/button';
import { FocusNotice } from './focus-notice';

/**
 * An answer was refused because the period's lines or terms changed after this page was loaded:
 * nothing was recorded and the link still works. It takes the forms' place, and the focus, until
 * the client reloads the period and sees what would now be approved.
 */
export function ChangedNotice({ onReload, busy }: { onReload: () => void; busy: boolean }) {
  return (
    <FocusNotice
      role="alert"
      testId="approval-changed"
      tone="destructive"
      icon={<TriangleAlert />}
      focus
    >
      <div className="grid min-w-0 justify-items-start gap-3 break-words">
        <p>{periodMessages.changedSinceOpened}</p>
        <Button variant="outline" onClick={onReload} disabled={busy}>
          <RefreshCw aria-hidden />
          {busy ? 'Reloading...' : 'Reload'}
        </Button>
      </div>
    </FocusNotice>
  );
}
