/**
 * A meeting's date and time span in `timeZone`, in the visitor's language, e.g.
 * "Monday, 7 January 2030" and "10:00 – 10:30".
 */
export function meetingTime(
  startTime: string,
  endTime: string,
  timeZone: string,
): { date: string; time: string } {
  const start = new Date(startTime);
  const end = new Date(endTime);
  const date = new Intl.DateTimeFormat(undefined, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const clock = new Intl.DateTimeFormat(undefined, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
  });
  return { date: date.format(start), time: `${clock.format(start)} – ${clock.format(end)}` };
}
