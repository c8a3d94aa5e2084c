import type { TMeeting } from '@contracts/booking/meeting';
import { meetingKeys, meetingRefKeys } from '../../keys/meeting';
import type { TableItem, TableKey } from '../../ports/table';
import { locationOf } from './booking-page-item';
import { meetingStartIndex } from './meeting-start-index';

/** How a meeting is stored: under its booking page, sorted by start (`lambdas/keys/meeting.ts`). */
export const meetingKey = (m: Pick<TMeeting, 'bookingPageId' | 'startTime' | 'id'>): TableKey =>
  meetingKeys.key({ bookingPageId: m.bookingPageId, start: m.startTime, id: m.id });

/** Who cancelled a meeting: the visitor by their link, or the page's owner. */
export type CancelledBy = 'attendee' | 'owner';

export interface MeetingItem
  extends TableItem, Omit<TMeeting, 'connectionId' | 'platform' | 'notes'> {
  userId: string;
  connectionId?: string;
  platform?: TMeeting['platform'];
  notes?: string;
  /** A booking's: the IANA zone the visitor chose on the public page (else the page's zone). */
  attendeeTimeZone?: string;
  /**
   * Grows by one with each change the attendee is told of (cancel, reschedule): the invite's
   * SEQUENCE. Absent on meetings never changed since it was kept (`sequenceOf`).
   */
  sequence?: number;
  cancelledAt?: string;
  /** The visitor's reason or the owner's message, whichever side cancelled. */
  cancelReason?: string;
  cancelledBy?: CancelledBy;
  /** When it was last moved: the stamp of the updated invite. */
  rescheduledAt?: string;
  /** The idempotency key of the last move, so its retry is answered rather than refused. */
  lastMoveKey?: string;
  /** Moves made by the visitor's link (`domain/booking/link-moves.ts`); absent: none. */
  linkMoves?: number;
  /** The owner's notice of the visitor's moves, while it waits (`booking/owner-move-notice.ts`). */
  ownerNotice?: PendingOwnerNotice;
  /** A booking as written to the owner's connected calendar (`booking/write-back-meeting.ts`). */
  external?: ExternalEvent;
  /** The video meeting's join link that calendar's provider made (Google Meet, Teams). */
  joinUrl?: string;
}

/**
 * The owner is told of a visitor's moves once they settle: one notice for moves in quick
 * succession, with the time before the first of them and the meeting's time when it is sent.
 */
export interface PendingOwnerNotice {
  previousStartTime: string;
  previousEndTime: string;
  /** How many moves the notice covers. */
  moves: number;
  /** When it is sent (ISO): a while after the last move, pushed back by each further one. */
  dueAt: string;
}

/** Where a booking was written back, and with which times, so a move or a cancel follows it. */
export interface ExternalEvent {
  connectionId: string;
  provider: 'google' | 'microsoft';
  eventId: string;
  /** The times the event has at the provider: differing from the meeting's, it is moved. */
  startTime: string;
  endTime: string;
  /** Set once the event was deleted at the provider (the meeting was cancelled). */
  deleted?: boolean;
}

/**
 * The meeting's current SEQUENCE. A meeting stored before it was kept is 0 while scheduled and
 * 1 once cancelled (what its cancellation was then sent with).
 */
export const sequenceOf = (item: Partial<MeetingItem>): number =>
  typeof item.sequence === 'number' ? item.sequence : item.status === 'cancelled' ? 1 : 0;

/** Who cancelled it; meetings cancelled before owners could were cancelled by the visitor. */
export const cancelledByOf = (item: Partial<MeetingItem>): CancelledBy =>
  item.cancelledBy === 'owner' ? 'owner' : 'attendee';

/** The meeting's id → its key's start (`meetingRefKeys`). */
export interface MeetingRefItem extends TableItem {
  startTime: string;
}

export const meetingRefKey = (m: Pick<TMeeting, 'bookingPageId' | 'id'>): TableKey =>
  meetingRefKeys.key({ bookingPageId: m.bookingPageId, id: m.id });

export const toMeetingRefItem = (
  m: Pick<TMeeting, 'bookingPageId' | 'id' | 'startTime'>,
): MeetingRefItem => ({ ...meetingRefKey(m), startTime: m.startTime });

/**
 * The stored meeting moved to a new time: the same id and everything else, a new key (its start
 * is part of it) and the next SEQUENCE. A waiting owner's notice is not carried over: the mover
 * adds it again when the move is one the owner is to be told of later.
 */
export function movedMeetingItem(
  item: MeetingItem,
  to: { startTime: string; endTime: string },
  now: Date,
  key: string | undefined,
): MeetingItem {
  const {
    lastMoveKey: _previous,
    ownerNotice: _notice,
    GSI2PK: _noticePk,
    GSI2SK: _noticeSk,
    ...rest
  } = item;
  const moved = { ...rest, startTime: to.startTime, endTime: to.endTime };
  return {
    ...moved,
    ...meetingKey(moved),
    ...meetingStartIndex(moved),
    sequence: sequenceOf(item) + 1,
    rescheduledAt: now.toISOString(),
    ...(key ? { lastMoveKey: key } : {}),
  };
}

export function toMeetingItem(meeting: TMeeting, userId: string): MeetingItem {
  const { connectionId, platform, notes, location, ...rest } = meeting;
  return {
    ...meetingKey(meeting),
    ...meetingStartIndex(meeting),
    ...rest,
    userId,
    ...(connectionId ? { connectionId } : {}),
    ...(platform ? { platform } : {}),
    ...(notes ? { notes } : {}),
    ...(location ? { location } : {}),
  };
}

export function fromMeetingItem(item: TableItem): TMeeting {
  const m = item as Partial<MeetingItem>;
  const location = locationOf(m.location);
  return {
    id: String(m.id),
    bookingPageId: String(m.bookingPageId),
    connectionId: typeof m.connectionId === 'string' ? m.connectionId : null,
    title: String(m.title ?? ''),
    startTime: String(m.startTime),
    endTime: String(m.endTime),
    attendeeName: String(m.attendeeName ?? ''),
    attendeeEmail: String(m.attendeeEmail ?? ''),
    status: m.status === 'cancelled' ? 'cancelled' : 'scheduled',
    source: m.source ?? 'manual',
    platform: m.platform ?? null,
    notes: typeof m.notes === 'string' && m.notes ? m.notes : null,
    createdAt: String(m.createdAt ?? ''),
    ...(joinUrlOf(m.joinUrl) ? { joinUrl: joinUrlOf(m.joinUrl) } : {}),
    ...(location ? { location } : {}),
  };
}

/** Only an http(s) link is shown or mailed as a join link, whatever a provider answered. */
export const joinUrlOf = (value: unknown): string | undefined =>
  typeof value === 'string' && /^https:\/\/\S+$/i.test(value) ? value : undefined;

/**
 * The Query for a calendar's meetings that may touch [from, to): by start, from `lookBackMs`
 * before `from` (a meeting that began earlier may still run into the period).
 */
export function meetingsQuery(bookingPageId: string, from: Date, to: Date, lookBackMs: number) {
  const { pk } = meetingKeys.inPartition({ bookingPageId });
  return {
    pk,
    sk: {
      between: [
        `${meetingKeys.sk.prefix}${new Date(from.getTime() - lookBackMs).toISOString()}`,
        `${meetingKeys.sk.prefix}${to.toISOString()}`,
      ] as [string, string],
    },
  };
}

/** Meetings are at most a day long, so a day before a period is enough to look back. */
export const MEETING_LOOKBACK_MS = 24 * 60 * 60 * 1000;
