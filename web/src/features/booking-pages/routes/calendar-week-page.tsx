import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TZDate } from '@date-fns/tz';
import { addDays, addWeeks, isSameDay } from 'date-fns';
import type { TBookingPage } from '@contracts/booking/booking-page';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { Spinner } from '@/components/ui/spinner';
import type { SessionUser } from '@/features/auth/session';
import { useDateOverrides } from '../api/date-overrides';
import { useConnections } from '../api/get-connections';
import { useMeetings } from '../api/get-meetings';
import { ActiveBadge } from '../components/active-badge';
import { AddEventDialog } from '../components/add-event-dialog';
import { ScreenBackLink } from '../components/back-link';
import { BookingPageSummaryCards } from '../components/booking-page-summary-cards';
import { DateOverridesPanel } from '../components/date-overrides-panel';
import { MeetingActions } from '../components/meeting-actions';
import { OwnedBookingPageScreen } from '../components/owned-booking-page';
import { WeekAgenda } from '../components/week-agenda';
import { WeekDayStrip } from '../components/week-day-strip';
import { WeekGrid } from '../components/week-grid';
import { weekZoneChoices, weekZoneOf, type WeekClock } from '../lib/week-zone';
import { WeekToolbar } from '../components/week-toolbar';
import { WeekZone } from '../components/week-zone';
import { overrideNotes } from '../lib/date-overrides';
import { meetingsPerDay, placeMeetings } from '../lib/meeting-layout';
import { visitorZone } from '@/features/booking/time-zone';
import {
  dayKey,
  formatWeekRange,
  nowIn,
  shownDayIndex,
  weekDays,
  weekFromParam,
  weekParam,
  weekRange,
  weekStartOf,
  type ShownWeek,
} from '../lib/week';

/** `/booking-pages/{id}`: one booking page's weekly calendar (spec §2), for its owner. */
export default function CalendarWeekPage() {
  return (
    <OwnedBookingPageScreen>
      {(page, user) => <CalendarWeek page={page} user={user} />}
    </OwnedBookingPageScreen>
  );
}

function CalendarWeek({ page, user }: { page: TBookingPage; user: SessionUser }) {
  const [params, setParams] = useSearchParams();
  // The week is read on the booking page's clock (or, when chosen, the device's), labelled.
  const zoneChoices = useMemo(() => weekZoneChoices(page.timeZone, visitorZone()), [page.timeZone]);
  const [clock, setClock] = useState<WeekClock>('page');
  const zone = weekZoneOf(zoneChoices, clock);
  const today = useMemo(() => nowIn(zone), [zone]);
  const weekValue = params.get('week');
  const weekStart = useMemo(() => weekFromParam(weekValue, today), [weekValue, today]);
  const range = useMemo(() => weekRange(weekStart), [weekStart]);
  const days = useMemo(() => weekDays(weekStart), [weekStart]);
  // A phone shows one day of the week at a time: the one last chosen or moved to.
  const [pickedDay, setPickedDay] = useState<string | null>(null);
  const shownDay = shownDayIndex(days, pickedDay, today);
  const week: ShownWeek = { weekStart, days, shownDay, today, zone };
  const meetings = useMeetings(page.id, user.sub, range);
  const connections = useConnections(page.id, user.sub);
  const connectionList = connections.data ?? [];
  const overrides = useDateOverrides(page.id, user.sub);
  const dayNotes = useMemo(() => overrideNotes(overrides.data ?? []), [overrides.data]);

  // Shows the week of `instant`, and on a phone its day.
  const showWeek = (instant: Date) => {
    setPickedDay(dayKey(new TZDate(instant.getTime(), zone)));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('week', weekParam(weekStartOf(instant, zone)));
        return next;
      },
      { replace: true },
    );
  };

  // Cancelled meetings free their time, so the grid leaves them out.
  const from = Date.parse(range.from);
  const to = Date.parse(range.to);
  const shown = (meetings.data ?? []).filter(
    (m) => m.status !== 'cancelled' && Date.parse(m.startTime) < to && Date.parse(m.endTime) > from,
  );
  const counts = useMemo(
    () => meetingsPerDay(placeMeetings(shown, weekStart, zone)),
    [shown, weekStart, zone],
  );
  // The form starts on today in the current week, else on the shown week's Monday.
  const formDay = days.find((d) => isSameDay(d, today)) ?? weekStart;
  const weekLabel = `Meetings, week of ${formatWeekRange(weekStart)}`;

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <DocumentTitle title={page.name} />
      <ScreenBackLink to="/booking-pages">Back to Booking Pages</ScreenBackLink>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <h1 className="min-w-0 text-3xl font-bold tracking-tight break-words">{page.name}</h1>
          <ActiveBadge active={page.isActive} />
        </div>
        <AddEventDialog
          bookingPageId={page.id}
          pageZone={page.timeZone}
          connections={connectionList}
          day={formDay}
          onAdded={(start) => showWeek(new Date(start))}
        />
      </header>

      <BookingPageSummaryCards
        page={page}
        connectionCount={connections.data?.length ?? page.connectionCount}
      />

      <section aria-label="Weekly calendar" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <WeekToolbar
            weekStart={weekStart}
            onPrevious={() => showWeek(addWeeks(days[shownDay]!, -1))}
            onToday={() => showWeek(new Date())}
            onNext={() => showWeek(addWeeks(days[shownDay]!, 1))}
          />
          <div className="flex items-center gap-3">
            {meetings.isValidating && <Spinner className="size-5!" label="Loading meetings" />}
            <WeekZone choices={zoneChoices} clock={clock} onClockChange={setClock} />
          </div>
        </div>
        {meetings.error && !meetings.data ? (
          <div className="grid justify-items-center gap-3 rounded-lg border py-8 text-center">
            <p className="text-muted-foreground">The meetings could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void meetings.mutate()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            <WeekAgenda meetings={shown} label={weekLabel} zone={zone} />
            <WeekDayStrip
              week={week}
              counts={counts}
              onShow={showWeek}
              onStep={(step) => showWeek(addDays(days[shownDay]!, step))}
            />
            <WeekGrid
              week={week}
              meetings={shown}
              connections={connectionList}
              dayNotes={dayNotes}
              meetingActions={(meeting, close) => (
                <MeetingActions
                  page={page}
                  meeting={meeting}
                  zone={zone}
                  onDone={close}
                  onMoved={(start) => showWeek(new Date(start))}
                />
              )}
            />
          </>
        )}
      </section>

      <DateOverridesPanel page={page} sub={user.sub} />
    </div>
  );
}
