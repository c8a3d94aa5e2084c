import * as z from 'zod';

/** Wall-clock and calendar shapes shared by the booking contracts. */

export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const YYYY_MM_DD = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const timeFieldMessages = {
  timeRequired: 'Please enter a time',
  timeFormat: 'Times are written as HH:mm, e.g. 09:00',
  date: 'Please choose a date',
  instant: 'Please give a valid date and time',
  timeZone: 'Please choose a valid time zone',
} as const;

export const ZTimeOfDay = z
  .string(timeFieldMessages.timeRequired)
  .regex(HH_MM, timeFieldMessages.timeFormat);

export const ZDate = z.string(timeFieldMessages.date).regex(YYYY_MM_DD, timeFieldMessages.date);

/** An instant as ISO 8601 text with an offset or Z; answered back in UTC. */
export const ZInstant = z.iso.datetime({
  offset: true,
  error: timeFieldMessages.instant,
});

/** True when `zone` is an IANA time zone this runtime knows (Node and every browser share them). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const ZTimeZone = z
  .string(timeFieldMessages.timeZone)
  .trim()
  .refine(isTimeZone, timeFieldMessages.timeZone);

/** Minutes since midnight of an `HH:mm` text. */
export const minutesOfDay = (time: string): number =>
  Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
