import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { DocumentTitle } from '@/components/ui/document-title';
import { ScreenBackLink } from '../components/back-link';
import { BookingPageForm } from '../components/booking-page-form';
import { RequireUser } from '@/features/auth/require-user';

/** `/booking-pages/new`: create a booking page (spec §2), for signed-in owners. */
export default function NewBookingPage() {
  return (
    <>
      <DocumentTitle title="Create booking page" />
      <RequireUser>
        {() => (
          <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
            <ScreenBackLink to="/booking-pages">Back to Booking Pages</ScreenBackLink>
            <Card>
              <CardHeader>
                <h1 className="text-2xl leading-none font-bold tracking-tight">
                  Create Booking Page
                </h1>
                <CardDescription>
                  Set the meeting length and the hours clients can book; you can share the link as
                  soon as it is created.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <BookingPageForm />
              </CardContent>
            </Card>
          </div>
        )}
      </RequireUser>
    </>
  );
}
