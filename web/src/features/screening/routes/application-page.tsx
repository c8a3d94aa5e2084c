import { useParams } from 'react-router';
import { applicationMessages, type TApplicationDetail } from '@contracts/applications/application';
import { AdminScreen } from '@/features/admin';
import { ApiError } from '@/lib/api-client';
import { useApplication } from '../api/get-application';
import { ApplicationHeader } from '../components/application-header';
import { BackToList } from '../components/back-to-list';
import { HistoryCard } from '../components/history-card';
import { Loading, LoadFailed } from '../components/load-state';
import { MatchReport } from '../components/matching/match-report';
import { NotesCard } from '../components/notes-card';
import { ProposalsCard } from '../components/proposals-card';
import { RequirementsCard } from '../components/requirements-card';
import { ScreeningCard } from '../components/screening-card';
import { SubmissionDetails } from '../components/submission-details';
import { DENIED_MESSAGE } from '../lib/screens';
import { useLoadFailureToast } from '../lib/use-load-failure-toast';

/** `/admin/applications/{id}`: one submission, its screening and, for a role, its matching. */
export default function ApplicationPage() {
  return (
    <AdminScreen
      title="Application"
      lead="Review the submission, move it through screening and keep notes."
      deniedMessage={DENIED_MESSAGE}
      wide
    >
      {(user) => <Application sub={user.sub} />}
    </AdminScreen>
  );
}

function Application({ sub }: { sub: string }) {
  const { id = '' } = useParams();
  const { data: detail, error, mutate } = useApplication(id, sub);
  const notFound = error instanceof ApiError && error.status === 404;
  useLoadFailureToast(applicationMessages.loadOneFailed, detail || notFound ? undefined : error);

  return (
    <div className="grid gap-6">
      <BackToList kind={detail?.kind} />
      {detail ? (
        <ApplicationDetail key={detail.id} detail={detail} sub={sub} />
      ) : notFound ? (
        <p role="alert" className="py-8 text-center text-muted-foreground">
          {applicationMessages.notFound}
        </p>
      ) : error ? (
        <LoadFailed
          title={applicationMessages.loadOneFailed}
          error={error}
          onRetry={() => void mutate()}
        />
      ) : (
        <Loading text="Loading application..." />
      )}
    </div>
  );
}

function ApplicationDetail({ detail, sub }: { detail: TApplicationDetail; sub: string }) {
  return (
    <>
      <ApplicationHeader detail={detail} />
      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <div className="grid gap-6 lg:col-span-2">
          <SubmissionDetails detail={detail} />
        </div>
        <div className="grid gap-6">
          <ScreeningCard detail={detail} />
          {detail.kind !== 'partner' && <ProposalsCard detail={detail} />}
          <NotesCard id={detail.id} notes={detail.notes} omitted={detail.omittedNotes} />
          <HistoryCard history={detail.history} />
        </div>
      </div>
      {detail.kind === 'role' && (
        <>
          <RequirementsCard detail={detail} />
          <MatchReport detail={detail} sub={sub} />
        </>
      )}
    </>
  );
}
