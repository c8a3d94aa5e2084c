import { Link } from 'react-router';
import type { TApplicationSummary } from '@contracts/applications/application';
import { formatDate } from '../lib/format-date';
import type { FromList } from '../lib/list-params';
import { detailPath } from '../lib/submission';
import { StackedCell, StackedHead, stackedRow } from './stacked-cell';
import { StatusBadge } from './status-badge';

const COLUMNS = [
  { label: 'Name' },
  { label: 'Headline' },
  { label: 'E-mail' },
  { label: 'Status' },
  { label: 'Submitted' },
] as const;

/** The summaries, newest first: a table on wide screens, one card per application on phones. */
export function ApplicationsTable({
  applications,
  from,
  caption,
}: {
  applications: TApplicationSummary[];
  /** Handed to the detail screen so its back link returns to these filters. */
  from: FromList;
  caption: string;
}) {
  return (
    <div className="md:overflow-x-auto md:rounded-lg md:border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <StackedHead columns={COLUMNS} />
        <tbody className="grid gap-3 md:table-row-group">
          {applications.map((application) => (
            <tr key={application.id} className={stackedRow} data-testid="application-row">
              <StackedCell column="Name" className="font-medium">
                <Link
                  to={detailPath(application.id)}
                  state={from}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {application.name}
                </Link>
              </StackedCell>
              <StackedCell column="Headline">{application.headline}</StackedCell>
              <StackedCell column="E-mail" className="break-all">
                {application.email}
              </StackedCell>
              <StackedCell column="Status">
                <StatusBadge status={application.status} />
              </StackedCell>
              <StackedCell column="Submitted" className="whitespace-nowrap">
                <time dateTime={application.createdAt}>{formatDate(application.createdAt)}</time>
              </StackedCell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
