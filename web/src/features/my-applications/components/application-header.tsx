import type { TMyApplication } from '@contracts/applications/my-applications';
import { applicationName, kindNoun } from '../lib/my-applications';
import { ApplicationActions } from './application-actions';
import { ApplicationDates } from './application-dates';
import { StatusSummary } from './status-summary';

/** The detail's head: kind, name, where it stands and when, and what may still be done. */
export function ApplicationHeader({ application }: { application: TMyApplication }) {
  return (
    <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
      <div className="grid min-w-0 gap-2">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {kindNoun(application.kind)}
        </p>
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
