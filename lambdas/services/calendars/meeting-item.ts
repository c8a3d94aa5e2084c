import type { TMeeting } from '@contracts/booking/meeting';
import { meetingKeys } from '../../keys/meeting';
import type { TableItem, TableKey } from '../../ports/table';

/** How a meeting is stored: under its calendar, sorted by start (`lambdas/keys/meeting.ts`). */
export const meetingKey = (m: Pick<TMeeting, 'calendarId' | 'startTime' | 'id'>): TableKey =>
  meetingKeys.key({ calendarId: m.calendarId, start: m.startTime, id: m.id });

export interface MeetingItem
  extends TableItem, Omit<TMeeting, 'connectionId' | 'platform' | 'notes'> {
  userId: string;
  connectionId?: string;
  platform?: TMeeting['platform'];
  notes?: string;
}

export function toMeetingItem(meeting: TMeeting, userId: string): MeetingItem {
  const { connectionId, platform, notes, ...rest } = meeting;
  return {
    ...meetingKey(meeting),
    ...rest,
    userId,
    ...(connectionId ? { connectionId } : {}),
    ...(platform ? { platform } : {}),
    ...(notes ? { notes } : {}),
  };
}

export function fromMeetingItem(item: TableItem): TMeeting {
  const m = item as Partial<MeetingItem>;
  return {
    id: String(m.id),
    calendarId: String(m.calendarId),
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
  };
}

/**
 * The Query for a calendar's meetings that may touch [from, to): by start, from `lookBackMs`
 * before `from` (a meeting that began earlier may still run into the period).
 */
export function meetingsQuery(calendarId: string, from: Date, to: Date, lookBackMs: number) {
  const { pk } = meetingKeys.inPartition({ calendarId });
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
