import { Link } from 'react-router';
import CalendarOff from 'lucide-react/icons/calendar-off';
import CalendarX from 'lucide-react/icons/calendar-x';
import { bookingMessages } from '@contracts/booking/public-booking';
import { Button } from '@/components/ui/button';
import { CenteredState } from '@/components/ui/centered-state';
import { ApiError } from '@/lib/api-client';

/**
 * An unknown or disabled booking link, or a page that could not be loaded (spec §8); a page its
 * owner paused says that it takes no bookings for now instead.
 */
export function PublicNotFound({ error }: { error?: unknown }) {
  const home = (
    <Button asChild>
      <Link to="/">Go to Homepage</Link>
    </Button>
  );
  if (
    error instanceof ApiError &&
    error.status === 404 &&
    error.message === bookingMessages.paused
  ) {
    return (
      <CenteredState icon={<CalendarOff />} title="Not taking bookings right now" action={home}>
        <p>{bookingMessages.paused}</p>
      </CenteredState>
    );
  }
  return (
    <CenteredState icon={<CalendarX />} title="Calendar Not Found" action={home}>
      <p>{bookingMessages.notFound}</p>
    </CenteredState>
  );
}
