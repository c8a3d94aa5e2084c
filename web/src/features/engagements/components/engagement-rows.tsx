import { Link } from 'react-router';
import ChevronRight from 'lucide-react/icons/chevron-right';
import type { TEngagementSummary } from '@contracts/engagements/engagement';
import { engagementPath, modelSummary, periodLine } from '../lib/engagement-display';
import { StatusBadge } from './status-badge';

/**
 * Engagements as lines, each a link to its screen with its status, how the client pays and when
 * it starts; `withClient` names the client too, where the list holds several clients'.
 */
export function EngagementRows({
  engagements,
  label,
  withClient = false,
}: {
  engagements: TEngagementSummary[];
  /** The list's accessible name, e.g. "Engagements with this client". */
  label: string;
  withClient?: boolean;
}) {
  return (
    <ul aria-label={label} className="divide-y">
      {engagements.map((engagement) => (
        <EngagementRow key={engagement.id} engagement={engagement} withClient={withClient} />
      ))}
    </ul>
  );
}

/**
 * One engagement: its title is the link (stretched over the row, so the whole row opens it), the
 * badge beside it, and the line under it its client, terms and dates.
 */
function EngagementRow({
  engagement,
  withClient,
}: {
  engagement: TEngagementSummary;
  withClient: boolean;
}) {
  const parts = [
    ...(withClient ? [engagement.clientName || 'Client deleted'] : []),
    modelSummary(engagement.terms, engagement.currency),
    periodLine(engagement.startDate, engagement.endDate),
  ];
  return (
    <li className="relative flex items-center gap-3 p-4 transition-colors focus-within:bg-muted/50 hover:bg-muted/50 sm:px-6">
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Link
            to={engagementPath(engagement.id)}
            className="min-w-0 font-semibold break-words outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            {engagement.title}
          </Link>
          <StatusBadge status={engagement.status} />
        </div>
        <p className="text-sm break-words text-muted-foreground">{parts.join(' · ')}</p>
      </div>
      <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
    </li>
  );
}
