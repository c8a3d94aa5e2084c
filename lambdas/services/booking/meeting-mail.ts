import { PLATFORM_LABELS, type TMeeting } from '@contracts/booking/meeting';
import type { Logger } from '../../middleware/logger';
import type { Clock } from '../../ports/clock';
import type { MailAttachment } from '../../ports/mailer';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import {
  sendEach,
  sendOnce as sendOnceClaimed,
  type MailOutcome,
  type SendOutcome,
} from '../mail/send-once';
import { calendarKey, type CalendarItem } from '../calendars/calendar-item';
import { fromMeetingItem, meetingKey } from '../calendars/meeting-item';
import {
  buildMeetingInvite,
  INVITE_FILENAME,
  inviteContentType,
  type InviteMethod,
} from './meeting-invite';

/**
 * What the booking mails share: the meeting as stored now (events carry only its ids), its page
 * and owner, a once-only guard per mail, and the meeting's time as people read it.
 */

/** The meeting with what a cancellation adds to it. */
export interface MailedMeeting extends TMeeting {
  cancelReason: string | null;
  cancelledAt: string | null;
}

export interface MeetingMailContext {
  meeting: MailedMeeting;
  pageName: string;
  /** The page's zone: the owner's working hours are read in it. */
  timeZone: string;
  /** null when the owner's account can no longer be found. */
  ownerEmail: string | null;
}

/**
 * Re-reads the meeting (strongly consistent: the event may arrive right after the write) and its
 * page, and looks up the owner's e-mail. Undefined when either is gone.
 */
export async function readMeetingMailContext(
  deps: { table: Pick<Table, 'get'>; users: UserDirectory },
  ids: { calendarId: string; meetingId: string; startTime: string },
): Promise<MeetingMailContext | undefined> {
  const item = await deps.table.get(
    meetingKey({ calendarId: ids.calendarId, startTime: ids.startTime, id: ids.meetingId }),
    { consistent: true },
  );
  if (!item) return undefined;
  const page = await deps.table.get<CalendarItem>(calendarKey(ids.calendarId), {
    consistent: true,
  });
  if (!page) return undefined;
  const ownerId = typeof item.userId === 'string' ? item.userId : page.userId;
  return {
    meeting: {
      ...fromMeetingItem(item),
      cancelReason: textOrNull(item.cancelReason),
      cancelledAt: textOrNull(item.cancelledAt),
    },
    pageName: page.name,
    timeZone: page.timeZone || 'UTC',
    ownerEmail: await deps.users.getEmail(ownerId),
  };
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** Which mail of a meeting a claim stands for. */
export type MeetingMailKind =
  'booked-attendee' | 'booked-owner' | 'cancelled-attendee' | 'cancelled-owner';

/**
 * Sends one booking mail at most once (`IDEM#booking-mail#<meetingId>#<kind>`), whatever the
 * number of deliveries.
 */
export const sendOnce = (
  deps: {
    table: Pick<Table, 'putIfAbsent' | 'get' | 'update' | 'delete'>;
    clock: Clock;
    log?: Logger;
  },
  claim: { meetingId: string; kind: MeetingMailKind },
  send: () => Promise<void>,
): Promise<SendOutcome> =>
  sendOnceClaimed(deps, { scope: 'booking-mail', key: `${claim.meetingId}#${claim.kind}` }, send);

/**
 * The meeting's time for a mail: in UTC, and in the page's zone when that differs, e.g.
 * "Monday, 7 January 2030, 09:00–09:30 UTC".
 */
export function meetingTimeLines(
  meeting: Pick<TMeeting, 'startTime' | 'endTime'>,
  timeZone: string,
): string[] {
  const utc = formatSpan(meeting.startTime, meeting.endTime, 'UTC');
  if (sameZone(timeZone)) return [`${utc} UTC`];
  return [
    `${utc} UTC`,
    `${formatSpan(meeting.startTime, meeting.endTime, timeZone)} ${timeZone} (the host's time zone)`,
  ];
}

const sameZone = (zone: string) => ['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT'].includes(zone);

function formatSpan(start: string, end: string, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const from = new Date(start);
  const to = new Date(end);
  const startDay = day.format(from);
  const endDay = day.format(to);
  const endText = endDay === startDay ? clock.format(to) : `${endDay}, ${clock.format(to)}`;
  return `${startDay}, ${clock.format(from)}–${endText}`;
}

/** The .ics of a mail: the meeting's invite, or its cancellation with the visitor's reason. */
export function inviteAttachment(
  context: MeetingMailContext,
  method: InviteMethod,
  stamp: Date,
): MailAttachment {
  return {
    filename: INVITE_FILENAME,
    contentType: inviteContentType(method),
    content: buildMeetingInvite({
      method,
      meeting: context.meeting,
      pageName: context.pageName,
      organizerEmail: context.ownerEmail,
      stamp,
      ...(method === 'CANCEL' ? { reason: context.meeting.cancelReason } : {}),
    }),
  };
}

/** "Platform: Google Meet". */
export const platformLine = ({ platform }: Pick<TMeeting, 'platform'>) =>
  `Platform: ${platform ? PLATFORM_LABELS[platform] : 'Not chosen'}`;

/** The time lines under a label, the second line aligned under the first: "When: …". */
export function labelledTimeLines(label: string, context: MeetingMailContext): string[] {
  const [first, ...rest] = meetingTimeLines(context.meeting, context.timeZone);
  const indent = ' '.repeat(label.length + 2);
  return [`${label}: ${first}`, ...rest.map((line) => `${indent}${line}`)];
}

/**
 * The two mails of a booking event, each sent once (`sendOnce`) and each on its own
 * (`sendEach`). The owner's is skipped, and logged, when their account has no e-mail any more.
 */
export function mailBothSides(
  guard: {
    table: Pick<Table, 'putIfAbsent' | 'get' | 'update' | 'delete'>;
    clock: Clock;
    log?: Logger;
  },
  input: {
    meetingId: string;
    context: MeetingMailContext;
    kinds: { attendee: MeetingMailKind; owner: MeetingMailKind };
    attendee: () => Promise<void>;
    owner: (ownerEmail: string) => Promise<void>;
  },
): Promise<Record<'attendee' | 'owner', MailOutcome>> {
  const { meetingId, context, kinds } = input;
  return sendEach({
    attendee: () => sendOnce(guard, { meetingId, kind: kinds.attendee }, input.attendee),
    owner: async () => {
      const { ownerEmail } = context;
      if (!ownerEmail) {
        guard.log?.warn('The page owner has no e-mail on record; no notice sent', {
          meetingId,
          kind: kinds.owner,
        });
        return 'skipped';
      }
      return sendOnce(guard, { meetingId, kind: kinds.owner }, () => input.owner(ownerEmail));
    },
  });
}
