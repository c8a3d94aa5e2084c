import RefreshCw from 'lucide-react/icons/refresh-cw';
import type { TSyncResult } from '@contracts/booking/connection';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useAction } from '@/lib/use-action';
import { syncCalendar } from '../api/sync-calendar';
import { connectionChangeKeys } from '../lib/connection-keys';

const syncSummary = ({ created, updated, removed }: TSyncResult) =>
  `${created} added, ${updated} updated, ${removed} removed`;

/**
 * Sync Now: pulls the connected calendars' events, then reloads the connections list (so each
 * row's "Last synced" and any sync error are current), the page and its meetings (spec §2).
 */
export function SyncButton({ bookingPageId }: { bookingPageId: string }) {
  const { act, busy } = useAction();
  const sync = () =>
    void act({
      run: () => syncCalendar(bookingPageId),
      success: (result) => ({ title: 'Sync Started', description: syncSummary(result) }),
      error: 'Error',
      revalidate: connectionChangeKeys(bookingPageId),
    });
  return (
    <Button variant="outline" onClick={sync} disabled={busy}>
      <RefreshCw aria-hidden className={cn(busy && 'animate-spin motion-reduce:animate-none')} />
      {busy ? 'Syncing...' : 'Sync Now'}
    </Button>
  );
}
