import type { TMeetingRescheduled } from '@contracts/booking/meeting-rescheduled';
import { mails } from '../../mail/mails';
import type { Logger } from '../../middleware/logger';
import type { MailAttachment, MailMessage } from '../../ports/mailer';
import type { MailOutcome } from '../mail/send-once';
import { cancelTokenKey, newCancelToken, toCancelTokenItem } from './cancel-token-item';
import { INVITE_FILENAME } from './meeting-invite';
import {
  mailBothSides,
  readerTimeLines,
  readMeetingMailContext,
  sendOnce,
  visitorMail,
  type MailReader,
  type MeetingMailContext,
} from './meeting-mail';
import { platformLines } from './meeting-place';
import { atTime, movedInvite, ownerNotice } from './owner-move-mail';
import { cancelLinkPath } from './send-booking-mails';
import type { EventMailDeps } from '../mail/event-mail-deps';

export type SendRescheduleMailsDeps = EventMailDeps;

export type RescheduleMailsResult =
  | { meeting: 'gone' | 'cancelled' | 'superseded' }
  /** `later`: the owner is told of the visitor's moves once they settle (`owner-move-notice.ts`). */
  | { meeting: 'scheduled'; attendee: MailOutcome; owner: MailOutcome | 'later' };

/**
 * `MeetingRescheduled`: the visitor gets the new time with the updated invite (METHOD:REQUEST,
 * the same UID, the raised SEQUENCE) and a fresh personal link, each mail once per version however
 * often the event is delivered. The owner gets a notice with the same invite: at once when they
 * moved it themselves; for the visitor's moves, which leave a notice waiting on the meeting, one
 * notice once the moves settle, sent by the notice sweep (`owner-move-mail.ts`). A version moved
 * again or cancelled since is left to the later event's mails.
 */
export async function sendRescheduleMails(
  deps: SendRescheduleMailsDeps,
  input: { detail: TMeetingRescheduled; log?: Logger },
): Promise<RescheduleMailsResult> {
  const { detail } = input;
  const context = await readMeetingMailContext(deps, detail);
  if (!context) return { meeting: 'gone' };
  if (context.meeting.status !== 'scheduled') return { meeting: 'cancelled' };
  if (context.meeting.sequence !== detail.sequence) return { meeting: 'superseded' };

  const invite = (reader: MailReader) => movedInvite(deps, context, reader);
  const previous = atTime(context, detail.previousStartTime, detail.previousEndTime);
  const guard = { table: deps.table, clock: deps.clock, ...(input.log ? { log: input.log } : {}) };
  const attendee = async () => {
    const token = newCancelToken();
    await deps.table.putIfAbsent(toCancelTokenItem(token, context.meeting, deps.clock.now()));
    try {
      const url = deps.links.url(cancelLinkPath(token));
      await deps.mailer.send(movedMail(context, previous, detail, url, invite('attendee')));
    } catch (error) {
      // The link never reached anyone: it must not outlive the failed mail.
      await deps.table.delete(cancelTokenKey(token)).catch(() => undefined);
      throw error;
    }
  };
  if (context.ownerNotice) {
    const sent = await sendOnce(
      guard,
      { meetingId: detail.meetingId, kind: 'rescheduled-attendee', version: detail.sequence },
      attendee,
    );
    return { meeting: 'scheduled', attendee: sent, owner: 'later' };
  }
  const sent = await mailBothSides(guard, {
    meetingId: detail.meetingId,
    context,
    kinds: { attendee: 'rescheduled-attendee', owner: 'rescheduled-owner' },
    version: detail.sequence,
    attendee,
    owner: async (ownerEmail) => {
      await deps.mailer.send(
        ownerNotice(context, previous, detail.rescheduledBy, 1, ownerEmail, invite('owner')),
      );
    },
  });
  return { meeting: 'scheduled', ...sent };
}

function movedMail(
  context: MeetingMailContext,
  previous: MeetingMailContext,
  detail: TMeetingRescheduled,
  manageUrl: string,
  invite: MailAttachment,
): MailMessage {
  const mail = mails.visitorBookingRescheduled({
    visitorName: context.meeting.attendeeName,
    pageName: context.pageName,
    movedBy: detail.rescheduledBy === 'owner' ? 'owner' : 'attendee',
    now: readerTimeLines(context, 'attendee'),
    was: readerTimeLines(previous, 'attendee'),
    place: platformLines(context.meeting),
    inviteFile: INVITE_FILENAME,
    manageUrl,
  });
  return visitorMail(context, mail, invite);
}
