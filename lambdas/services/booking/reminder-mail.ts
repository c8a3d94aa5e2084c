import type { ReminderLead } from '@domain/booking/reminders';
import type { MailMessage } from '../../ports/mailer';
import { oneLine } from '../mail/mail-text';
import type { MeetingItem } from '../booking-pages/meeting-item';
import { timeLinesIn } from './meeting-mail';
import { platformLines } from './meeting-place';

/**
 * The reminder mails of a booked meeting (plain text): the visitor reads the time in the zone
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
  const { meeting, lead } = context;
  const zone = readableZone(meeting.attendeeTimeZone, readableZone(context.timeZone, 'UTC'));
  const text = [
    `Hello ${meeting.attendeeName},`,
    '',
    `A reminder: your meeting "${context.pageName}" starts in ${lead.inWords}.`,
    '',
    ...timeLinesIn('When', meeting, zone),
    ...platformLines(meeting),
    ...(meeting.notes ? [`Your notes: ${meeting.notes}`] : []),
    '',
    'To cancel or reschedule, use the personal link in your booking confirmation.',
    '',
    'vCISO Hub',
  ].join('\n');
  return {
    to: meeting.attendeeEmail,
    subject: oneLine(`Reminder: ${context.pageName} in ${lead.inWords}`),
    text,
    ...(context.ownerEmail ? { replyTo: context.ownerEmail } : {}),
  };
}

/** The owner's reminder, in the page's zone. */
export function ownerReminder(context: ReminderContext, ownerEmail: string): MailMessage {
  const { meeting, lead } = context;
  const text = [
    `A reminder: your meeting with ${meeting.attendeeName} (${meeting.attendeeEmail}) on your page "${context.pageName}" starts in ${lead.inWords}.`,
    '',
    ...timeLinesIn('When', meeting, readableZone(context.timeZone, 'UTC')),
    ...platformLines(meeting),
    ...(meeting.notes ? [`Notes from ${meeting.attendeeName}: ${meeting.notes}`] : []),
    '',
    'vCISO Hub',
  ].join('\n');
  return {
    to: ownerEmail,
    subject: oneLine(
      `Reminder: ${context.pageName} with ${meeting.attendeeName} in ${lead.inWords}`,
    ),
    text,
    replyTo: meeting.attendeeEmail,
  };
}
