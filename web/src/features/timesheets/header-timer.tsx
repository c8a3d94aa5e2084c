import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import useSWR from 'swr';
import Timer from 'lucide-react/icons/timer';
import type { TTimerState } from '@contracts/timesheets/timer';
import type { timesheetRoutes } from '@contracts/timesheets/routes';
import { formatElapsed } from '@domain/timesheets/timer';
import { apiFetch } from '@/lib/api-client';

/**
 * The running timer in the site header, on every signed-in screen: its elapsed time, ticking,
 * as a link to the timesheet it runs on. Shares its cache entry with the timesheet's timer card
 * (same key), so a start or stop there shows here at once. Not checked against the contract's
 * schema: the header loads on every page and zod stays off the first load.
 */
/** Named by type only, so no zod loads with it: the compiler holds this path to the contract's. */
const getTimer: Pick<typeof timesheetRoutes.getTimer, 'path'> = { path: '/api/timer' };
const timerPath = getTimer.path;

export function HeaderTimer({ sub }: { sub: string }) {
  const { data } = useSWR([timerPath, sub], () => apiFetch<TTimerState>(timerPath));
  const timer = data?.timer;
  if (!timer) return null;
  const to = `/timesheets?calendar=${encodeURIComponent(timer.bookingPageId)}`;
  return (
    <Link
      to={to}
      title={`Timer running on ${timer.bookingPageName}${timer.description ? `: ${timer.description}` : ''}`}
      className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-primary/40 bg-primary/10 px-2.5 py-1 text-sm font-medium text-foreground tabular-nums transition-colors hover:bg-primary/20"
      data-testid="header-timer"
    >
      <Timer className="size-4 text-primary" aria-hidden />
      <span className="sr-only">Timer running on {timer.bookingPageName}, elapsed </span>
      <Elapsed startedAt={timer.startedAt} />
    </Link>
  );
}

function Elapsed({ startedAt }: { startedAt: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const tick = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(tick);
  }, []);
  return <span>{formatElapsed(new Date(startedAt), now)}</span>;
}
