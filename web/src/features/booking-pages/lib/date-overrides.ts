import type { TDateOverride, THoursRange } from '@contracts/booking/date-override';

/** How the owner's screens name an override: "Unavailable" or its hours, e.g. "09:00–12:00". */
export const overrideSummary = (o: Pick<TDateOverride, 'unavailable' | 'ranges'>): string =>
  o.unavailable ? 'Unavailable' : o.ranges.map((r) => `${r.startTime}–${r.endTime}`).join(', ');

/** The overrides by date (`yyyy-MM-dd`), named as the week view labels its days. */
export const overrideNotes = (overrides: readonly TDateOverride[]): Map<string, string> =>
  new Map(overrides.map((o) => [o.date, overrideSummary(o)]));

/** A new range after the last one: an hour from its end, or a working morning for the first. */
export function nextRange(ranges: readonly THoursRange[]): THoursRange {
  const last = ranges.at(-1);
  if (!last) return { startTime: '09:00', endTime: '12:00' };
  const hour = Math.min(Number(last.endTime.slice(0, 2)) + 1, 22);
  const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return { startTime: pad(hour), endTime: pad(hour + 1) };
}
