import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import type { TPeriodForApproval } from '@contracts/timesheets/period-approval';
import { BackToHome } from '@/components/ui/back-to-home';
import { Button } from '@/components/ui/button';
import { CenteredState } from '@/components/ui/centered-state';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageLoading } from '@/components/ui/page-state';
import {
  currencyOf,
  formatDate,
  MeetingsList,
  TotalsCards,
} from '@/features/timesheets/period-view';
import { errorMessage } from '@/lib/error-message';
import { linkTokenOf } from '@/lib/link-token';
import { usePeriodForApproval } from '../api/get-period-for-approval';
import { ApprovalEntries } from '../components/approval-entries';
import { ApprovalOutcome } from '../components/approval-outcome';
import { ApproveForm } from '../components/approve-form';
import { ChangedNotice } from '../components/changed-notice';
import { LinkInvalidPage } from '../components/link-invalid-page';
import { QueryForm } from '../components/query-form';
import { changedOf, deadLinkOf, type DeadLink } from '../lib/link-state';
import type { AnswerOutcome } from '../lib/use-answer';

const TITLE = 'Timesheet for approval';

/**
 * `/timesheet-approval#<token>` (public, no account): the client's link to a submitted timesheet
 * period, mailed by the consultant, its token in the fragment so no server ever logs it. It shows
 * the period's entries, meetings and totals exactly as the server counted them, then lets the
 * client approve it under their name or query it with a comment. Either uses the link up; a used
 * link shows the period read-only with what became of it, and a link that is unknown, expired or
 * replaced opens nothing. An answer names the copy the page shows; if the period changed since it
 * was loaded, the server refuses it and the page asks the client to reload before answering.
 */
export default function TimesheetApprovalPage() {
  const token = linkTokenOf(useLocation().hash);
  // Another link opened in this tab changes only the fragment: it starts afresh.
  return <ApprovalLink key={token ?? ''} token={token} />;
}

function ApprovalLink({ token }: { token: string | undefined }) {
  const { data: view, error, mutate } = usePeriodForApproval(token);
  // What an answer on this page found out: the link stopped working, or it was used meanwhile.
  const [dead, setDead] = useState<DeadLink>();
  // Set once an answer was sent, so the outcome that replaces the forms takes the focus.
  const [answered, setAnswered] = useState(false);
  // An answer was refused as the period changed since loading: the forms wait for a reload.
  const [changed, setChanged] = useState(false);
  const [reloading, setReloading] = useState(false);

  if (!token || deadLinkOf(error) === 'invalid' || dead === 'invalid')
    return <LinkInvalidPage focus={dead === 'invalid'} />;
  if (error && !view)
    return (
      <CenteredState icon={<TriangleAlert />} title="Something went wrong" action={<BackToHome />}>
        <p>{errorMessage(error)}</p>
        <Button variant="outline" className="mt-6" onClick={() => void mutate()}>
          Try again
        </Button>
      </CenteredState>
    );
  if (!view) return <PageLoading label="Loading timesheet" />;

  const outcome: AnswerOutcome = {
    onAnswered: (next) => {
      setAnswered(true);
      void mutate(next, { revalidate: false });
    },
    onFailed: (failure) => {
      if (changedOf(failure)) {
        setChanged(true);
        return;
      }
      const state = deadLinkOf(failure);
      if (!state) return;
      setDead(state);
      setAnswered(true);
      // Used elsewhere: show what became of the period.
      if (state === 'used') void mutate();
    },
  };
  const reload = () => {
    setReloading(true);
    // The forms come back with the reloaded copy's hash once it has arrived.
    void mutate()
      .then((next) => next && setChanged(false))
      .finally(() => setReloading(false));
  };
  return (
    <ApprovalView
      token={token}
      view={view}
      canAct={view.canAct && dead !== 'used'}
      answered={answered}
      outcome={outcome}
      changed={changed && <ChangedNotice onReload={reload} busy={reloading} />}
    />
  );
}

function ApprovalView({
  token,
  view,
  canAct,
  answered,
  outcome,
  changed,
}: {
  token: string;
  view: TPeriodForApproval;
  canAct: boolean;
  answered: boolean;
  outcome: AnswerOutcome;
  /** The notice that the period changed since loading, shown instead of the forms. */
  changed: ReactNode;
}) {
  const currency = currencyOf(view.currency);
  const facts = [
    { label: 'Consultant', value: view.consultant },
    { label: 'Booking page', value: view.bookingPageName },
    { label: 'Period', value: `${formatDate(view.startDate)} – ${formatDate(view.endDate)}` },
    { label: 'Times in', value: view.timeZone },
  ];
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <DocumentTitle title={TITLE} />
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight break-words">{TITLE}</h1>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          {facts.map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="text-muted-foreground">{fact.label}</dt>
              <dd className="break-words">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </header>

      {!canAct && <ApprovalOutcome view={view} focus={answered} />}

      <TotalsCards totals={view.totals} currency={currency} />

      <section className="grid gap-3" aria-labelledby="approval-entries-heading">
        <h2 id="approval-entries-heading" className="text-xl font-semibold">
          Time entries
        </h2>
        <ApprovalEntries entries={view.entries} timeZone={view.timeZone} currency={currency} />
      </section>

      {view.meetings.length > 0 && (
        <section className="grid gap-3" aria-labelledby="approval-meetings-heading">
          <h2 id="approval-meetings-heading" className="text-xl font-semibold">
            Meetings
          </h2>
          <MeetingsList meetings={view.meetings} timeZone={view.timeZone} currency={currency} />
        </section>
      )}

      {canAct &&
        (changed || (
          <div className="grid gap-6 lg:grid-cols-2">
            <ApproveForm token={token} shownSha256={view.shownSha256} {...outcome} />
            <QueryForm token={token} shownSha256={view.shownSha256} {...outcome} />
          </div>
        ))}
    </div>
  );
}
