import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { TBookingPage } from '@contracts/booking/booking-page';
import { RecordState } from '@/components/ui/page-state';
import type { SessionUser } from '@/features/auth/session';
import { useBookingPage } from '../api/get-booking-page';
import { BookingPageNotFound } from './booking-page-not-found';
import { RequireUser } from '@/features/auth/require-user';

/**
 * Loads one of the owner's booking pages for a screen: a spinner while it loads, "Calendar not
 * found" for an unknown one, a retry when the load failed otherwise, then the screen.
 */
export function OwnedBookingPage({
  id,
  sub,
  children,
}: {
  id: string;
  sub: string;
  children: (page: TBookingPage) => ReactNode;
}) {
  return (
    <RecordState
      query={useBookingPage(id, sub)}
      what="booking page"
      notFound={<BookingPageNotFound />}
    >
      {children}
    </RecordState>
  );
}

/**
 * A screen of one booking page, `/booking-pages/{id}/...`: for its signed-in owner only (see
 * `RequireUser` for `graceMs`), with the page loaded as `OwnedBookingPage` does.
 */
export function OwnedBookingPageScreen({
  graceMs,
  children,
}: {
  graceMs?: number;
  children: (page: TBookingPage, user: SessionUser) => ReactNode;
}) {
  const { id = '' } = useParams();
  return (
    <RequireUser graceMs={graceMs}>
      {(user) => (
        <OwnedBookingPage id={id} sub={user.sub}>
          {(page) => children(page, user)}
        </OwnedBookingPage>
      )}
    </RequireUser>
  );
}
