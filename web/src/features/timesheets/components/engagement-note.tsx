import { Link } from 'react-router';
import type { PageEngagement } from '../lib/workstreams';

/** Where a linked page's time goes: it counts against the engagement's budget, so it says which. */
export function EngagementNote({ engagement }: { engagement: PageEngagement }) {
  return (
    <p className="text-sm text-muted-foreground">
      Time on this page counts against the engagement{' '}
      <Link
        className="font-medium text-primary underline underline-offset-4"
        to={`/engagements/${encodeURIComponent(engagement.id)}`}
      >
        {engagement.title}
      </Link>
    </p>
  );
}
