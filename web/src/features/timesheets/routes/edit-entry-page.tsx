import { useParams } from 'react-router';
import type { TBookingPage } from '@contracts/booking/booking-page';
import { entryMessages } from '@contracts/timesheets/entry';
import { DEFAULT_CURRENCY, formatPoundsPlain } from '@domain/timesheets/money';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { SessionUser } from '@/features/auth/session';
import { errorMessage } from '@/lib/error-message';
import { useBilling } from '../api/billing';
import { useEntry } from '../api/get-entry';
import { usePageEngagement } from '../api/page-engagement';
import { updateEntry } from '../api/save-entry';
import { EntryForm } from '../components/entry-form';
import { StatusBadge } from '../components/status-badge';
import { TimesheetFormCard } from '../components/timesheet-form-card';
import { TimesheetScreen } from '../components/timesheet-screen';
import { useLoadFailureToast } from '../lib/use-load-failure-toast';

/** `/timesheets/entries/{entryId}/edit?calendar={id}`: change a draft entry. */
export default function EditEntryPage() {
  return (
    <TimesheetScreen>
      {(bookingPage, user) => <EditEntry bookingPage={bookingPage} user={user} />}
    </TimesheetScreen>
  );
}

function EditEntry({ bookingPage, user }: { bookingPage: TBookingPage; user: SessionUser }) {
  const { entryId = '' } = useParams();
  const { data: entry, error, mutate } = useEntry(bookingPage.id, entryId, user.sub);
  // Only for the currency the rate is in: the form works without it.
  const billing = useBilling(bookingPage.id, user.sub);
  useLoadFailureToast(entryMessages.loadFailed, error, Boolean(error) && !entry);
  // The form starts with the entry's workstream, so it waits for the engagement's list.
  const { engagement, settled } = usePageEngagement(bookingPage.id, user.sub);

  return (
    <TimesheetFormCard
      bookingPageId={bookingPage.id}
      tabTitle="Edit time entry"
      title="Edit Time Entry"
      // The status shows once the entry is read; its place is kept meanwhile.
      badge={entry ? <StatusBadge status={entry.status} /> : null}
      description={bookingPage.name}
    >
      {entry && settled ? (
        entry.status === 'draft' ? (
          <EntryForm
            bookingPageId={bookingPage.id}
            timeZone={entry.timeZone}
            currency={billing.data?.currency ?? DEFAULT_CURRENCY}
            workstreams={engagement?.workstreams}
            defaultValues={{
              start: entry.startLocal,
              end: entry.endLocal,
              description: entry.description,
              billable: entry.billable,
              hourlyRate: entry.ratePence === null ? '' : formatPoundsPlain(entry.ratePence),
              workstreamId: entry.workstreamId,
            }}
            save={(values) => updateEntry(bookingPage.id, entry.id, values)}
            success={entryMessages.updated}
            failure={entryMessages.updateFailed}
            submitLabel="Save Changes"
          />
        ) : (
          <p role="alert">{entryMessages.locked}.</p>
        )
      ) : error ? (
        <div role="alert" className="grid justify-items-start gap-2">
          <p className="text-destructive">{errorMessage(error, entryMessages.loadFailed)}</p>
          <Button size="sm" variant="outline" onClick={() => void mutate()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="flex items-center gap-3 text-muted-foreground">
          <Spinner label="Loading entry" />
          <span>Loading entry...</span>
        </div>
      )}
    </TimesheetFormCard>
  );
}
