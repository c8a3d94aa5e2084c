import type { TMeetingBooked } from '@contracts/booking/meeting-booked';
import type { Logger } from '../../middleware/logger';
import { mails } from '../../mail/mails';
import type { MailAttachment, MailMessage } from '../../ports/mailer';
import { newCancelToken, toCancelTokenItem, cancelTokenKey } from './cancel-token-item';
import { INVITE_FILENAME } from './meeting-invite';
import {
  inviteAttachment,
  mailBothSides,
  ownerMail,
  readerTimeLines,
  readMeetingMailContext,
  visitorMail,
  visitorOf,
  type MailReader,
  type MeetingMailContext,
} from './meeting-mail';
import { platformLines } from './meeting-place';
import type { MailOutcome } from '../mail/send-once';
import type { EventMailDeps } from '../mail/event-mail-deps';

export type SendBookingMailsDeps = EventMailDeps;

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
    owner: async (ownerEmail) => {
      await deps.mailer.send(ownerNotice(context, ownerEmail, invite('owner')));
    },
  });
  return { meeting: 'scheduled', ...sent };
}

function confirmation(
  context: MeetingMailContext,
  manageUrl: string,
  invite: MailAttachment,
): MailMessage {
  const { meeting } = context;
  const mail = mails.visitorBookingConfirmed({
    visitorName: meeting.attendeeName,
    pageName: context.pageName,
    hostName: context.hostName,
    when: readerTimeLines(context, 'attendee'),
    place: platformLines(meeting),
    notes: meeting.notes || null,
    inviteFile: INVITE_FILENAME,
    manageUrl,
  });
  return visitorMail(context, mail, invite);
}

function ownerNotice(
  context: MeetingMailContext,
  ownerEmail: string,
  invite: MailAttachment,
): MailMessage {
  const { meeting } = context;
  const mail = mails.ownerBookingConfirmed({
    visitor: visitorOf(context),
    pageName: context.pageName,
    when: readerTimeLines(context, 'owner'),
    place: platformLines(meeting),
    notes: meeting.notes || null,
    inviteFile: INVITE_FILENAME,
  });
  return ownerMail(context, ownerEmail, mail, invite);
}
