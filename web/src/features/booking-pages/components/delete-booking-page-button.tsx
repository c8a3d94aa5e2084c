import { useState } from 'react';
import Trash2 from 'lucide-react/icons/trash-2';
import type { TDeletionImpact } from '@contracts/booking/booking-page';
import { systemRoutes } from '@contracts/system/routes';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { useAction } from '@/lib/use-action';
import { deleteBookingPage } from '../api/delete-booking-page';
import { bookingPagesKey } from '../api/get-booking-pages';
import { useDeletionImpact } from '../api/get-deletion-impact';

/**
 * A booking page's delete. The question says what deleting would do, read from the server as it
 * opens: the upcoming bookings cancelled (each visitor mailed), the past meetings and draft time
 * entries deleted with the page. While the page holds submitted or approved time entries, it
 * says deletion is refused and offers no Delete. The list reloads either way.
 */
export function DeleteBookingPageButton({
  id,
  name,
  onDeleted,
}: {
  id: string;
  name: string;
  onDeleted: () => void;
}) {
  const { act, busy } = useAction();
  const [open, setOpen] = useState(false);
  const impact = useDeletionImpact(id, open);

  const remove = async () => {
    const deleted = await act({
      run: () => deleteBookingPage(id),
      success: { title: 'Success', description: 'Calendar deleted successfully' },
      error: 'Error',
      // The header's My Calendar link follows the first booking page (`/api/me`).
      revalidate: [bookingPagesKey, systemRoutes.me.path],
    });
    if (deleted.ok) onDeleted();
  };

  const refused = impact.data && !impact.data.canDelete;
  return (
    <ConfirmAction
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant="outline"
          size="icon"
          className="size-9 text-destructive hover:text-destructive"
          disabled={busy}
          aria-label={`Delete ${name}`}
          title="Delete"
        >
          <Trash2 aria-hidden />
        </Button>
      }
      title={refused ? 'This booking page cannot be deleted' : 'Delete booking page?'}
      description={
        impact.data ? (
          <ImpactText impact={impact.data} />
        ) : impact.error ? (
          <p>What deleting would change could not be loaded: {errorMessage(impact.error)}</p>
        ) : (
          <p className="flex items-center gap-2">
            <Spinner label="Checking the booking page" /> Checking what deleting would change...
          </p>
        )
      }
      cancelLabel={refused ? 'Close' : 'Cancel'}
      confirmLabel={refused ? null : 'Delete'}
      confirmDisabled={!impact.data}
      onConfirm={() => void remove()}
    />
  );
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function ImpactText({ impact }: { impact: TDeletionImpact }) {
  if (!impact.canDelete)
    return (
      <>
        <p>
          It holds{' '}
          {count(
            impact.lockedEntries,
            'submitted or approved time entry',
            'submitted or approved time entries',
          )}
          : work sent for billing is never deleted.
        </p>
        <p>Pause the page instead to stop new bookings; its link will show "Calendar Not Found".</p>
      </>
    );
  return (
    <>
      <p>Are you sure you want to delete this calendar? This cannot be undone.</p>
      <ul className="list-disc ps-5 text-start">
        <li>
          {impact.upcomingBookings === 0
            ? 'No upcoming bookings will be cancelled.'
            : `${count(impact.upcomingBookings, 'upcoming booking', 'upcoming bookings')} will be cancelled, and each visitor mailed a cancellation.`}
        </li>
        <li>
          {count(impact.otherMeetings, 'other meeting', 'other meetings')} (past, added by hand or
          imported) and {count(impact.draftEntries, 'draft time entry', 'draft time entries')} will
          be deleted.
        </li>
        <li>The booking link stops working at once.</li>
      </ul>
    </>
  );
}
