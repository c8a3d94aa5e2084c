import CalendarX from 'lucide-react/icons/calendar-x';
import { CenteredState } from '@/components/ui/centered-state';
import { BackLink } from './back-link';

/** An owner's link to a booking page that does not exist (or is not theirs). */
export function BookingPageNotFound() {
  return (
    <CenteredState
      icon={<CalendarX />}
      title="Calendar not found"
      action={<BackLink to="/booking-pages">Back to Booking Pages</BackLink>}
    >
      <p>This booking page does not exist, or it belongs to another account.</p>
    </CenteredState>
  );
}
