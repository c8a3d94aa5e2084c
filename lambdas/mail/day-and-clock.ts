/**
 * A day ("Monday, 23 December 2030", without `weekday` "23 December 2030") and a 24-hour clock
 * ("10:00") in one time zone, as the mails write them.
 */
export function dayAndClock(
  timeZone: string,
  { weekday }: { weekday: boolean },
): { day: Intl.DateTimeFormat; clock: Intl.DateTimeFormat } {
  return {
    day: new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: weekday ? 'long' : undefined,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
    clock: new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
  };
}
