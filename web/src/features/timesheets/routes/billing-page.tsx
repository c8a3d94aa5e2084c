import type { TBookingPage } from '@contracts/booking/booking-page';
import { billingMessages } from '@contracts/timesheets/billing';
import { LoadFailed } from '@/components/ui/load-failed';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { DocumentTitle } from '@/components/ui/document-title';
import { Spinner } from '@/components/ui/spinner';
import type { SessionUser } from '@/features/auth/session';
import { ScreenBackLink } from '@/features/booking-pages/owned-booking-page';
import { useBilling } from '../api/billing';
import { BillingForm } from '../components/billing-form';
import { overviewPath, TimesheetScreen } from '../components/timesheet-screen';
import { useLoadFailureToast } from '../lib/use-load-failure-toast';

/** `/timesheets/billing?calendar={id}`: a booking page's client, rates and terms. */
export default function BillingPage() {
  return (
    <TimesheetScreen>
      {(bookingPage, user) => <BillingSettings bookingPage={bookingPage} user={user} />}
    </TimesheetScreen>
  );
}

function BillingSettings({ bookingPage, user }: { bookingPage: TBookingPage; user: SessionUser }) {
  const { data, error, mutate } = useBilling(bookingPage.id, user.sub);
  useLoadFailureToast(billingMessages.loadFailed, error, Boolean(error) && !data);

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 sm:px-6">
      <DocumentTitle title={`Billing settings · ${bookingPage.name}`} />
      <ScreenBackLink to={overviewPath(bookingPage.id)}>Back to Timesheet</ScreenBackLink>
      <Card>
        <CardHeader>
          <h1 className="text-2xl leading-none font-bold tracking-tight">Billing settings</h1>
          <CardDescription>
            {bookingPage.name}: who the client is, the rate new entries start with, and the
            currency, tax and payment terms of its invoices.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {data ? (
            <BillingForm bookingPageId={bookingPage.id} settings={data} />
          ) : error ? (
            <LoadFailed
              title={billingMessages.loadFailed}
              error={error}
              onRetry={() => void mutate()}
            />
          ) : (
            <div className="flex items-center gap-3 text-muted-foreground">
              <Spinner label="Loading billing settings" />
              <span>Loading billing settings...</span>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
