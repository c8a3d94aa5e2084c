/** Local date and time texts as date and datetime-local inputs hold them. */

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of `date` on this device's calendar. */
export const dateInput = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A new entry starts today 09:00–10:00 (the spec's default event hour). */
export function defaultEntryTimes(today: Date): { start: string; end: string } {
  const day = dateInput(today);
  return { start: `${day}T09:00`, end: `${day}T10:00` };
}

/** The export form starts on the current month: its first day to its last. */
export function currentMonth(today: Date): { startDate: string; endDate: string } {
  const first = new Date(today.getFullYear(), today.getMonth(), 1);
  const last = new Date(today.getFullYear(), today.getMonth() + 1, 0);
  return { startDate: dateInput(first), endDate: dateInput(last) };
}
