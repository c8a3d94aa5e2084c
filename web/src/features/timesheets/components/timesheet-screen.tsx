import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import type { TBookingPage } from '@contracts/booking/booking-page';
import { RequireUser } from '@/features/auth/require-user';
import type { SessionUser } from '@/features/auth/session';
import { OwnedBookingPage } from '@/features/booking-pages/owned-booking-page';

/**
 * A timesheet screen, `/timesheets…?calendar={id}`: without a calendar it goes to the booking
 * pages (spec §2); signed-out users go to sign in; the page must be the user's own.
 */
export function TimesheetScreen({
  children,
}: {
  children: (bookingPage: TBookingPage, user: SessionUser) => ReactNode;
}) {
  const [params] = useSearchParams();
  const bookingPageId = params.get('calendar');
  if (!bookingPageId) return <Navigate to="/booking-pages" replace />;
  return (
    <RequireUser>
      {(user) => (
        <OwnedBookingPage id={bookingPageId} sub={user.sub}>
          {(bookingPage) => children(bookingPage, user)}
        </OwnedBookingPage>
      )}
    </RequireUser>
  );
}

/** The overview of a page, keeping whatever period it was showing. */
export const overviewPath = (bookingPageId: string) =>
  `/timesheets?calendar=${encodeURIComponent(bookingPageId)}`;
