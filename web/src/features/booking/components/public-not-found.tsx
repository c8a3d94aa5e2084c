import { Link } from 'react-router';
import CalendarX from 'lucide-react/icons/calendar-x';
import { bookingMessages } from '@contracts/booking/public-booking';
import { Button } from '@/components/ui/button';
import { CenteredState } from '@/components/ui/centered-state';

/** An unknown or disabled booking link, or a page that could not be loaded (spec §8). */
export function PublicNotFound() {
  return (
    <CenteredState
      icon={<CalendarX />}
      title="Calendar Not Found"
      action={
        <Button asChild>
          <Link to="/">Go to Homepage</Link>
        </Button>
      }
    >
      <p>{bookingMessages.notFound}</p>
    </CenteredState>
  );
}
