import { addDays, addMonths, format, startOfMonth } from 'date-fns';

/** Weekday headings of the date picker, Monday first like the owner's week. */
export const WEEKDAYS = [
  { short: 'Mo', long: 'Monday' },
  { short: 'Tu', long: 'Tuesday' },
  { short: 'We', long: 'Wednesday' },
  { short: 'Th', long: 'Thursday' },
  { short: 'Fr', long: 'Friday' },
  { short: 'Sa', long: 'Saturday' },
  { short: 'Su', long: 'Sunday' },
] as const;

/**
 * The month's days in weeks of seven, Monday first; the cells before the 1st and after the last
 * day are null. Dates are local midnights.
 */
export function monthGrid(month: Date): (Date | null)[][] {
  const first = startOfMonth(month);
  const lead = (first.getDay() + 6) % 7;
  const days: (Date | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; day.getMonth() === first.getMonth(); day = addDays(day, 1)) days.push(day);
  while (days.length % 7) days.push(null);
  const weeks: (Date | null)[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** `yyyy-MM-dd` of a local date. */
export const localDateKey = (date: Date): string => format(date, 'yyyy-MM-dd');

/**
 * Where the arrow keys take the focus in the picker: a day or a week on, kept inside the month
 * (Home and End go to the week's ends).
 */
export function moveWithin(month: Date, day: Date, key: string): Date | null {
  const offset: Record<string, number> = {
    ArrowLeft: -1,
    ArrowRight: 1,
    ArrowUp: -7,
    ArrowDown: 7,
    Home: -((day.getDay() + 6) % 7),
    End: 6 - ((day.getDay() + 6) % 7),
  };
  const step = offset[key];
  if (step === undefined) return null;
  const target = addDays(day, step);
  const first = startOfMonth(month);
  const last = addDays(startOfMonth(addMonths(month, 1)), -1);
  if (target < first) return first;
  if (target > last) return last;
  return target;
}
