import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { format, isSameDay } from 'date-fns';
import type { TConnection } from '@contracts/booking/connection';
import type { TMeeting } from '@contracts/booking/meeting';
import { cn } from '@/lib/cn';
import { colourOf } from '../lib/connection-colours';
import { placeMeetings } from '../lib/meeting-layout';
import { DAY_HEIGHT, HOUR_HEIGHT, HOURS, hourLabel, type ShownWeek } from '../lib/week';
import { MeetingBlock } from './meeting-block';

/** Where the grid opens scrolled to: just before the working day. */
const FIRST_VISIBLE_HOUR = 7;

// One line per hour across each day column, drawn by the background.
const hourLines = {
  backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_HEIGHT - 1}px, var(--border) ${HOUR_HEIGHT - 1}px, var(--border) ${HOUR_HEIGHT}px)`,
};

/**
 * The weekly grid (spec §2, §9): Monday first, 24 rows of 60 px, 7 day columns, meetings as
 * blocks placed by their start and length on the clock of `zone` (the zone `weekStart` and
 * `today` are in; the page labels it). Below the small breakpoint only the `shownDay` column is
 * drawn (a phone shows a day at a time, picked by the day strip), so it never scrolls sideways.
 */
export function WeekGrid({
  week: { weekStart, days, shownDay, today, zone },
  meetings,
  connections,
  dayNotes,
  meetingActions,
}: {
  week: ShownWeek;
  meetings: TMeeting[];
  connections: TConnection[];
  /** Days (`yyyy-MM-dd`) with a date override, named ("Unavailable", their hours): shaded. */
  dayNotes?: ReadonlyMap<string, string>;
  /** What the owner may do with a meeting, shown in its details; `close` closes them. */
  meetingActions?: (meeting: TMeeting, close: () => void) => ReactNode;
}) {
  const blocks = useMemo(
    () => placeMeetings(meetings, weekStart, zone),
    [meetings, weekStart, zone],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const names = useMemo(
    () => new Map(connections.map((c) => [c.id, c.providerCalendarName])),
    [connections],
  );

  useEffect(() => {
    scrollRef.current?.scrollTo({ top: FIRST_VISIBLE_HOUR * HOUR_HEIGHT });
  }, []);

  return (
    <div
      ref={scrollRef}
      // Focusable, so the hours scroll by keyboard on a day with no meeting to tab to.
      tabIndex={0}
      role="region"
      aria-label="Hours of the week"
      className="max-h-[70vh] overflow-auto rounded-lg border bg-card outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      data-testid="week-grid"
    >
      <div className="grid grid-cols-[3.5rem_minmax(0,1fr)] sm:min-w-[720px] sm:grid-cols-[3.5rem_repeat(7,minmax(0,1fr))]">
        {/* Day headings stay on top while the hours scroll. */}
        <div className="sticky top-0 z-30 border-b bg-card" aria-hidden />
        {days.map((day, index) => {
          const isToday = isSameDay(day, today);
          const note = dayNotes?.get(format(day, 'yyyy-MM-dd'));
          return (
            <div
              key={day.toISOString()}
              className={cn(
                'sticky top-0 z-30 border-b border-l bg-card px-1 py-2 text-center text-xs',
                isToday && 'text-primary',
                index !== shownDay && 'max-sm:hidden',
              )}
            >
              <span className="block font-medium uppercase">{format(day, 'EEE')}</span>
              <span
                className={cn(
                  'mx-auto mt-0.5 flex size-7 items-center justify-center rounded-full text-sm font-semibold',
                  isToday && 'bg-primary text-primary-foreground',
                )}
                aria-label={isToday ? `${format(day, 'MMMM d')}, today` : format(day, 'MMMM d')}
              >
                {format(day, 'd')}
              </span>
              {note && (
                <span
                  className="mt-1 block truncate rounded bg-muted px-1 text-[10px] font-medium text-muted-foreground"
                  title={note}
                  data-override-note
                >
                  {note}
                </span>
              )}
            </div>
          );
        })}

        <div className="relative" style={{ height: DAY_HEIGHT }} aria-hidden>
          {HOURS.map((hour) => (
            <span
              key={hour}
              className="absolute right-2 -translate-y-1/2 text-[11px] text-muted-foreground first:translate-y-0"
              style={{ top: hour * HOUR_HEIGHT }}
            >
              {hourLabel(hour)}
            </span>
          ))}
        </div>
        {days.map((day, index) => (
          <div
            key={day.toISOString()}
            role="group"
            aria-label={format(day, 'EEEE, MMMM d')}
            className={cn(
              'relative border-l',
              index !== shownDay && 'max-sm:hidden',
              isSameDay(day, today) && 'bg-accent/40',
              dayNotes?.has(format(day, 'yyyy-MM-dd')) && 'bg-muted/60',
            )}
            style={{ height: DAY_HEIGHT, ...hourLines }}
          >
            {blocks
              .filter((block) => block.day === index)
              .map((block) => (
                <MeetingBlock
                  key={`${block.meeting.id}-${index}`}
                  block={block}
                  colour={colourOf(block.meeting.connectionId, connections)}
                  connectionName={
                    block.meeting.connectionId ? names.get(block.meeting.connectionId) : undefined
                  }
                  actions={meetingActions}
                  zone={zone}
                />
              ))}
          </div>
        ))}
      </div>
    </div>
  );
}
