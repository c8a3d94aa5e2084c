import History from 'lucide-react/icons/history';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import type { TClientOverview } from '@contracts/home/client-overview';
import { cadenceText, clientsTexts, lastSessionText } from '../lib/client-overview';

/**
 * How long since the client's last session, against the cadence agreed; "Overdue" in words and
 * an icon (never by colour alone) once more days have passed than it allows.
 */
export function LastSession({ client }: { client: TClientOverview }) {
  const { daysSinceLastSession, cadenceDays, sessionOverdue, engagement } = client;
  return (
    <p className="flex gap-2">
      <History className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <span className="min-w-0 break-words">
        <span className={sessionOverdue ? undefined : 'text-muted-foreground'}>
          {lastSessionText(daysSinceLastSession)}
        </span>
        {cadenceDays !== null && (
          <span className="text-muted-foreground">
            {' '}
            {cadenceText(engagement?.cadence, cadenceDays)}
          </span>
        )}
        {sessionOverdue && (
          <span className="ml-2 inline-flex items-center gap-1 font-semibold text-amber-700 dark:text-amber-300">
            <TriangleAlert className="size-4 shrink-0" aria-hidden />
            {clientsTexts.overdue}
          </span>
        )}
      </span>
    </p>
  );
}
