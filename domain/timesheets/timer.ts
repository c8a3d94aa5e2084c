/**
 * The running timer of the timesheet page: one per person, started on one of their booking
 * pages and stopped into a time entry. Its times are instants, so a change of the clocks while
 * it runs changes nothing: the entry is billed for the time that really passed. Pure: the start,
 * the stop and the current time are arguments.
 */

const MINUTE_MS = 60_000;

/** A timer stops by itself after a day, as a single entry is at most a day long. */
export const MAX_TIMER_MINUTES = 24 * 60;
const MAX_TIMER_MS = MAX_TIMER_MINUTES * MINUTE_MS;

/** The description a timer may carry, as long as an entry's. */
export const TIMER_DESCRIPTION_MAX = 500;

/** The description of a timer's entry when neither the start nor the stop gave one. */
export const DEFAULT_TIMER_DESCRIPTION = 'Timed work';

/** Added to the entry of a timer that ran into its 24 hours. */
export const AUTO_STOP_NOTE = 'Timer stopped automatically after 24 hours';

export interface TimerEntryTimes {
  start: Date;
  end: Date;
  durationMinutes: number;
  /** True when the timer reached its 24 hours: the entry ends there, whenever it was stopped. */
  autoStopped: boolean;
}

const floorToMinute = (ms: number) => ms - (((ms % MINUTE_MS) + MINUTE_MS) % MINUTE_MS);
const ceilToMinute = (ms: number) => {
  const floored = floorToMinute(ms);
  return floored === ms ? ms : floored + MINUTE_MS;
};

/**
 * The entry a timer makes: from its start, floored to the minute, to its stop, rounded up to the
 * minute, so even a timer stopped at once logs a minute and no started minute is lost. A timer
 * is never longer than 24 hours: one stopped later (or never) ends 24 hours after its start.
 */
export function timerEntryTimes(startedAt: Date, stoppedAt: Date): TimerEntryTimes {
  const start = floorToMinute(startedAt.getTime());
  const cap = start + MAX_TIMER_MS;
  const stopped = Math.max(ceilToMinute(stoppedAt.getTime()), start + MINUTE_MS);
  const end = Math.min(stopped, cap);
  return {
    start: new Date(start),
    end: new Date(end),
    durationMinutes: (end - start) / MINUTE_MS,
    autoStopped: stopped >= cap,
  };
}

/** When a timer started at `startedAt` reaches its 24 hours. */
export const timerLimitOf = (startedAt: Date): Date => new Date(startedAt.getTime() + MAX_TIMER_MS);

/** Whether the timer has run its 24 hours by `now`. */
export const timerExpired = (startedAt: Date, now: Date): boolean =>
  now.getTime() >= timerLimitOf(startedAt).getTime();

/**
 * The description of a timer's entry: the one given at the stop, else the one it ran with, else
 * "Timed work". A timer that ran into its 24 hours says so after it (or with the note alone when
 * it has none), the note kept within the length an entry's description may have by shortening
 * what comes before it.
 */
export function timerEntryDescription(input: {
  running: string;
  given?: string | undefined;
  autoStopped: boolean;
}): string {
  const description = input.given?.trim() || input.running.trim();
  if (!input.autoStopped) return description || DEFAULT_TIMER_DESCRIPTION;
  if (!description) return AUTO_STOP_NOTE;
  const note = ` (${AUTO_STOP_NOTE})`;
  const room = TIMER_DESCRIPTION_MAX - note.length;
  const kept =
    description.length > room ? `${description.slice(0, room - 1).trimEnd()}…` : description;
  return `${kept}${note}`;
}

/** Time run so far as a stopwatch shows it, `h:mm:ss`: `0:00:07`, `1:05:00`, `23:59:59`. */
export function formatElapsed(startedAt: Date, now: Date): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${hours}:${pad(minutes)}:${pad(seconds % 60)}`;
}
