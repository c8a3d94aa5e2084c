import type { TBookingPage } from '@contracts/booking/booking-page';
import { billingMessages } from '@contracts/timesheets/billing';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import type { SessionUser } from '@/features/auth/session';
import { useBilling } from '../api/billing';
import { BillingForm } from '../components/billing-form';
import { TimesheetFormCard } from '../components/timesheet-form-card';
import { TimesheetScreen } from '../components/timesheet-screen';
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
    <TimesheetFormCard
      bookingPageId={bookingPage.id}
      tabTitle={`Billing settings · ${bookingPage.name}`}
      title="Billing settings"
      description={`${bookingPage.name}: who the client is, the rate new entries start with, and the currency, tax and payment terms of its invoices.`}
    >
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
    </TimesheetFormCard>
  );
}
