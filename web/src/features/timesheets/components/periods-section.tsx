import { periodMessages } from '@contracts/timesheets/period-approval';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useBilling } from '../api/billing';
import { usePeriods } from '../api/periods';
import { useLoadFailureToast } from '../lib/use-load-failure-toast';
import { PeriodCard } from './period-card';

/**
 * "Submitted periods": every period of the booking page sent for sign-off, newest first, whatever
 * period the overview shows, so the consultant sees which wait for the client, which were queried
 * and which are approved.
 */
export function PeriodsSection({
  bookingPageId,
  sub,
  timeZone,
}: {
  bookingPageId: string;
  sub: string;
  /** The booking page's. */
  timeZone: string;
}) {
  const { data, error, mutate } = usePeriods(bookingPageId, sub);
  // The client's name, to name them beside the address a link went to; the address alone without.
  const billing = useBilling(bookingPageId, sub).data;
  const client = { name: billing?.clientName ?? '', email: billing?.clientEmail ?? '' };
  useLoadFailureToast(periodMessages.loadFailed, error, Boolean(error) && !data);
  return (
    <section className="grid gap-3" aria-labelledby="periods-heading">
      <h2 id="periods-heading" className="text-xl font-semibold">
        Submitted periods
      </h2>
      {error && !data ? (
        <LoadFailed title={periodMessages.loadFailed} error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <div className="flex items-center gap-3 text-muted-foreground">
          <Spinner label="Loading submitted periods" />
          <span>Loading submitted periods...</span>
        </div>
      ) : data.periods.length === 0 ? (
        <p className="text-sm text-muted-foreground">No periods submitted yet</p>
      ) : (
        <ul className="grid gap-4">
          {data.periods.map((period) => (
            <li key={period.id}>
              <PeriodCard
                bookingPageId={bookingPageId}
                period={period}
                timeZone={timeZone}
                client={client}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
