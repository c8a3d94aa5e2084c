import type { TMeeting } from '@contracts/booking/meeting';
import { displayNameOf } from '@domain/account/display-name';
import type { Logger } from '../../middleware/logger';
import type { Clock } from '../../ports/clock';
import type { RenderedMail } from '../../mail/mails';
import type { MailAttachment, MailMessage } from '../../ports/mailer';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { dayAndClock } from '../../mail/day-and-clock';
import {
  sendEach,
  sendOnce as sendOnceClaimed,
  type MailOutcome,
  type SendOutcome,
} from '../mail/send-once';
import { bookingPageKey, type BookingPageItem } from '../booking-pages/booking-page-item';
import {
  cancelledByOf,
  fromMeetingItem,
  meetingKey,
  sequenceOf,
  type CancelledBy,
  type MeetingItem,
  type PendingOwnerNotice,
} from '../booking-pages/meeting-item';
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

/** The meeting with its version and what a cancellation adds to it. */
export interface MailedMeeting extends TMeeting {
  sequence: number;
  cancelReason: string | null;
  cancelledAt: string | null;
  cancelledBy: CancelledBy;
  /** When it was last moved; null for a meeting never moved. */
  rescheduledAt: string | null;
}

export interface MeetingMailContext {
  meeting: MailedMeeting;
  pageName: string;
  /** The page's zone: the owner's working hours are read in it, and their mails show it. */
  timeZone: string;
  /** The visitor's zone, chosen on the booking page (the page's for meetings booked before). */
  attendeeTimeZone: string;
  /** null when the owner's account can no longer be found. */
  ownerEmail: string | null;
  /** How the visitor sees the host: the name of their profile, else their e-mail. */
  hostName: string;
  /** The owner's notice of the visitor's moves, while it waits (`owner-move-notice.ts`). */
  ownerNotice?: PendingOwnerNotice;
}

/**
 * Re-reads the meeting (strongly consistent: the event may arrive right after the write) and its
 * page, and looks up the owner's e-mail. Undefined when either is gone.
 */
export async function readMeetingMailContext(
  deps: { table: Pick<Table, 'get'>; users: Pick<UserDirectory, 'getEmail'> },
  ids: { bookingPageId: string; meetingId: string; startTime: string },
): Promise<MeetingMailContext | undefined> {
  const item = await deps.table.get(
    meetingKey({ bookingPageId: ids.bookingPageId, startTime: ids.startTime, id: ids.meetingId }),
    { consistent: true },
  );
  if (!item) return undefined;
  const page = await deps.table.get<BookingPageItem>(bookingPageKey(ids.bookingPageId), {
    consistent: true,
  });
  if (!page) return undefined;
  const ownerId = typeof item.userId === 'string' ? item.userId : page.userId;
  const ownerEmail = await deps.users.getEmail(ownerId);
  return {
    meeting: {
      ...fromMeetingItem(item),
      sequence: sequenceOf(item as Partial<MeetingItem>),
      cancelReason: textOrNull(item.cancelReason),
      cancelledAt: textOrNull(item.cancelledAt),
      cancelledBy: cancelledByOf(item as Partial<MeetingItem>),
      rescheduledAt: textOrNull(item.rescheduledAt),
    },
    pageName: page.name,
    timeZone: page.timeZone || 'UTC',
    attendeeTimeZone: textOrNull(item.attendeeTimeZone) ?? (page.timeZone || 'UTC'),
    ownerEmail,
    hostName: displayNameOf(textOrNull(page.hostName), ownerEmail) || 'the host',
    ...(isOwnerNotice(item.ownerNotice) ? { ownerNotice: item.ownerNotice } : {}),
  };
}

const isOwnerNotice = (value: unknown): value is PendingOwnerNotice =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as PendingOwnerNotice).previousStartTime === 'string' &&
  typeof (value as PendingOwnerNotice).previousEndTime === 'string' &&
  typeof (value as PendingOwnerNotice).dueAt === 'string';

const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** Which mail of a meeting a claim stands for. */
export type MeetingMailKind =
  | 'booked-attendee'
  | 'booked-owner'
  | 'cancelled-attendee'
  | 'cancelled-owner'
  | 'rescheduled-attendee'
  | 'rescheduled-owner';

/**
 * Sends one booking mail at most once (`IDEM#booking-mail#<meetingId>#<kind>`, and `#<version>`
 * for a mail each version may have: a meeting is rescheduled any number of times), whatever the
 * number of deliveries.
 */
export const sendOnce = (
  deps: {
    table: Pick<Table, 'putIfAbsent' | 'get' | 'update' | 'delete'>;
    clock: Clock;
    log?: Logger;
  },
  claim: { meetingId: string; kind: MeetingMailKind; version?: number },
  send: () => Promise<void>,
): Promise<SendOutcome> =>
  sendOnceClaimed(
    deps,
    {
      scope: 'booking-mail',
      key: `${claim.meetingId}#${claim.kind}${claim.version === undefined ? '' : `#${claim.version}`}`,
    },
    send,
  );

/** Who reads a mail: the visitor sees the time in their own zone, the owner in the page's. */
export type MailReader = 'attendee' | 'owner';

/**
 * The meeting's time for a mail: in the reader's zone first, then in UTC when that differs, e.g.
 * "Monday, 7 January 2030, 10:00–10:30 Europe/Paris (your time zone)" and
 * "Monday, 7 January 2030, 09:00–09:30 UTC".
 */
export function meetingTimeLines(
  meeting: Pick<TMeeting, 'startTime' | 'endTime'>,
  timeZone: string,
): string[] {
  const utc = `${formatSpan(meeting.startTime, meeting.endTime, 'UTC')} UTC`;
  if (sameZone(timeZone)) return [utc];
  return [
    `${formatSpan(meeting.startTime, meeting.endTime, timeZone)} ${timeZone} (your time zone)`,
    utc,
  ];
}

const sameZone = (zone: string) => ['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT'].includes(zone);

function formatSpan(start: string, end: string, timeZone: string): string {
  const { day, clock } = dayAndClock(timeZone, { weekday: true });
  const from = new Date(start);
  const to = new Date(end);
  const startDay = day.format(from);
  const endDay = day.format(to);
  const endText = endDay === startDay ? clock.format(to) : `${endDay}, ${clock.format(to)}`;
  return `${startDay}, ${clock.format(from)}–${endText}`;
}

/**
 * The .ics of a mail: the meeting's invite at its version, or its cancellation with the reason.
 * Its title names whom the reader meets: the host for the visitor, the visitor for the host.
 */
export function inviteAttachment(
  context: MeetingMailContext,
  method: InviteMethod,
  stamp: Date,
  reader: MailReader,
): MailAttachment {
  return {
    filename: INVITE_FILENAME,
    contentType: inviteContentType(method),
    content: buildMeetingInvite({
      method,
      meeting: context.meeting,
      pageName: context.pageName,
      hostName: context.hostName,
      ...(reader === 'attendee' ? { withName: context.hostName } : {}),
      organizerEmail: context.ownerEmail,
      stamp,
      sequence: context.meeting.sequence,
      ...(method === 'CANCEL'
        ? { reason: context.meeting.cancelReason, cancelledBy: context.meeting.cancelledBy }
        : {}),
    }),
  };
}

/**
 * A mail to the visitor about their meeting, its words from a template (`lambdas/mail`); replies
 * reach the owner.
 */
export function visitorMail(
  context: MeetingMailContext,
  mail: RenderedMail,
  invite: MailAttachment,
): MailMessage {
  return {
    to: context.meeting.attendeeEmail,
    ...mail,
    ...(context.ownerEmail ? { replyTo: context.ownerEmail } : {}),
    attachments: [invite],
  };
}

/** The page owner's mail about a meeting: replies reach the visitor. */
export function ownerMail(
  context: MeetingMailContext,
  ownerEmail: string,
  mail: RenderedMail,
  invite: MailAttachment,
): MailMessage {
  return {
    to: ownerEmail,
    ...mail,
    replyTo: context.meeting.attendeeEmail,
    attachments: [invite],
  };
}

/** The meeting's time lines for a mail's reader, in the reader's own zone (then UTC). */
export const readerTimeLines = (context: MeetingMailContext, reader: MailReader): string[] =>
  meetingTimeLines(
    context.meeting,
    reader === 'attendee' ? context.attendeeTimeZone : context.timeZone,
  );

/** The visitor as the owner's mails name them. */
export const visitorOf = (context: MeetingMailContext) => ({
  name: context.meeting.attendeeName,
  email: context.meeting.attendeeEmail,
});

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
    /** For mails each version of the meeting has (a reschedule's). */
    version?: number;
    attendee: () => Promise<void>;
    owner: (ownerEmail: string) => Promise<void>;
  },
): Promise<Record<'attendee' | 'owner', MailOutcome>> {
  const { meetingId, context, kinds } = input;
  const version = input.version === undefined ? {} : { version: input.version };
  return sendEach({
    attendee: () =>
      sendOnce(guard, { meetingId, kind: kinds.attendee, ...version }, input.attendee),
    owner: async () => {
      const { ownerEmail } = context;
      if (!ownerEmail) {
        guard.log?.warn('The page owner has no e-mail on record; no notice sent', {
          meetingId,
          kind: kinds.owner,
        });
        return 'skipped';
      }
      return sendOnce(guard, { meetingId, kind: kinds.owner, ...version }, () =>
        input.owner(ownerEmail),
      );
    },
  });
}
