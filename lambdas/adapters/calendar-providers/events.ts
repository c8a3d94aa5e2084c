import type { ProviderEvent } from '../../ports/calendar-providers';

/** Provider JSON → `ProviderEvent`. Pure, so the mapping is unit-tested on its edges. */

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (typeof v === 'object' && v !== null ? (v as Json) : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

/** An instant with an offset or `Z`, normalised to `toISOString()`; anything else undefined. */
function instant(value: string | undefined): string | undefined {
  if (!value || !/(Z|[+-]\d\d:\d\d)$/.test(value)) return undefined;
  const t = Date.parse(value);
  return Number.isNaN(t) ? undefined : new Date(t).toISOString();
}

/** Google Calendar API v3 `Event` (events.list item). All-day events have `date` only. */
export function fromGoogleEvent(raw: unknown): ProviderEvent | undefined {
  const e = obj(raw);
  const id = str(e.id);
  if (!id) return undefined;
  if (e.status === 'cancelled') return { id, removed: true };
  const organizer = obj(e.organizer);
  return {
    id,
    removed: false,
    title: str(e.summary),
    start: instant(str(obj(e.start).dateTime)),
    end: instant(str(obj(e.end).dateTime)),
    busy: e.transparency !== 'transparent',
    organizer: { name: str(organizer.displayName), email: str(organizer.email) },
  };
}

/**
 * Microsoft Graph `event` from `calendarView/delta`, asked for in UTC (`Prefer:
 * outlook.timezone="UTC"`), so `dateTime` has no offset and `timeZone` says UTC.
 */
export function fromGraphEvent(raw: unknown): ProviderEvent | undefined {
  const e = obj(raw);
  const id = str(e.id);
  if (!id) return undefined;
  if (e['@removed'] !== undefined || e.isCancelled === true) return { id, removed: true };
  const utc = (t: unknown) => {
    const v = obj(t);
    const dateTime = str(v.dateTime);
    if (!dateTime || (v.timeZone !== undefined && v.timeZone !== 'UTC')) return undefined;
    return instant(/(Z|[+-]\d\d:\d\d)$/.test(dateTime) ? dateTime : `${dateTime}Z`);
  };
  const organizer = obj(obj(e.organizer).emailAddress);
  return {
    id,
    removed: false,
    title: str(e.subject),
    start: e.isAllDay === true ? undefined : utc(e.start),
    end: e.isAllDay === true ? undefined : utc(e.end),
    busy: e.showAs !== 'free',
    organizer: { name: str(organizer.name), email: str(organizer.address) },
  };
}
