import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import type { TBookingPage } from '@contracts/booking/booking-page';
import { RequireUser } from '@/features/auth/require-user';
import type { SessionUser } from '@/features/auth/session';
import { OwnedCalendar } from '@/features/booking/owned-calendar';

/**
 * A timesheet screen, `/timesheets…?calendar={id}`: without a calendar it goes to the booking
 * pages (spec §2); signed-out users go to sign in; the page must be the user's own.
 */
export function TimesheetScreen({
  children,
}: {
  children: (calendar: TBookingPage, user: SessionUser) => ReactNode;
}) {
  const [params] = useSearchParams();
  const calendarId = params.get('calendar');
  if (!calendarId) return <Navigate to="/booking-pages" replace />;
  return (
    <RequireUser>
      {(user) => (
        <OwnedCalendar id={calendarId} sub={user.sub}>
          {(calendar) => children(calendar, user)}
        </OwnedCalendar>
      )}
    </RequireUser>
  );
}

/** The overview of a page, keeping whatever period it was showing. */
export const overviewPath = (calendarId: string) =>
  `/timesheets?calendar=${encodeURIComponent(calendarId)}`;
