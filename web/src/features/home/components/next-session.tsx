import { Link } from 'react-router';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import type { TClientOverview } from '@contracts/home/client-overview';
import { dateKeyIn, visitorZone } from '@/features/booking/time-zone';
import { calendarWeekPath, clientsTexts, sessionTime } from '../lib/client-overview';

/** The client's next session on the browser's clock, linked to its week on the calendar. */
export function NextSession({
  session,
  today,
}: {
  session: TClientOverview['nextSession'];
  today: string;
}) {
  const icon = (
    <CalendarClock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
  );
  if (!session)
    return (
      <p className="flex gap-2 text-muted-foreground">
        {icon}
        {clientsTexts.noSession}
      </p>
    );
  const zone = visitorZone();
  return (
    <p className="flex gap-2">
      {icon}
      <span className="min-w-0 break-words">
        Next session{' '}
        <Link
          to={calendarWeekPath(session.bookingPageId, dateKeyIn(session.startTime, zone))}
          className="font-medium text-primary underline underline-offset-4"
        >
          {sessionTime(session.startTime, zone, today.slice(0, 4))}
        </Link>
        <span className="text-muted-foreground">: {session.title}</span>
      </span>
    </p>
  );
}
