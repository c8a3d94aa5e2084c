import type { OutgoingEvent, ProviderEvent } from '../../ports/calendar-providers';

/**
 * Provider JSON ↔ the port's shapes. Pure, so the mapping is unit-tested on its edges: events
 * read by the sync, events written for a meeting, and what is read back of a written one.
 */

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (typeof v === 'object' && v !== null ? (v as Json) : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

/** The mark a Graph event written for a meeting carries in `transactionId`. */
const GRAPH_MARK = 'vciso-';

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
  const ownMeetingId = str(obj(obj(e.extendedProperties).private).vcisoMeetingId);
  return {
    id,
    removed: false,
    title: str(e.summary),
    start: instant(str(obj(e.start).dateTime)),
    end: instant(str(obj(e.end).dateTime)),
    busy: e.transparency !== 'transparent',
    organizer: { name: str(organizer.displayName), email: str(organizer.email) },
    ...(ownMeetingId ? { ownMeetingId } : {}),
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
  const mark = str(e.transactionId);
  const ownMeetingId = mark?.startsWith(GRAPH_MARK)
    ? str(mark.slice(GRAPH_MARK.length))
    : undefined;
  return {
    id,
    removed: false,
    title: str(e.subject),
    start: e.isAllDay === true ? undefined : utc(e.start),
    end: e.isAllDay === true ? undefined : utc(e.end),
    busy: e.showAs !== 'free',
    organizer: { name: str(organizer.name), email: str(organizer.address) },
    ...(ownMeetingId ? { ownMeetingId } : {}),
  };
}

/** `toISOString()` of an instant; a caller passing something else is a bug, not a provider's. */
function utcInstant(value: string): string {
  const t = Date.parse(value);
  if (Number.isNaN(t)) throw new RangeError(`not an instant: ${value}`);
  return new Date(t).toISOString();
}

/**
 * The Google event id of a meeting's event. Google takes a client-chosen id (base32hex: a–v and
 * 0–9, 5 to 1024 characters) and refuses a second insert with it (409), which makes a retried
 * create find the first one. A UUID's hex digits are base32hex already.
 */
export function googleEventId(meetingId: string): string {
  const hex = meetingId.toLowerCase().replace(/-/g, '');
  if (!/^[0-9a-f]+$/.test(hex)) throw new RangeError(`meeting id is not a UUID: ${meetingId}`);
  return `vciso${hex}`;
}

/** The times of a Google event, in UTC. */
export const googleTimes = (start: string, end: string) => ({
  start: { dateTime: utcInstant(start) },
  end: { dateTime: utcInstant(end) },
});

/**
 * A Google `Event`'s fields for events.insert (beside its id) or for restoring it. The meeting id
 * goes into the private extended properties (only this client sees them), where the sync reads it
 * back.
 */
export function toGoogleEvent(event: OutgoingEvent): Json {
  return {
    summary: event.title,
    description: event.description,
    ...googleTimes(event.start, event.end),
    extendedProperties: { private: { vcisoMeetingId: event.meetingId } },
    // Google's event has only a free-text location (calendar apps make a link in it clickable);
    // its conferenceData takes only Meet or an add-on's conference, not any link.
    ...(event.location ? { location: event.location.text } : {}),
    ...(event.onlineMeeting
      ? {
          conferenceData: {
            // Google makes one conference per request id, so a retried request makes no second.
            createRequest: {
              requestId: event.meetingId,
              conferenceSolutionKey: { type: 'hangoutsMeet' },
            },
          },
        }
      : {}),
  };
}

/** The join link of a Google event: the conference's video entry point, else `hangoutLink`. */
export function googleJoinUrl(raw: unknown): string | undefined {
  const e = obj(raw);
  const entryPoints = obj(e.conferenceData).entryPoints;
  const video = (Array.isArray(entryPoints) ? entryPoints : [])
    .map(obj)
    .find((p) => p.entryPointType === 'video');
  return str(video?.uri) ?? str(e.hangoutLink);
}

/** Google makes a conference asynchronously: until then its create request says `pending`. */
export function googleConferencePending(raw: unknown): boolean {
  const request = obj(obj(raw).conferenceData).createRequest;
  return obj(obj(request).status).statusCode === 'pending';
}

/** A time for Graph: asked for in UTC, written in UTC (its dateTime carries no offset). */
const graphTime = (t: string) => ({ dateTime: utcInstant(t).slice(0, -1), timeZone: 'UTC' });

/** The times of a Graph event, in UTC. */
export const graphTimes = (start: string, end: string) => ({
  start: graphTime(start),
  end: graphTime(end),
});

/**
 * A Graph `event` for POST /me/events. `transactionId` is Graph's guard against a client's
 * retried POST making a second event, and the mark the sync reads back.
 */
export function toGraphEvent(event: OutgoingEvent): Json {
  return {
    subject: event.title,
    body: { contentType: 'text', content: event.description },
    ...graphTimes(event.start, event.end),
    transactionId: `${GRAPH_MARK}${event.meetingId}`,
    // Graph's own fields for an online meeting are Teams's (read-only otherwise): a host's own
    // video link is the location's URI.
    ...(event.location
      ? {
          location: {
            displayName: event.location.text,
            ...(event.location.url ? { locationUri: event.location.url } : {}),
          },
        }
      : {}),
    ...(event.onlineMeeting
      ? { isOnlineMeeting: true, onlineMeetingProvider: 'teamsForBusiness' }
      : {}),
  };
}

/** The Teams join link of a Graph event. */
export const graphJoinUrl = (raw: unknown): string | undefined =>
  str(obj(obj(raw).onlineMeeting).joinUrl);
