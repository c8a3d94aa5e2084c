import { Link } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import CalendarX from 'lucide-react/icons/calendar-x';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { CenteredState } from './centered-state';

/** An owner's link to a booking page that does not exist (or is not theirs). */
export function CalendarNotFound() {
  return (
    <>
      <DocumentTitle title="Calendar not found" />
      <CenteredState
        icon={<CalendarX />}
        title="Calendar not found"
        action={
          <Button asChild>
            <Link to="/booking-pages">
              <ArrowLeft aria-hidden />
              Back to Booking Pages
            </Link>
          </Button>
        }
      >
        <p>This booking page does not exist, or it belongs to another account.</p>
      </CenteredState>
    </>
  );
}
