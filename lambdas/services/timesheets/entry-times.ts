import { entryMessages, MAX_ENTRY_MINUTES } from '@contracts/timesheets/entry';
import { localDateTimeOf, wallTimeToInstant } from '@domain/time/zoned';
import { badRequest } from '../../errors';

const MINUTE_MS = 60_000;

/**
 * The instants and duration of an entry typed as wall-clock times on the owner's calendar. The
 * duration is worked out here from the instants, never taken from the browser, so a period that
 * holds a change of the clocks is billed for the time that really passed.
 */
export function entryTimes(
  form: { start: string; end: string },
  timeZone: string,
): { start: Date; end: Date; durationMinutes: number } {
  const start = instantOf(form.start, timeZone, 'start');
  const end = instantOf(form.end, timeZone, 'end');
  const durationMinutes = Math.round((end.getTime() - start.getTime()) / MINUTE_MS);
  if (durationMinutes <= 0)
    throw badRequest(entryMessages.endAfterStart, { end: entryMessages.endAfterStart });
  if (durationMinutes > MAX_ENTRY_MINUTES)
    throw badRequest(entryMessages.tooLong, { end: entryMessages.tooLong });
  return { start, end, durationMinutes };
}

function instantOf(local: string, timeZone: string, field: 'start' | 'end'): Date {
  const instant = wallTimeToInstant(local.slice(0, 10), local.slice(11, 16), timeZone);
  if (!instant) throw badRequest(entryMessages.noSuchTime, { [field]: entryMessages.noSuchTime });
  return instant;
}

/** `YYYY-MM-DDTHH:mm` on the owner's calendar, as the edit form's inputs hold it. */
export function localInputOf(instant: string, timeZone: string): string {
  const { date, time } = localDateTimeOf(new Date(instant), timeZone);
  return `${date}T${time}`;
}
