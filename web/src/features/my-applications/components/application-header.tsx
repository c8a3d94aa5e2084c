import type { TMyApplication } from '@contracts/applications/my-applications';
import { applicationName } from '../lib/my-applications';
import { ApplicationActions } from './application-actions';
import { ApplicationDates } from './application-dates';
import { KindLabel } from './kind-label';
import { StatusSummary } from './status-summary';

/** The detail's head: kind, name, where it stands and when, and what may still be done. */
export function ApplicationHeader({ application }: { application: TMyApplication }) {
  return (
    <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
      <div className="grid min-w-0 gap-2">
        <KindLabel kind={application.kind} />
        <h1 className="text-3xl font-bold tracking-tight break-words">
          {applicationName(application)}
        </h1>
        <StatusSummary status={application.status} />
        <ApplicationDates
          createdAt={application.createdAt}
          updatedAt={application.updatedAt}
          time
        />
      </div>
      <ApplicationActions application={application} />
    </header>
  );
}
