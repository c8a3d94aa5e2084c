import { Link, useParams } from 'react-router';
import { applicationMessages } from '@contracts/applications/application';
import {
  myApplicationMessages,
  type TMyApplication,
} from '@contracts/applications/my-applications';
import { Button } from '@/components/ui/button';
import { Loading, LoadFailed, useLoadFailureToast } from '@/features/screening/applicant-view';
import { ApiError } from '@/lib/api-client';
import { useMyApplication } from '../api/get-my-application';
import { ApplicationHeader } from '../components/application-header';
import { BackToList } from '../components/back-to-list';
import { HistoryCard } from '../components/history-card';
import { MyScreen } from '../components/my-screen';
import { ProposedRolesCard } from '../components/proposed-roles-card';
import { SentSubmission } from '../components/sent-submission';
import { LIST_PATH, listTexts } from '../lib/my-applications';

/** `/my/applications/{id}`: one of the applicant's own submissions, and the roles proposed. */
export default function MyApplicationPage() {
  return <MyScreen title="Application">{(user) => <Application sub={user.sub} />}</MyScreen>;
}

function Application({ sub }: { sub: string }) {
  const { id = '' } = useParams();
  const { data: application, error, mutate } = useMyApplication(id, sub);
  // Someone else's application answers 404 too, exactly like one that does not exist.
  const notFound = error instanceof ApiError && error.status === 404;
  useLoadFailureToast(
    myApplicationMessages.loadOneFailed,
    application || notFound ? undefined : error,
  );

  if (!application && notFound) return <NotFound />;
  return (
    <>
      <BackToList />
      {application ? (
        <ApplicationDetail key={application.id} application={application} />
      ) : error ? (
        <LoadFailed
          title={myApplicationMessages.loadOneFailed}
          error={error}
          onRetry={() => void mutate()}
        />
      ) : (
        <Loading text="Loading your application..." />
      )}
    </>
  );
}

function ApplicationDetail({ application }: { application: TMyApplication }) {
  return (
    <>
      <ApplicationHeader application={application} />
      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <div className="grid gap-6 lg:col-span-2">
          {application.kind === 'ciso' && (
            <ProposedRolesCard id={application.id} proposals={application.proposals} />
          )}
          <SentSubmission application={application} />
        </div>
        <HistoryCard application={application} />
      </div>
    </>
  );
}

/** Not found, or not this account's: said in the page, with the way back to the list. */
function NotFound() {
  return (
    <div className="grid justify-items-center gap-4 py-12 text-center">
      <p role="alert" className="text-lg font-medium">
        {applicationMessages.notFound}
      </p>
      <Button asChild variant="outline">
        <Link to={LIST_PATH}>Back to {listTexts.title}</Link>
      </Button>
    </div>
  );
}
