import type { Interval } from './slots';

/**
 * An owner's busy time, kept per UTC day beside the day's booking lock (docs/data-model.md, "No
 * double booking"): each day holds every scheduled meeting of the owner that touches it, on any
 * of their pages, so a booking or a page of free times reads a few days instead of every page.
 * Pure: the storage and the lock protocol are the services'.
 */

/** One scheduled meeting as busy time: the meeting itself, without any page's buffer. */
export interface BusyMeeting {
  bookingPageId: string;
  start: string;
  end: string;
}

/** The scheduled meetings touching one day, by meeting id. */
export type DayBusy = Readonly<Record<string, BusyMeeting>>;

/** A change of the owner's schedule: meetings that leave it, then meetings that enter it. */
export interface ScheduleChange {
  remove?: readonly string[];
  add?: ReadonlyArray<BusyMeeting & { id: string }>;
  /**
   * The owner's pages, when the writer read them after the lock: meetings of any other page
   * (a deleted one; a page made later could only add meetings by moving the lock) leave too.
   */
  pageIds?: readonly string[];
}

/**
 * At most this many meetings per owner and day. Bookings never overlap, so they alone stay far
 * below it; only meetings added by hand or imported, which may overlap, could reach it. An entry
 * is about 150 bytes (two UUIDs and two instants with their names), so a full day stays near
 * 150 KB, well inside DynamoDB's 400 KB per item.
 */
export const MAX_MEETINGS_PER_DAY = 1000;

const DAY_MS = 86_400_000;

/** The UTC days (YYYY-MM-DD) that [from, to) touches. */
export function daysOf(from: Date, to: Date): string[] {
  const days: string[] = [];
  const last = Math.max(from.getTime(), to.getTime() - 1);
  for (let t = Math.floor(from.getTime() / DAY_MS) * DAY_MS; t <= last; t += DAY_MS)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** True when the meeting's own time touches the UTC day (a zero-length meeting its start's). */
export function touchesDay(meeting: BusyMeeting, day: string): boolean {
  return daysOf(new Date(meeting.start), new Date(meeting.end)).includes(day);
}

/** The day's meetings after the change: removed ones leave, added ones enter if they touch it. */
export function applyChange(busy: DayBusy, day: string, change: ScheduleChange): DayBusy {
  const pages = change.pageIds && new Set(change.pageIds);
  const next: Record<string, BusyMeeting> = {};
  for (const [id, meeting] of Object.entries(busy))
    if (!pages || pages.has(meeting.bookingPageId)) next[id] = meeting;
  for (const id of change.remove ?? []) delete next[id];
  for (const { id, ...meeting } of change.add ?? [])
    if (touchesDay(meeting, day)) next[id] = meeting;
  return next;
}

/**
 * The busy intervals of the given days that overlap [from, to), each meeting once (a meeting
 * across midnight sits in two days), on the pages the owner still has: a deleted page's
 * meetings stop counting with the page, however long their removal takes.
 */
export function busyIntervals(
  days: Iterable<DayBusy>,
  period: { from: Date; to: Date },
  pageIds: Iterable<string>,
): Interval[] {
  const pages = new Set(pageIds);
  const from = period.from.toISOString();
  const to = period.to.toISOString();
  const seen = new Map<string, Interval>();
  for (const day of days)
    for (const [id, m] of Object.entries(day))
      if (pages.has(m.bookingPageId) && m.end > from && m.start < to)
        seen.set(id, { start: m.start, end: m.end });
  return [...seen.values()];
}

/**
 * The scheduled meetings of one page that start in [from, to), each once, from the days that
 * hold them (every day from `from`'s to the one before `to`): what a timesheet period counts.
 */
export function meetingsStarting(
  days: Iterable<DayBusy>,
  bookingPageId: string,
  period: { from: Date; to: Date },
): BusyMeeting[] {
  const from = period.from.getTime();
  const to = period.to.getTime();
  const seen = new Map<string, BusyMeeting>();
  for (const day of days)
    for (const [id, m] of Object.entries(day)) {
      const start = Date.parse(m.start);
      if (m.bookingPageId === bookingPageId && start >= from && start < to) seen.set(id, m);
    }
  return [...seen.values()];
}
