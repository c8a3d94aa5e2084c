import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { PLATFORM_LABELS, type TMeeting } from '@contracts/booking/meeting';
import {
  inviteLocation,
  LOCATION_KIND_LABELS,
  locationText,
  type MeetingLocation,
} from '@domain/booking/meeting-location';

/**
 * The calendar invite (.ics, RFC 5545 / iTIP RFC 5546) mailed with a booked meeting, the updated
 * invite of each reschedule, and the cancellation that ends it. All carry the same UID, so a
 * calendar app that added the invite moves or removes that very event; each change's higher
 * SEQUENCE (the meeting's, raised by every change) marks it as the newer version. Times are
 * written in UTC.
 */

export type InviteMethod = 'REQUEST' | 'CANCEL';

/** The attachment's MIME type: calendar apps read the method from it as well as from the body. */
export const inviteContentType = (method: InviteMethod) =>
  `text/calendar; method=${method}` as const;

export const INVITE_FILENAME = 'invite.ics';

/** One UID per meeting, the same in every mail about it. */
export const inviteUid = (meetingId: string) => `${meetingId}@vcisohub`;

/** Without the meeting's own: a first request, and the cancellation that supersedes it. */
const FIRST_SEQUENCE: Record<InviteMethod, number> = { REQUEST: 0, CANCEL: 1 };

export type InviteMeeting = Pick<
  TMeeting,
  | 'id'
  | 'startTime'
  | 'endTime'
  | 'attendeeName'
  | 'attendeeEmail'
  | 'platform'
  | 'notes'
  | 'joinUrl'
  | 'location'
>;

export interface MeetingInviteInput {
  method: InviteMethod;
  meeting: InviteMeeting;
  /** The booking page's name: the start of the event's title. */
  pageName: string;
  /**
   * The organizer's name (ORGANIZER;CN): the host as the mails name them, their profile name,
   * else their e-mail (`MeetingMailContext.hostName`), never the page's name.
   */
  hostName: string;
  /**
   * Whom the reader meets, for the title: the host's name on the visitor's copy (`hostTitleName`);
   * the visitor's name when absent (the host's own copy).
   */
  withName?: string;
  /** The page owner's e-mail; null when the owner's account can no longer be found. */
  organizerEmail: string | null;
  /** DTSTAMP: when this version was made (the booking, or the cancellation). */
  stamp: Date;
  /** The meeting's version (`MeetingItem.sequence`): a reschedule or cancellation raises it. */
  sequence?: number;
  /** CANCEL only: the reason the visitor gave, or the owner's message, if any. */
  reason?: string | null;
  /** CANCEL only: who cancelled; the visitor when absent. */
  cancelledBy?: 'attendee' | 'owner';
}

/** The event's title, as both sides see it. */
export const inviteSummary = (pageName: string, attendeeName: string) =>
  `${pageName} with ${attendeeName}`;

export function buildMeetingInvite(input: MeetingInviteInput): string {
  const { meeting, method } = input;
  const platform = meeting.platform ? PLATFORM_LABELS[meeting.platform] : null;
  const location = meeting.location ?? null;
  // A cancelled meeting is not joined: its link stays out of the cancellation. The host's own
  // video link is the one to join where they set one.
  const ownLink = location?.kind === 'video_link' ? location.value : undefined;
  const joinUrl = method === 'CANCEL' ? undefined : (ownLink ?? meeting.joinUrl);
  const bookingPage = ical({
    prodId: { company: 'vCISO Hub', product: 'Booking', language: 'EN' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  bookingPage.createEvent({
    id: inviteUid(meeting.id),
    sequence: input.sequence ?? FIRST_SEQUENCE[method],
    stamp: input.stamp,
    start: new Date(meeting.startTime),
    end: new Date(meeting.endTime),
    summary: inviteSummary(input.pageName, input.withName || meeting.attendeeName),
    description: describe(input, location ? null : platform, joinUrl),
    // A calendar app offers LOCATION and URL as the place to join: the link where there is one,
    // else the address or number the host set.
    ...(joinUrl
      ? { location: joinUrl, url: joinUrl }
      : location
        ? { location: inviteLocation(location) }
        : platform
          ? { location: platform }
          : {}),
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(input.organizerEmail
      ? { organizer: { name: input.hostName || input.organizerEmail, email: input.organizerEmail } }
      : {}),
    attendees: [
      {
        name: meeting.attendeeName,
        email: meeting.attendeeEmail,
        role: ICalAttendeeRole.REQ,
        // The visitor chose the time themselves.
        status: ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  // RFC 5545 ends every content line, END:VCALENDAR included, with CRLF; the generator stops short.
  return `${bookingPage.toString()}\r\n`;
}

function describe(
  input: MeetingInviteInput,
  platform: string | null,
  joinUrl: string | undefined,
): string {
  const lines: string[] = [];
  if (input.method === 'CANCEL') {
    const host = input.cancelledBy === 'owner';
    lines.push(`This meeting was cancelled by ${host ? 'the host' : input.meeting.attendeeName}.`);
    if (input.reason) lines.push(`${host ? 'Message' : 'Reason'}: ${input.reason}`);
    lines.push('');
  }
  lines.push(placeLine(input.meeting.location ?? null, platform));
  if (joinUrl) lines.push(`Join the meeting: ${joinUrl}`);
  if (input.meeting.notes) lines.push(`Notes: ${input.meeting.notes}`);
  return lines.join('\n');
}

/** "Where: In person, 1 Main Street" (a video link's URL is its join line), else the platform. */
function placeLine(location: MeetingLocation | null, platform: string | null): string {
  if (location?.kind === 'video_link') return `Where: ${LOCATION_KIND_LABELS.video_link}`;
  if (location) return `Where: ${locationText(location)}`;
  return `Platform: ${platform ?? 'Not chosen'}`;
}
