import { format } from 'date-fns';
import { startOfLocalDate } from '@domain/time/zoned';

/**
 * The visitor's own time zone on the public page: the zones they may choose from, the month of
 * free times to fetch, and times written on their clock. Slots are instants, so only how they
 * are grouped and written depends on the zone chosen.
 */

/** Every zone the browser knows, A to Z, with `current` among them (an alias it reports). */
export function zoneChoices(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, current, 'UTC'])].sort((a, b) => a.localeCompare(b));
}

/** The zones whose name holds every word of `query`; spaces match the names' underscores. */
export function filterZones(zones: readonly string[], query: string): string[] {
  const words = query
    .toLowerCase()
    .trim()
    .split(/[\s_/]+/)
    .filter(Boolean);
  if (words.length === 0) return [...zones];
  return zones.filter((zone) => {
    const name = zone.toLowerCase();
    return words.every((word) => name.includes(word));
  });
}

/** How a zone's name compares with what is typed: any case, spaces for underscores. */
const comparable = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '_');

/**
 * The zone `text` names: a whole name ("america/new york"), or a city that one zone alone ends
 * with ("Paris"); undefined while it names none (or several).
 */
export function matchZone(zones: readonly string[], text: string): string | undefined {
  const wanted = comparable(text);
  if (!wanted) return undefined;
  const whole = zones.find((zone) => comparable(zone) === wanted);
  if (whole) return whole;
  const byCity = zones.filter(
    (zone) => comparable(zone.slice(zone.lastIndexOf('/') + 1)) === wanted,
  );
  return byCity.length === 1 ? byCity[0] : undefined;
}

/** A zone's name as people read it: "America/New_York" → "America/New York". */
export const zoneLabel = (zone: string): string => zone.replace(/_/g, ' ');

/**
 * The slots query of a month on the visitor's calendar: from the first instant of its 1st to the
 * first instant of the next month's, in `zone` (not the browser's, which may differ).
 */
export function monthRangeIn(month: Date, zone: string): { from: string; to: string } {
  const first = format(month, 'yyyy-MM-01');
  const next = format(new Date(month.getFullYear(), month.getMonth() + 1, 1), 'yyyy-MM-dd');
  return {
    from: startOfLocalDate(first, zone).toISOString(),
    to: startOfLocalDate(next, zone).toISOString(),
  };
}

/** A booked time as the visitor reads it, e.g. "Tuesday, March 11, 2026, 9:30 AM". */
export const formatBookedTime = (instant: string, zone: string, locale?: string): string =>
  new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));
