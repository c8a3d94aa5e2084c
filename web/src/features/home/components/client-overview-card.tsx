import { useId } from 'react';
import { Link } from 'react-router';
import type { TClientOverview } from '@contracts/home/client-overview';
import { ENGAGEMENT_STATUS_LABELS } from '@domain/engagements/status';
import { clientPath } from '@/features/clients/owner-clients';
import { clientsTexts, engagementPath } from '../lib/client-overview';
import { LastSession } from './last-session';
import { MonthBurn } from './month-burn';
import { NextSession } from './next-session';
import { WaitingList } from './waiting-list';

// Underlined: the links sit in sentences, where colour alone does not set them apart.
const linkClass = 'font-medium text-primary underline underline-offset-4';

/**
 * One client on the home: its name and engagement, the next and last sessions, this month's
 * burn, and what waits on someone, each a link to where it is acted on. `today` is the
 * consultant's `YYYY-MM-DD`, as the server counted from it.
 */
export function ClientOverviewCard({ client, today }: { client: TClientOverview; today: string }) {
  const headingId = useId();
  const { engagement } = client;
  return (
    <article
      aria-labelledby={headingId}
      className="grid h-full content-start gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <header className="grid gap-1">
        <h3 id={headingId} className="text-lg font-semibold tracking-tight break-words">
          <Link to={clientPath(client.clientId)} className="underline-offset-4 hover:underline">
            {client.clientName}
          </Link>
        </h3>
        {engagement ? (
          <p className="text-sm break-words">
            <Link to={engagementPath(engagement.id)} className={linkClass}>
              {engagement.title}
            </Link>
            <span className="text-muted-foreground">
              {' · '}
              {ENGAGEMENT_STATUS_LABELS[engagement.status]}
            </span>
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{clientsTexts.noEngagement}</p>
        )}
      </header>
      <ul className="grid gap-2 text-sm">
        <li>
          <NextSession session={client.nextSession} today={today} />
        </li>
        <li>
          <LastSession client={client} />
        </li>
        {client.burn && (
          <li>
            <MonthBurn burn={client.burn} />
          </li>
        )}
      </ul>
      <WaitingList client={client} />
    </article>
  );
}
