import type { TApplicationSummary } from '@contracts/applications/application';
import { formatDate } from '../lib/format-date';
import type { FromList } from '../lib/list-params';
import { CardTableCell, CardTableHead, cardTableRow } from '@/components/ui/card-table';
import { ApplicationLink } from './application-link';
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
        <CardTableHead columns={COLUMNS} />
        <tbody className="grid gap-3 md:table-row-group">
          {applications.map((application) => (
            <tr key={application.id} className={cardTableRow} data-testid="application-row">
              <CardTableCell column="Name" className="font-medium">
                <ApplicationLink id={application.id} from={from}>
                  {application.name}
                </ApplicationLink>
              </CardTableCell>
              <CardTableCell column="Headline">{application.headline}</CardTableCell>
              <CardTableCell column="E-mail" className="break-all">
                {application.email}
              </CardTableCell>
              <CardTableCell column="Status">
                <StatusBadge status={application.status} />
              </CardTableCell>
              <CardTableCell column="Submitted" className="whitespace-nowrap">
                <time dateTime={application.createdAt}>{formatDate(application.createdAt)}</time>
              </CardTableCell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
