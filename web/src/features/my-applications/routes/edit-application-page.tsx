import { Link } from 'react-router';
import type { TApplicationStatus } from '@contracts/applications/application';
import {
  myApplicationMessages,
  STATUS_EXPLANATIONS,
  type TMyApplication,
} from '@contracts/applications/my-applications';
import { Button } from '@/components/ui/button';
import { EditApplicationForm } from '../components/edit-application-form';
import { LoadedApplication } from '../components/loaded-application';
import { MyScreen } from '../components/my-screen';
import { applicationName, detailPath, kindNoun } from '../lib/my-applications';

const editTexts = {
  title: 'Edit your application',
  lead: 'Change what you sent us. Once our review starts it can no longer be changed.',
  cancel: 'Cancel',
  back: 'Back to the application',
  closed: 'This application can no longer be changed',
} as const;

/** Being reviewed (or not yet, where the server still refuses); otherwise the journey is over. */
const REVIEWING: readonly TApplicationStatus[] = ['new', 'screening', 'interview'];

/**
 * `/my/applications/{id}/edit`: one of the applicant's own submissions in its own form, while it
 * may still be changed (status `new`; the server says so as `canEdit`).
 */
export default function EditApplicationPage() {
  return (
    <MyScreen title="Edit application">{(user) => <EditApplication sub={user.sub} />}</MyScreen>
  );
}

function EditApplication({ sub }: { sub: string }) {
  return (
    <LoadedApplication sub={sub}>
      {(application) =>
        application.canEdit ? (
          <EditScreen key={application.id} application={application} />
        ) : (
          <NotEditable application={application} />
        )
      }
    </LoadedApplication>
  );
}

function EditScreen({ application }: { application: TMyApplication }) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-2">
          <p className="text-xs font-medium tracking-wide break-words text-muted-foreground uppercase">
            {kindNoun(application.kind)} · {applicationName(application)}
          </p>
          <h1 className="text-3xl font-bold tracking-tight">{editTexts.title}</h1>
          <p className="text-muted-foreground">{editTexts.lead}</p>
        </div>
        <Button asChild variant="outline" className="shrink-0">
          <Link to={detailPath(application.id)}>{editTexts.cancel}</Link>
        </Button>
      </header>
      <EditApplicationForm application={application} />
    </div>
  );
}

/** Screening has started (or it is over): said in the page, with the way back to it. */
function NotEditable({ application }: { application: TMyApplication }) {
  const reviewing = REVIEWING.includes(application.status);
  return (
    <div className="grid justify-items-center gap-4 py-12 text-center">
      <p role="status" className="text-lg font-medium">
        {reviewing ? myApplicationMessages.notEditable : editTexts.closed}
      </p>
      {application.status !== 'new' && (
        <p className="text-muted-foreground">{STATUS_EXPLANATIONS[application.status]}</p>
      )}
      <Button asChild variant="outline">
        <Link to={detailPath(application.id)}>{editTexts.back}</Link>
      </Button>
    </div>
  );
}
