/**
 * Dates as people read them in mails: `4 March 2030`, and ranges written once where their parts
 * agree — `1–30 November 2026`, `28 October – 3 November 2026`, `29 December 2026 – 4 January
 * 2027`. Days are calendar dates (`YYYY-MM-DD`), already on the clock they belong to, so no zone
 * or locale of the machine is read. One formatter for every mail that names a day or a period.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Parts {
  year: string;
  month: string;
  day: string;
}

function partsOf(date: string): Parts {
  const match = DAY.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new RangeError(`Not a calendar date: ${date}`);
  return { year: match[1]!, month, day: String(Number(match[3])) };
}

/** `4 March 2030`. */
export function formatHumanDate(date: string): string {
  const d = partsOf(date);
  return `${d.day} ${d.month} ${d.year}`;
}

/** A range of days, both included, written as shortly as reads clearly (see above). */
export function formatDateRange(startDate: string, endDate: string): string {
  const a = partsOf(startDate);
  const b = partsOf(endDate);
  if (startDate === endDate) return formatHumanDate(startDate);
  if (a.year !== b.year) return `${formatHumanDate(startDate)} – ${formatHumanDate(endDate)}`;
  if (a.month !== b.month) return `${a.day} ${a.month} – ${b.day} ${b.month} ${b.year}`;
  return `${a.day}–${b.day} ${b.month} ${b.year}`;
}
