/** Grouping the public page's free times by the visitor's calendar day. */

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The visitor's time zone: the browser's, or UTC where it names none. */
export const visitorZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** `yyyy-MM-dd` of an instant as the calendar reads it in `zone`. */
export function dateKeyIn(instant: Date | string, zone: string): string {
  let format = dayFormats.get(zone);
  if (!format) {
    // en-CA writes dates as yyyy-mm-dd.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(zone, format);
  }
  return format.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** Free start times by the visitor's day (`yyyy-MM-dd` in `zone`), each day's in order. */
export function slotsByDate<S extends { start: string }>(
  slots: readonly S[],
  zone: string,
): Map<string, S[]> {
  const byDate = new Map<string, S[]>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const slot of sorted) {
    const key = dateKeyIn(slot.start, zone);
    const day = byDate.get(key);
    if (day) day.push(slot);
    else byDate.set(key, [slot]);
  }
  return byDate;
}

/** A time of day as the visitor reads it, e.g. "9:30 AM" (or "09:30", by their locale). */
export const formatSlotTime = (instant: string, zone: string, locale?: string): string =>
  new Intl.DateTimeFormat(locale, { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(instant),
  );
