import type { TMeetingCancelled } from '@contracts/booking/meeting-cancelled';
import { mails } from '../../mail/mails';
import type { Logger } from '../../middleware/logger';
import type { Clock } from '../../ports/clock';
import type { Mailer } from '../../ports/mailer';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { INVITE_FILENAME } from './meeting-invite';
import {
  inviteAttachment,
  type MailReader,
  mailBothSides,
  ownerMail,
  readerTimeLines,
  readMeetingMailContext,
  sendOnce,
  visitorMail,
  visitorOf,
  type MeetingMailContext,
} from './meeting-mail';
import { platformLine } from './meeting-place';
import type { MailOutcome } from '../mail/send-once';

export interface SendCancellationMailsDeps {
  table: Pick<Table, 'get' | 'putIfAbsent' | 'update' | 'delete'>;
  mailer: Mailer;
  users: UserDirectory;
  clock: Clock;
}

export type CancellationMailsResult =
  | { meeting: 'gone' | 'scheduled' }
  | { meeting: 'cancelled'; attendee: MailOutcome; owner: MailOutcome };

/**
 * `MeetingCancelled`: the cancellation (METHOD:CANCEL, same UID as the invite, the meeting's
 * raised SEQUENCE), each mail once however often the event is delivered. A visitor's
 * cancellation goes to both sides with their reason; the owner's to the visitor alone, with the
 * owner's message (the owner cancelled it themselves and needs no notice).
 */
export async function sendCancellationMails(
  deps: SendCancellationMailsDeps,
  input: { detail: TMeetingCancelled; log?: Logger },
): Promise<CancellationMailsResult> {
  const context = await readMeetingMailContext(deps, input.detail);
  if (!context) return { meeting: 'gone' };
  // Meetings are never un-cancelled, so this is an event that does not match what is stored.
  if (context.meeting.status !== 'cancelled') return { meeting: 'scheduled' };

  const { meeting } = context;
  const stamp = new Date(meeting.cancelledAt ?? deps.clock.now());
  const cancellation = (reader: MailReader) => inviteAttachment(context, 'CANCEL', stamp, reader);
  const guard = { table: deps.table, clock: deps.clock, ...(input.log ? { log: input.log } : {}) };
  const toVisitor = async () => {
    const mail = mails.visitorBookingCancelled({
      visitorName: meeting.attendeeName,
      pageName: context.pageName,
      cancelledBy: meeting.cancelledBy === 'owner' ? 'owner' : 'attendee',
      ...cancelled(context, 'attendee'),
    });
    await deps.mailer.send(visitorMail(context, mail, cancellation('attendee')));
  };
  if (meeting.cancelledBy === 'owner') {
    const attendee = await sendOnce(
      guard,
      { meetingId: input.detail.meetingId, kind: 'cancelled-attendee' },
      toVisitor,
    );
    return { meeting: 'cancelled', attendee, owner: 'skipped' };
  }
  const sent = await mailBothSides(guard, {
    meetingId: input.detail.meetingId,
    context,
    kinds: { attendee: 'cancelled-attendee', owner: 'cancelled-owner' },
    attendee: toVisitor,
    owner: async (ownerEmail) => {
      const mail = mails.ownerBookingCancelled({
        visitor: visitorOf(context),
        pageName: context.pageName,
        ...cancelled(context, 'owner'),
      });
      await deps.mailer.send(ownerMail(context, ownerEmail, mail, cancellation('owner')));
    },
  });
  return { meeting: 'cancelled', ...sent };
}

/** What both cancellation mails show: the time it was, where, and the reason or message. */
const cancelled = (context: MeetingMailContext, reader: MailReader) => ({
  reason: context.meeting.cancelReason,
  was: readerTimeLines(context, reader),
  place: platformLine(context.meeting),
  inviteFile: INVITE_FILENAME,
});
