import {
  APPLICATION_KIND_NOUNS,
  type TApplicationDetail,
} from '@contracts/applications/application';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '../lib/format-date';
import { applicationName } from '../lib/submission';
import { StatusBadge } from './status-badge';

/** The application's name, its kind, its status and when it came in. */
export function ApplicationHeader({ detail }: { detail: TApplicationDetail }) {
  const noun = APPLICATION_KIND_NOUNS[detail.kind];
  return (
    <header className="grid gap-2">
      <h2 className="text-2xl font-bold tracking-tight break-words">{applicationName(detail)}</h2>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Badge variant="outline">{noun.charAt(0).toUpperCase() + noun.slice(1)}</Badge>
        <StatusBadge status={detail.status} />
        <span>
          Submitted{' '}
          <time dateTime={detail.createdAt}>{formatDate(detail.createdAt, { time: true })}</time>
        </span>
      </div>
    </header>
  );
}
