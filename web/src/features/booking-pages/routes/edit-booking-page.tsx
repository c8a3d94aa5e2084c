import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { DocumentTitle } from '@/components/ui/document-title';
import { isKeyOf } from '@/lib/use-action';
import { bookingPageKey } from '../api/get-booking-page';
import { ScreenBackLink } from '../components/back-link';
import { BookingPageForm } from '../components/booking-page-form';
import { OwnedBookingPageScreen } from '../components/owned-booking-page';

/** `/booking-pages/{id}/edit`: the create form, filled with the page's settings, for its owner. */
export default function EditBookingPage() {
  const { mutate } = useSWRConfig();
  // Each Reload starts a fresh form on the latest settings; nothing else replaces what is typed.
  const [reloads, setReloads] = useState(0);
  return (
    <>
      <DocumentTitle title="Edit booking page" />
      <OwnedBookingPageScreen>
        {(page) => (
          <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
            <ScreenBackLink to={`/booking-pages/${encodeURIComponent(page.id)}`}>
              Back to {page.name}
            </ScreenBackLink>
            <Card>
              <CardHeader>
                <h1 className="text-2xl leading-none font-bold tracking-tight">
                  Edit Booking Page
                </h1>
                <CardDescription>
                  Changes apply to the public page at once; meetings already booked stay as they
                  are.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <BookingPageForm
                  key={reloads}
                  page={page}
                  onReload={() =>
                    void mutate(isKeyOf(bookingPageKey(page.id))).then(() =>
                      setReloads((n) => n + 1),
                    )
                  }
                />
              </CardContent>
            </Card>
          </div>
        )}
      </OwnedBookingPageScreen>
    </>
  );
}
