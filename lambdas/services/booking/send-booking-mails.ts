import type { TMeetingBooked } from '@contracts/booking/meeting-booked';
import type { Logger } from '../../middleware/logger';
import type { AppLinks } from '../../ports/app-links';
import type { Clock } from '../../ports/clock';
import type { Mailer, MailAttachment } from '../../ports/mailer';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { newCancelToken, toCancelTokenItem, cancelTokenKey } from './cancel-token-item';
import { INVITE_FILENAME, inviteSummary } from './meeting-invite';
import {
  inviteAttachment,
  labelledTimeLines,
  mailBothSides,
  readMeetingMailContext,
  visitorMail,
  type MailReader,
  type MeetingMailContext,
} from './meeting-mail';
import { platformLines } from './meeting-place';
import { oneLine } from '../mail/mail-text';
import type { MailOutcome } from '../mail/send-once';

export interface SendBookingMailsDeps {
  table: Pick<Table, 'get' | 'putIfAbsent' | 'update' | 'delete'>;
  mailer: Mailer;
  users: UserDirectory;
  clock: Clock;
  links: AppLinks;
}

export type BookingMailsResult =
  | { meeting: 'gone' | 'cancelled' }
  | { meeting: 'scheduled'; attendee: MailOutcome; owner: MailOutcome };

/**
 * The visitor's cancel page in the web app: `/book/cancel#<token>`, the token in the fragment,
 * which browsers never send, so no log holds it.
 */
export const cancelLinkPath = (token: string) => `/book/cancel#${token}`;

/**
 * `MeetingBooked`: the visitor gets a confirmation with the invite and their personal cancel
 * link, and the page's owner a notice with the same invite. Each mail goes out once however
 * often the event is delivered. The cancel link's token is made with the confirmation and stored
 * only as its hash; if that mail fails, the token is dropped with it.
 */
export async function sendBookingMails(
  deps: SendBookingMailsDeps,
  input: { detail: TMeetingBooked; log?: Logger },
): Promise<BookingMailsResult> {
  const context = await readMeetingMailContext(deps, input.detail);
  if (!context) return { meeting: 'gone' };
  // Cancelled before its confirmation went out: the cancellation mails say all there is to say.
  if (context.meeting.status !== 'scheduled') return { meeting: 'cancelled' };

  // Stamped with the booking's own time, so every retry sends the same invite.
  const stamp = new Date(context.meeting.createdAt || deps.clock.now());
  const invite = (reader: MailReader) => inviteAttachment(context, 'REQUEST', stamp, reader);
  const guard = { table: deps.table, clock: deps.clock, ...(input.log ? { log: input.log } : {}) };
  const sent = await mailBothSides(guard, {
    meetingId: input.detail.meetingId,
    context,
    kinds: { attendee: 'booked-attendee', owner: 'booked-owner' },
    attendee: async () => {
      const token = newCancelToken();
      await deps.table.putIfAbsent(toCancelTokenItem(token, context.meeting, deps.clock.now()));
      try {
        await deps.mailer.send(
          confirmation(context, deps.links.url(cancelLinkPath(token)), invite('attendee')),
        );
      } catch (error) {
        // The link never reached anyone: it must not outlive the failed mail.
        await deps.table.delete(cancelTokenKey(token)).catch(() => undefined);
        throw error;
      }
    },
    owner: (ownerEmail) =>
      deps.mailer.send(ownerNotice(context, ownerEmail, invite('owner'))).then(() => undefined),
  });
  return { meeting: 'scheduled', ...sent };
}

function confirmation(context: MeetingMailContext, cancelUrl: string, invite: MailAttachment) {
  const { meeting } = context;
  return visitorMail(context, {
    subject: `Meeting booked: ${context.pageName}`,
    lines: [
      `Hello ${meeting.attendeeName},`,
      '',
      `Your meeting is booked: ${inviteSummary(context.pageName, context.hostName)}.`,
      '',
      ...labelledTimeLines('When', context, 'attendee'),
      ...platformLines(meeting),
      ...(meeting.notes ? [`Your notes: ${meeting.notes}`] : []),
      '',
      `The attached invite (${INVITE_FILENAME}) adds the meeting to your calendar.`,
    ],
    linkIntro: 'Need to cancel or move it? Use your personal link:',
    linkUrl: cancelUrl,
    invite,
  });
}

function ownerNotice(context: MeetingMailContext, ownerEmail: string, invite: MailAttachment) {
  const { meeting } = context;
  const text = [
    `${meeting.attendeeName} (${meeting.attendeeEmail}) booked a meeting on your page "${context.pageName}".`,
    '',
    ...labelledTimeLines('When', context, 'owner'),
    ...platformLines(meeting),
    ...(meeting.notes ? [`Notes from ${meeting.attendeeName}: ${meeting.notes}`] : []),
    '',
    `The meeting is on your calendar in vCISO Hub; the attached invite (${INVITE_FILENAME}) adds it to another calendar.`,
    '',
    'vCISO Hub',
  ].join('\n');
  return {
    to: ownerEmail,
    subject: oneLine(`New booking: ${inviteSummary(context.pageName, meeting.attendeeName)}`),
    text,
    replyTo: meeting.attendeeEmail,
    attachments: [invite],
  };
}
