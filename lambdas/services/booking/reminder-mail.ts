import type { ReminderLead } from '@domain/booking/reminders';
import { mails } from '../../mail/mails';
import type { MailMessage } from '../../ports/mailer';
import type { MeetingItem } from '../booking-pages/meeting-item';
import { meetingTimeLines } from './meeting-mail';
import { platformLines } from './meeting-place';

/**
 * The reminder mails of a booked meeting: the visitor reads the time in the zone
 * they booked in, the owner in the page's. No cancel link: only its hash is kept, and the
 * confirmation already holds it.
 */

export interface ReminderContext {
  meeting: Pick<
    MeetingItem,
    | 'startTime'
    | 'endTime'
    | 'attendeeName'
    | 'attendeeEmail'
    | 'attendeeTimeZone'
    | 'platform'
    | 'notes'
    | 'joinUrl'
    | 'location'
  >;
  pageName: string;
  /** The page's zone: the owner's. */
  timeZone: string;
  lead: ReminderLead;
  ownerEmail: string | null;
}

/** The zone if this runtime knows it, else the fallback (a stored zone it cannot read). */
function readableZone(zone: string | undefined, fallback: string): string {
  if (!zone) return fallback;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone;
  } catch {
    return fallback;
  }
}

/** The visitor's reminder, their zone being the one they booked in (else the page's). */
export function visitorReminder(context: ReminderContext): MailMessage {
  const { meeting } = context;
  const zone = readableZone(meeting.attendeeTimeZone, readableZone(context.timeZone, 'UTC'));
  const mail = mails.visitorBookingReminder({
    visitorName: meeting.attendeeName,
    pageName: context.pageName,
    startsIn: context.lead.inWords,
    when: meetingTimeLines(meeting, zone),
    place: platformLines(meeting),
    notes: meeting.notes || null,
  });
  return {
    to: meeting.attendeeEmail,
    ...mail,
    ...(context.ownerEmail ? { replyTo: context.ownerEmail } : {}),
  };
}

/** The owner's reminder, in the page's zone. */
export function ownerReminder(context: ReminderContext, ownerEmail: string): MailMessage {
  const { meeting } = context;
  const mail = mails.ownerBookingReminder({
    visitor: { name: meeting.attendeeName, email: meeting.attendeeEmail },
    pageName: context.pageName,
    startsIn: context.lead.inWords,
    when: meetingTimeLines(meeting, readableZone(context.timeZone, 'UTC')),
    place: platformLines(meeting),
    notes: meeting.notes || null,
  });
  return { to: ownerEmail, ...mail, replyTo: meeting.attendeeEmail };
}
