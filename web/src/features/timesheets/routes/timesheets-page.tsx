import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import Download from 'lucide-react/icons/download';
import Plus from 'lucide-react/icons/plus';
import Settings from 'lucide-react/icons/settings';
import type { TBookingPage } from '@contracts/booking/booking-page';
import { entryMessages } from '@contracts/timesheets/entry';
import type { TPeriodFilter } from '@contracts/timesheets/period';
import type { TTimesheet } from '@contracts/timesheets/timesheet';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { DocumentTitle } from '@/components/ui/document-title';
import { Spinner } from '@/components/ui/spinner';
import type { SessionUser } from '@/features/auth/session';
import { ScreenBackLink } from '@/features/booking-pages/owned-booking-page';
import { useTimesheet } from '../api/get-timesheet';
import { useMoreEntries, useMoreMeetings } from '../api/get-timesheet-lines';
import { EngagementNote } from '../components/engagement-note';
import { EntriesTable } from '../components/entries-table';
import { LoadMore } from '../components/load-more';
import { MeetingsList } from '../components/meetings-list';
import { PeriodFilter } from '../components/period-filter';
import { PeriodsSection } from '../components/periods-section';
import { StatusActions } from '../components/status-actions';
import { billingSettingsPath } from '../components/submit-period-form';
import { TimerCard } from '../components/timer-card';
import { TimesheetScreen } from '../components/timesheet-screen';
import { TotalsCards } from '../components/totals-cards';
import { formatDate } from '../lib/display';
import { periodFromParams, periodProblem, periodQuery, withPeriod } from '../lib/period-params';
import { useLoadFailureToast } from '../lib/use-load-failure-toast';

/** `/timesheets?calendar={id}`: a booking page's timesheet for a period (spec §2). */
export default function TimesheetsPage() {
  return (
    <TimesheetScreen>
      {(bookingPage, user) => <Timesheet bookingPage={bookingPage} user={user} />}
    </TimesheetScreen>
  );
}

function Timesheet({ bookingPage, user }: { bookingPage: TBookingPage; user: SessionUser }) {
  const [params, setParams] = useSearchParams();
  const period = periodFromParams(params);
  const problem = periodProblem(period);
  const sheet = useTimesheet(bookingPage.id, user.sub, period);
  const data = sheet.data;
  // Entries and meetings come in one answer, so one failure stands for both.
  useLoadFailureToast(entryMessages.loadFailed, sheet.error, Boolean(sheet.error) && !data);
  const query = `calendar=${encodeURIComponent(bookingPage.id)}`;
  const engagement = data?.bookingPage.engagement ?? null;
  const exportQuery = data
    ? `${query}&startDate=${data.period.startDate}&endDate=${data.period.endDate}`
    : query;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <DocumentTitle title={`Timesheet · ${bookingPage.name}`} />
      <ScreenBackLink to={`/booking-pages/${encodeURIComponent(bookingPage.id)}`}>
        Back to calendar
      </ScreenBackLink>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight break-words">Timesheet</h1>
          <p className="text-muted-foreground">
            {bookingPage.name} · times in {bookingPage.timeZone}
          </p>
          {engagement && <EngagementNote engagement={engagement} />}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={`/timesheets/new?${query}`}>
              <Plus aria-hidden />
              Log Time
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`/timesheets/export?${exportQuery}`}>
              <Download aria-hidden />
              Export
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`/timesheets/billing?${query}`}>
              <Settings aria-hidden />
              Billing settings
            </Link>
          </Button>
        </div>
      </header>

      <TimerCard
        bookingPage={bookingPage}
        sub={user.sub}
        workstreams={engagement?.workstreams ?? []}
      />
      <PeriodFilter
        // Fresh once the period is known, so a new custom range starts on the days shown.
        key={`${periodQuery(period).toString()}|${data?.period.startDate ?? ''}`}
        value={period}
        defaultRange={
          data
            ? { startDate: data.period.startDate, endDate: data.period.endDate }
            : { startDate: '', endDate: '' }
        }
        onChange={(next) => setParams(withPeriod(params, next), { replace: true })}
      />

      {problem ? (
        <p role="alert" className="text-destructive">
          {problem}
        </p>
      ) : sheet.error && !data ? (
        <LoadFailed
          title={entryMessages.loadFailed}
          error={sheet.error}
          onRetry={() => void sheet.mutate()}
        />
      ) : !data ? (
        <div className="flex items-center gap-3 text-muted-foreground">
          <Spinner label="Loading timesheet" />
          <span>Loading timesheet...</span>
        </div>
      ) : (
        <div className="grid gap-6" aria-busy={sheet.isValidating}>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {formatDate(data.period.startDate)} – {formatDate(data.period.endDate)}
          </p>
          <TotalsCards totals={data.totals} currency={data.bookingPage.currency} />
          <EntriesSection
            bookingPageId={bookingPage.id}
            sub={user.sub}
            period={period}
            sheet={data}
          />
          <MeetingsSection bookingPageId={bookingPage.id} sub={user.sub} sheet={data} />
        </div>
      )}

      <PeriodsSection
        bookingPageId={bookingPage.id}
        sub={user.sub}
        timeZone={bookingPage.timeZone}
      />
    </div>
  );
}

/** The period's time entries, a page at a time, and its status moves. */
function EntriesSection({
  bookingPageId,
  sub,
  period,
  sheet,
}: {
  bookingPageId: string;
  sub: string;
  period: TPeriodFilter;
  sheet: TTimesheet;
}) {
  const entries = useMoreEntries(bookingPageId, sub, sheet);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section className="grid gap-3" aria-labelledby="entries-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="entries-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold outline-none"
        >
          Time entries
        </h2>
        <StatusActions
          bookingPageId={bookingPageId}
          period={period}
          counts={sheet.statusCounts}
          summary={{
            period: sheet.period,
            totals: sheet.totals,
            currency: sheet.bookingPage.currency,
            unrated: sheet.unrated,
          }}
        />
      </div>
      {entries.lines.length > 0 ? (
        <EntriesTable
          bookingPageId={bookingPageId}
          timeZone={sheet.bookingPage.timeZone}
          currency={sheet.bookingPage.currency}
          workstreams={sheet.bookingPage.engagement?.workstreams ?? []}
          entries={entries.lines}
          total={{
            minutes: sheet.totals.entryMinutes,
            amountPence: sheet.entryTotals.billableAmountPence,
          }}
          // The deleted row held the focus; the list's heading takes it over.
          onDeleted={() => heading.current?.focus()}
        />
      ) : (
        !entries.hasMore && (
          <p className="text-sm text-muted-foreground">No time entries in this period</p>
        )
      )}
      <LoadMore what="entries" pager={entries} />
    </section>
  );
}

/** The period's meetings, a page at a time. */
function MeetingsSection({
  bookingPageId,
  sub,
  sheet,
}: {
  bookingPageId: string;
  sub: string;
  sheet: TTimesheet;
}) {
  const meetings = useMoreMeetings(bookingPageId, sub, sheet);
  return (
    <section className="grid gap-3" aria-labelledby="meetings-heading">
      <h2 id="meetings-heading" className="text-xl font-semibold">
        Meetings
      </h2>
      {/* A page may list no meetings (cancelled ones are left out) while more follow. */}
      {(meetings.lines.length > 0 || !meetings.hasMore) && (
        <MeetingsList
          meetings={meetings.lines}
          timeZone={sheet.bookingPage.timeZone}
          currency={sheet.bookingPage.currency}
          // The page bills meetings but has no rate: the owner is shown where to set one.
          billingSettings={
            sheet.unrated.meetings > 0 ? billingSettingsPath(bookingPageId) : undefined
          }
        />
      )}
      <LoadMore what="meetings" pager={meetings} />
    </section>
  );
}
