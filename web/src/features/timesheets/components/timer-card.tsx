import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useSWRConfig } from 'swr';
import Play from 'lucide-react/icons/play';
import Square from 'lucide-react/icons/square';
import Trash2 from 'lucide-react/icons/trash-2';
import type { TBookingPage } from '@contracts/booking/booking-page';
import type { TTimeEntry } from '@contracts/timesheets/entry';
import { timerMessages, type TRunningTimer } from '@contracts/timesheets/timer';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { routePath } from '@contracts/route';
import type { Currency } from '@domain/timesheets/money';
import { formatElapsed, TIMER_DESCRIPTION_MAX } from '@domain/timesheets/timer';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { Card } from '@/components/ui/card';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { isKeyOf, useAction } from '@/lib/use-action';
import { useBilling } from '../api/billing';
import { timesheetKey } from '../api/get-timesheet';
import { discardTimer, startTimer, stopTimer, timerPath, useTimer } from '../api/timer';
import { findWorkstream, type Workstream } from '../lib/workstreams';
import { CurrencyChoice } from './currency-choice';
import { overviewPath } from './timesheet-screen';
import { WorkstreamSelect } from './workstream-select';

/**
 * The timer of the timesheet overview: start it with what you are working on, watch it run, and
 * stop it into a draft entry of its page. The elapsed time counts from the server's start, so
 * it carries on across reloads and devices. One timer runs at a time: while it runs on another
 * page, this one says where and can stop it. `workstreams` are the page's engagement's, to put
 * the timed work against (none: the page is linked to none, or its timesheet is still loading).
 */
export function TimerCard({
  bookingPage,
  sub,
  workstreams,
}: {
  bookingPage: TBookingPage;
  sub: string;
  workstreams: readonly Workstream[];
}) {
  const headingId = useId();
  const state = useTimer(sub);
  const notice = useAutoStopNotice();
  const stopped = state.data?.stopped ?? null;
  useEffect(() => notice(stopped), [notice, stopped]);
  const running = state.data?.timer ?? null;

  return (
    <Card className="grid gap-3 p-5" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        Timer
      </h2>
      {state.error && !state.data ? (
        <LoadFailed
          title={timerMessages.loadFailed}
          error={state.error}
          onRetry={() => void state.mutate()}
        />
      ) : !state.data ? (
        <div className="flex items-center gap-3 text-muted-foreground">
          <Spinner label="Loading timer" />
          <span>Loading timer...</span>
        </div>
      ) : running ? (
        <RunningTimer
          timer={running}
          here={running.bookingPageId === bookingPage.id}
          workstreams={workstreams}
        />
      ) : (
        <StartTimer
          bookingPageId={bookingPage.id}
          sub={sub}
          workstreams={workstreams}
          onAutoStop={notice}
        />
      )}
    </Card>
  );
}

/** Entries of automatic stops already told, so a cached answer shown again says nothing. */
const announced = new Set<string>();

/**
 * A timer that ran its 24 hours was stopped by the server (on this load or on a start): say so
 * once per entry it made, and reload that page's timesheet, which now holds the entry.
 */
function useAutoStopNotice() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (stopped: TTimeEntry | null) => {
      if (!stopped || announced.has(stopped.id)) return;
      announced.add(stopped.id);
      toast.info(timerMessages.autoStopped);
      void mutate(isKeyOf(timesheetKey(stopped.bookingPageId)));
    },
    [mutate],
  );
}

function StartTimer({
  bookingPageId,
  sub,
  workstreams,
  onAutoStop,
}: {
  bookingPageId: string;
  sub: string;
  workstreams: readonly Workstream[];
  onAutoStop: (stopped: TTimeEntry | null) => void;
}) {
  const id = useId();
  const [description, setDescription] = useState('');
  const [workstreamId, setWorkstreamId] = useState<string | null>(null);
  // Sent only when there was a choice, as the entry form does.
  const workstream = workstreams.length > 0 ? { workstreamId } : {};
  const { act, busy } = useAction();
  // The time the timer logs locks the page's currency: while never confirmed, it is shown here.
  const billing = useBilling(bookingPageId, sub);
  const unconfirmed = billing.data?.currencyConfirmed === false ? billing.data.currency : null;
  const [chosen, setChosen] = useState<Currency | null>(null);
  const currency = unconfirmed ? (chosen ?? unconfirmed) : undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const started = await act({
      run: () =>
        startTimer(bookingPageId, {
          description,
          ...workstream,
          ...(currency ? { currency } : {}),
        }),
      success: timerMessages.started,
      error: timerMessages.startFailed,
      revalidate: [
        timerPath,
        ...(currency ? [routePath(timesheetRoutes.getBilling, { id: bookingPageId })] : []),
      ],
    });
    if (!started.ok) return;
    setDescription('');
    setWorkstreamId(null);
    // A timer left past its 24 hours was stopped before this one started.
    onAutoStop(started.value.stopped);
  };

  return (
    <form className="grid gap-3" onSubmit={(e) => void onSubmit(e)}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-2">
          <Label htmlFor={`${id}-description`}>What are you working on?</Label>
          <Input
            id={`${id}-description`}
            value={description}
            maxLength={TIMER_DESCRIPTION_MAX}
            placeholder="e.g. Vendor risk review"
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        {workstreams.length > 0 && (
          <div className="grid gap-2 sm:w-56">
            <Label htmlFor={`${id}-workstream`}>Workstream</Label>
            <WorkstreamSelect
              id={`${id}-workstream`}
              workstreams={workstreams}
              value={workstreamId}
              onChange={setWorkstreamId}
              disabled={busy}
            />
          </div>
        )}
        <Button type="submit" disabled={busy}>
          <Play aria-hidden />
          {busy ? 'Starting...' : 'Start'}
        </Button>
      </div>
      {currency && (
        <CurrencyChoice
          id={`${id}-currency`}
          value={currency}
          onChange={setChosen}
          disabled={busy}
        />
      )}
    </form>
  );
}

function RunningTimer({
  timer,
  here,
  workstreams,
}: {
  timer: TRunningTimer;
  here: boolean;
  workstreams: readonly Workstream[];
}) {
  const id = useId();
  // Only this page's workstreams are known here: a timer running on another page shows none.
  const workstream = here ? findWorkstream(workstreams, timer.workstreamId) : undefined;
  const [description, setDescription] = useState(timer.description);
  const { act, busy } = useAction();
  const revalidate = [timerPath, timesheetKey(timer.bookingPageId)];

  const stop = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    await act({
      run: () => stopTimer({ description }),
      success: timerMessages.stopped,
      error: timerMessages.stopFailed,
      revalidate,
    });
  };

  const discard = () =>
    void act({
      run: discardTimer,
      success: timerMessages.discarded,
      error: timerMessages.discardFailed,
      revalidate,
    });

  return (
    <form className="grid gap-3" onSubmit={(e) => void stop(e)} aria-busy={busy}>
      {!here && (
        <p className="text-sm">
          A timer is running on{' '}
          <Link
            className="font-medium text-primary underline underline-offset-4"
            to={overviewPath(timer.bookingPageId)}
          >
            {timer.bookingPageName}
          </Link>
        </p>
      )}
      <Elapsed startedAt={timer.startedAt} />
      {workstream && <p className="text-sm">Workstream: {workstream.name}</p>}
      {here ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-description`}>Description</Label>
          <Input
            id={`${id}-description`}
            value={description}
            maxLength={TIMER_DESCRIPTION_MAX}
            placeholder="Timed work"
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
      ) : (
        timer.description && <p className="text-sm text-muted-foreground">{timer.description}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          <Square aria-hidden />
          {busy ? 'Stopping...' : 'Stop'}
        </Button>
        {here && (
          <ConfirmAction
            trigger={
              <Button type="button" variant="outline" disabled={busy}>
                <Trash2 aria-hidden />
                Discard
              </Button>
            }
            title="Discard the timer?"
            description={timerMessages.discardConfirm}
            confirmLabel="Discard"
            onConfirm={discard}
          />
        )}
      </div>
    </form>
  );
}

/** The time run so far, `h:mm:ss`, ticking every second from the server's start. */
function Elapsed({ startedAt }: { startedAt: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const tick = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(tick);
  }, []);
  return (
    <p className="grid gap-1">
      <span className="text-sm text-muted-foreground">Elapsed</span>
      {/* A timer role is not announced on every tick; the label says what it is. */}
      <span
        role="timer"
        aria-label="Elapsed time"
        className="text-3xl font-bold tabular-nums"
        data-testid="timer-elapsed"
      >
        {formatElapsed(new Date(startedAt), now)}
      </span>
    </p>
  );
}
