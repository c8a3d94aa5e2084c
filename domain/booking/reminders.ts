/**
 * When a booked meeting's reminders are due (24 hours and 1 hour before it). A sweep runs
 * every few minutes and sends each reminder whose time has come within the last `REMINDER_GRACE_MS`:
 * a missed run is caught up by the next, but a reminder is never sent long after its time, when
 * "in 1 hour" would no longer be true. Meetings are found by their start's UTC hour, so a run
 * reads only the hours its spans touch. Pure: `now` and the meeting are arguments.
 */

export interface ReminderLead {
  /** Names the reminder in its once-only claim. */
  id: '24h' | '1h';
  /** How long before the start it is sent. */
  ms: number;
  /** How the mail says it: "in 24 hours". */
  inWords: string;
}

const HOUR_MS = 60 * 60 * 1000;

export const REMINDER_LEADS: readonly ReminderLead[] = [
  { id: '24h', ms: 24 * HOUR_MS, inWords: '24 hours' },
  { id: '1h', ms: HOUR_MS, inWords: '1 hour' },
];

/** How late a reminder may still go out: three runs of a 5-minute sweep. */
export const REMINDER_GRACE_MS = 15 * 60 * 1000;

/** The UTC hour a start falls in, `yyyy-mm-ddThh`: the partition meetings are found by. */
export const startHourOf = (instant: string | Date): string =>
  new Date(instant).toISOString().slice(0, 13);

/** The starts one lead's reminders are due for now: after `from`, up to and with `to`. */
export interface DueSpan {
  lead: ReminderLead;
  from: Date;
  to: Date;
  /** The UTC hours (`startHourOf`) holding every start of the span, oldest first. */
  hours: string[];
}

/** For each lead, the meetings whose reminder's time is in (now − grace, now]. */
export function dueSpans(now: Date): DueSpan[] {
  return REMINDER_LEADS.map((lead) => {
    const to = new Date(now.getTime() + lead.ms);
    const from = new Date(to.getTime() - REMINDER_GRACE_MS);
    return { lead, from, to, hours: hoursOf(from, to) };
  });
}

function hoursOf(from: Date, to: Date): string[] {
  const hours: string[] = [];
  const first = Math.floor(from.getTime() / HOUR_MS) * HOUR_MS;
  for (let t = first; t <= to.getTime(); t += HOUR_MS) hours.push(startHourOf(new Date(t)));
  return hours;
}

/** What decides a reminder: the meeting's start, and when it was booked or last moved. */
export interface RemindedMeeting {
  startTime: string;
  /** When it was booked, or last moved to this start (its mail told the time then). */
  madeAt: string;
}

/**
 * True when the lead's reminder of the meeting is due now: its time (start − lead) has come,
 * at most `REMINDER_GRACE_MS` ago, and the meeting was booked or moved before that time — a
 * meeting booked 3 hours ahead gets no "in 24 hours" reminder, its confirmation just said it.
 */
export function reminderDue(meeting: RemindedMeeting, lead: ReminderLead, now: Date): boolean {
  const sendAt = Date.parse(meeting.startTime) - lead.ms;
  const madeAt = Date.parse(meeting.madeAt);
  return (
    sendAt <= now.getTime() && sendAt > now.getTime() - REMINDER_GRACE_MS && !(madeAt >= sendAt)
  );
}
