import { useState } from 'react';
import type { TBookingPage } from '@contracts/booking/booking-page';
import { billingMessages } from '@contracts/timesheets/billing';
import { entryMessages } from '@contracts/timesheets/entry';
import { DEFAULT_CURRENCY } from '@domain/timesheets/money';
import { Spinner } from '@/components/ui/spinner';
import type { SessionUser } from '@/features/auth/session';
import { useBilling } from '../api/billing';
import { usePageEngagement } from '../api/page-engagement';
import { createEntry } from '../api/save-entry';
import { EntryForm } from '../components/entry-form';
import { TimesheetFormCard } from '../components/timesheet-form-card';
import { TimesheetScreen } from '../components/timesheet-screen';
import { defaultEntryTimes, todayOn } from '../lib/dates';
import { useLoadFailureToast } from '../lib/use-load-failure-toast';

/** `/timesheets/new?calendar={id}`: log time on a booking page (spec §2, §5). */
export default function NewEntryPage() {
  return (
    <TimesheetScreen>
      {(bookingPage, user) => <NewEntry bookingPage={bookingPage} user={user} />}
    </TimesheetScreen>
  );
}

function NewEntry({ bookingPage, user }: { bookingPage: TBookingPage; user: SessionUser }) {
  // Today on the page's calendar, read once so the form's defaults stay put.
  const [times] = useState(() => defaultEntryTimes(todayOn(new Date(), bookingPage.timeZone)));
  // The rate starts as the page's default. Without the settings time can still be logged, with
  // the rate left for the user to type.
  const billing = useBilling(bookingPage.id, user.sub);
  useLoadFailureToast(billingMessages.loadFailed, billing.error, Boolean(billing.error));
  // The form starts with its workstream field known, so it waits for the engagement too.
  const { engagement, settled: engagementSettled } = usePageEngagement(bookingPage.id, user.sub);
  const settled = (billing.data || billing.error) && engagementSettled;
  return (
    <TimesheetFormCard
      bookingPageId={bookingPage.id}
      tabTitle="Log time"
      title="Log Time"
      description={`${bookingPage.name}: the entry starts as a draft.`}
    >
      {settled ? (
        <EntryForm
          bookingPageId={bookingPage.id}
          timeZone={bookingPage.timeZone}
          currency={billing.data?.currency ?? DEFAULT_CURRENCY}
          // The page's first time locks its currency: shown to confirm while never confirmed.
          confirmCurrency={billing.data?.currencyConfirmed === false}
          workstreams={engagement?.workstreams}
          defaultValues={{
            ...times,
            description: '',
            billable: true,
            hourlyRate: billing.data?.hourlyRate ?? '',
            ...(billing.data?.currencyConfirmed === false
              ? { currency: billing.data.currency }
              : {}),
          }}
          save={(values) => createEntry(bookingPage.id, values)}
          success={entryMessages.created}
          failure={entryMessages.createFailed}
          submitLabel="Save Entry"
        />
      ) : (
        <div className="flex items-center gap-3 text-muted-foreground">
          <Spinner label="Loading entry form" />
          <span>Loading...</span>
        </div>
      )}
    </TimesheetFormCard>
  );
}
