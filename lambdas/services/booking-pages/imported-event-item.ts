import { createHash } from 'node:crypto';
import type { TMeeting } from '@contracts/booking/meeting';
import type { TOAuthProvider } from '@contracts/booking/connection';
import { importedEventKeys } from '../../keys/imported-event';
import type { ProviderEvent } from '../../ports/calendar-providers';
import type { TableItem, TableKey } from '../../ports/table';

/** Provider event ids are free-form: the key holds their SHA-256 (hex). */
export const eventHash = (providerEventId: string): string =>
  createHash('sha256').update(providerEventId, 'utf8').digest('hex');

export const importedEventKey = (
  bookingPageId: string,
  connectionId: string,
  providerEventId: string,
): TableKey =>
  importedEventKeys.key({ bookingPageId, connectionId, eventHash: eventHash(providerEventId) });

/** Every imported event of one connection: one Query on the page's partition. */
export const importedEventsQuery = (bookingPageId: string, connectionId: string) => ({
  pk: importedEventKeys.pk.format({ bookingPageId }),
  sk: { beginsWith: `${importedEventKeys.sk.prefix}${connectionId}#` },
});

export interface ImportedEventItem extends TableItem {
  providerEventId: string;
  meetingId: string;
  /** The meeting's start: with its id, the meeting's sort key. */
  startTime: string;
  endTime: string;
  /** What the meeting was written from, to skip writes when nothing changed. */
  fingerprint: string;
  createdAt: string;
}

/**
 * The same provider event always becomes the same meeting: its id is derived from the connection
 * and the provider's event id (a UUID-shaped SHA-256), so a replayed or repeated sync cannot make a
 * second meeting.
 */
export function importedMeetingId(connectionId: string, providerEventId: string): string {
  const hex = createHash('sha256').update(`${connectionId}\n${providerEventId}`).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Meetings are at most a day long (slots look back one day for a running meeting). */
const MAX_MEETING_MS = 24 * 60 * 60 * 1000;
const UNTITLED = 'Busy';

/**
 * A provider event as a meeting of the booking page, or undefined when it is not busy time to
 * import: removed, all-day or without times, marked free, longer than a day, already over, or
 * one of the product's own meetings written back.
 */
export function toImportedMeeting(
  event: ProviderEvent,
  ctx: {
    bookingPageId: string;
    connectionId: string;
    provider: TOAuthProvider;
    now: Date;
    createdAt: string;
  },
): TMeeting | undefined {
  if (event.removed || !event.start || !event.end || event.busy === false) return undefined;
  // A booking written back to the calendar: the meeting itself already holds its time.
  if (event.ownMeetingId) return undefined;
  const start = Date.parse(event.start);
  const end = Date.parse(event.end);
  if (!(end > start) || end - start > MAX_MEETING_MS || end <= ctx.now.getTime()) return undefined;
  return {
    id: importedMeetingId(ctx.connectionId, event.id),
    bookingPageId: ctx.bookingPageId,
    connectionId: ctx.connectionId,
    title: event.title?.trim() || UNTITLED,
    startTime: new Date(start).toISOString(),
    endTime: new Date(end).toISOString(),
    attendeeName: event.organizer?.name ?? event.organizer?.email ?? '',
    attendeeEmail: event.organizer?.email ?? '',
    status: 'scheduled',
    source: ctx.provider,
    platform: null,
    notes: null,
    createdAt: ctx.createdAt,
  };
}

/** What decides whether a stored meeting must be rewritten. */
export const meetingFingerprint = (m: TMeeting): string =>
  createHash('sha256')
    .update(JSON.stringify([m.title, m.startTime, m.endTime, m.attendeeName, m.attendeeEmail]))
    .digest('hex');

export function toImportedEventItem(
  meeting: TMeeting,
  connectionId: string,
  providerEventId: string,
): ImportedEventItem {
  return {
    ...importedEventKey(meeting.bookingPageId, connectionId, providerEventId),
    providerEventId,
    meetingId: meeting.id,
    startTime: meeting.startTime,
    endTime: meeting.endTime,
    fingerprint: meetingFingerprint(meeting),
    createdAt: meeting.createdAt,
  };
}
