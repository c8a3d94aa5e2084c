import type { TMyApplication } from '@contracts/applications/my-applications';
import { ApplicationHeader } from '../components/application-header';
import { BackToList } from '../components/back-to-list';
import { HistoryCard } from '../components/history-card';
import { LoadedApplication } from '../components/loaded-application';
import { MyScreen } from '../components/my-screen';
import { ProposedRolesCard } from '../components/proposed-roles-card';
import { SentSubmission } from '../components/sent-submission';

/** `/my/applications/{id}`: one of the applicant's own submissions, and the roles proposed. */
export default function MyApplicationPage() {
  return <MyScreen title="Application">{(user) => <Application sub={user.sub} />}</MyScreen>;
}

function Application({ sub }: { sub: string }) {
  return (
    <LoadedApplication sub={sub}>
      {(application) => (
        <>
          <BackToList />
          <ApplicationDetail key={application.id} application={application} />
        </>
      )}
    </LoadedApplication>
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
