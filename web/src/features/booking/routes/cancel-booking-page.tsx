import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CalendarX from 'lucide-react/icons/calendar-x';
import House from 'lucide-react/icons/house';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { cancelBookingMessages } from '@contracts/booking/cancel-booking';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { CenteredState } from '@/components/ui/centered-state';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageLoading } from '@/components/ui/page-state';
import { ApiError } from '@/lib/api-client';
import { linkTokenOf } from '@/lib/link-token';
import { useBookingByToken } from '../api/get-booking-by-token';
import { CancelBookingForm } from '../components/cancel-booking-form';
import { MeetingSummary } from '../components/meeting-summary';
import { RescheduleBookingForm } from '../components/reschedule-booking-form';
import { linkMovesText } from '../lib/link-moves';

type Outcome = 'open' | 'cancelled' | 'gone';

/** A cancelled meeting's way on: its page, to book another time; home when it takes none now. */
function bookAgain(slug: string | undefined) {
  if (!slug) return goHome;
  return (
    <Button asChild>
      <Link to={`/book/${slug}`}>
        <CalendarPlus aria-hidden />
        Book another time
      </Link>
    </Button>
  );
}

/** Every outcome of the link but the open form leads on, or home. */
const goHome = (
  <Button asChild>
    <Link to="/">
      <House aria-hidden />
      Go to Homepage
    </Link>
  </Button>
);

/**
 * `/book/cancel#<token>` (public): the visitor's "manage booking" page, from the personal link in
 * their booking confirmation (or in a reschedule's mail), its token in the fragment so no server
 * ever logs it (links mailed as `/book/cancel/<token>` are moved there at start-up,
 * `app/routes`). It shows the meeting and moves it to another free time, or cancels it with an
 * optional reason; both sides are mailed either way. The link keeps working for the moved
 * meeting, for a few moves: the page says how many are left and, with none, to contact the host
 * instead of offering times. A link whose meeting was cancelled (by the visitor or the host) says
 * so and offers to book another time on the page; one that is unknown or expired says so and
 * leads home.
 */
export default function CancelBookingPage() {
  const token = linkTokenOf(useLocation().hash);
  // Another link opened in this tab changes only the fragment: it starts afresh.
  return <CancelLink key={token ?? ''} token={token} />;
}

function CancelLink({ token }: { token: string | undefined }) {
  const { data: booking, error, mutate } = useBookingByToken(token);
  const [outcome, setOutcome] = useState<Outcome>('open');
  const [moving, setMoving] = useState(false);

  if (outcome === 'cancelled') {
    return (
      <CenteredState
        action={bookAgain(booking?.pageSlug)}
        icon={<CalendarCheck />}
        title="Meeting cancelled"
        focusTitle
      >
        <p>
          Your meeting{booking ? ` "${booking.pageName}"` : ''} is cancelled. You and the host have
          both been told by email, with a calendar update to remove it.
        </p>
      </CenteredState>
    );
  }

  if (booking && booking.status === 'cancelled') {
    return (
      <CenteredState
        action={bookAgain(booking.pageSlug)}
        icon={<CalendarX />}
        title="Meeting cancelled"
      >
        <p>
          Your meeting &ldquo;{booking.pageName}&rdquo; was cancelled, so this link can no longer
          change it.
          {booking.pageSlug ? ' You can book another time on the same page.' : ''}
        </p>
      </CenteredState>
    );
  }

  const gone = !token || outcome === 'gone' || (error instanceof ApiError && error.status === 404);
  if (gone) {
    return (
      <CenteredState
        action={goHome}
        icon={<CalendarX />}
        title="Link not valid"
        focusTitle={outcome === 'gone'}
      >
        <p>{cancelBookingMessages.notFound}</p>
      </CenteredState>
    );
  }

  if (error) {
    return (
      <CenteredState action={goHome} icon={<TriangleAlert />} title="Something went wrong">
        <p>We could not load this meeting. Please check your connection and try again.</p>
        <Button variant="outline" className="mt-6" onClick={() => void mutate()}>
          Try again
        </Button>
      </CenteredState>
    );
  }

  if (!booking) {
    return <PageLoading label="Loading meeting" />;
  }

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12 sm:py-16">
      <DocumentTitle title="Manage meeting" />
      <Card>
        <CardHeader>
          <h1 className="text-2xl leading-tight font-bold tracking-tight">Manage your meeting</h1>
          {/* Whom the visitor meets: the host by name, as their page shows them. */}
          <CardDescription>
            {booking.hostName ? `${booking.pageName} with ${booking.hostName}` : booking.pageName}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-8">
          <MeetingSummary booking={booking} />
          <section aria-labelledby="reschedule-heading" className="grid gap-3">
            <h2 id="reschedule-heading" className="text-lg font-semibold">
              Reschedule
            </h2>
            <p className="text-sm text-muted-foreground">{linkMovesText(booking)}</p>
            {booking.movesLeft === 0 ? null : moving ? (
              <RescheduleBookingForm
                token={token}
                booking={booking}
                onMoved={(moved) => {
                  setMoving(false);
                  void mutate(moved, { revalidate: false });
                }}
                onRefused={() => void mutate()}
                onLinkGone={() => setOutcome('gone')}
              />
            ) : (
              <Button
                type="button"
                variant="outline"
                className="w-full sm:w-auto sm:justify-self-start"
                onClick={() => setMoving(true)}
              >
                <CalendarClock aria-hidden />
                Choose a new time
              </Button>
            )}
          </section>
          <section aria-labelledby="cancel-heading" className="grid gap-3">
            <h2 id="cancel-heading" className="text-lg font-semibold">
              Cancel
            </h2>
            <CancelBookingForm
              token={token}
              onCancelled={() => {
                setOutcome('cancelled');
                // Read again: a cancelled meeting's answer names its page, to book another time.
                void mutate();
              }}
              onLinkGone={() => setOutcome('gone')}
            />
          </section>
        </CardContent>
      </Card>
    </section>
  );
}
