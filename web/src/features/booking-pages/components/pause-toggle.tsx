import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import type { TBookingPageSummary } from '@contracts/booking/booking-page';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { useAction } from '@/lib/use-action';
import { bookingPageKey } from '../api/get-booking-page';
import { bookingPagesKey } from '../api/get-booking-pages';
import { updateBookingPage } from '../api/update-booking-page';

/**
 * Pauses a booking page (visitors then see "Calendar Not Found" and cannot book; its meetings and
 * settings stay) or makes it active again, after asking. A page changed meanwhile elsewhere is
 * refused with the server's message, and the page reloads so the next try is on the latest.
 */
export function PauseToggle({
  page,
  size = 'sm',
}: {
  page: Pick<TBookingPageSummary, 'id' | 'name' | 'isActive' | 'version'>;
  size?: 'sm' | 'default';
}) {
  const { act, busy } = useAction();
  const pausing = page.isActive;

  const toggle = () =>
    void act({
      run: () => updateBookingPage(page.id, { isActive: !pausing, version: page.version }),
      success: pausing
        ? { title: 'Paused', description: `${page.name} takes no bookings until activated` }
        : { title: 'Active', description: `${page.name} takes bookings again` },
      error: 'Error',
      revalidate: [bookingPagesKey, bookingPageKey(page.id)],
    });

  return (
    <ConfirmAction
      title={pausing ? 'Pause booking page?' : 'Activate booking page?'}
      description={
        pausing
          ? 'Visitors to its link will see "Calendar Not Found" and cannot book. Meetings already booked, the settings and the link stay; you can activate it again at any time.'
          : 'Its link will show the booking page again and visitors can book free times.'
      }
      confirmLabel={pausing ? 'Pause' : 'Activate'}
      destructive={false}
      onConfirm={toggle}
      trigger={
        <Button variant="outline" size={size} disabled={busy}>
          {pausing ? <Pause aria-hidden /> : <Play aria-hidden />}
          {pausing ? 'Pause' : 'Activate'}
        </Button>
      }
    />
  );
}
