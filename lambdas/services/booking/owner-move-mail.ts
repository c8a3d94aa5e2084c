import type { TMeetingRescheduled } from '@contracts/booking/meeting-rescheduled';
import { mails } from '../../mail/mails';
import type { Logger } from '../../middleware/logger';
import type { Clock } from '../../ports/clock';
import type { Mailer, MailAttachment, MailMessage } from '../../ports/mailer';
import type { Table } from '../../ports/table';
import type { PendingOwnerNotice } from '../booking-pages/meeting-item';
import type { MailOutcome } from '../mail/send-once';
import { INVITE_FILENAME } from './meeting-invite';
import {
  inviteAttachment,
  ownerMail,
  readerTimeLines,
  sendOnce,
  visitorOf,
  type MailReader,
  type MeetingMailContext,
} from './meeting-mail';
import { platformLines } from './meeting-place';

/**
 * The owner's mail about a move of their meeting: at once for their own move, and for the
 * visitor's moves one notice once they settle (`owner-move-notice.ts`), sent by the notice sweep.
 */

/**
 * The owner's one notice of the visitor's moves that `notice` covers, from the meeting as it is
 * now (`context`, read strongly consistent): "was" is the time before the first of them. Sent once
 * per version of the meeting (the same claim as an immediate notice of that version); skipped,
 * and logged, when the owner's account has no e-mail any more.
 */
export async function sendOwnerMoveNotice(
  deps: {
    table: Pick<Table, 'get' | 'putIfAbsent' | 'update' | 'delete'>;
    mailer: Mailer;
    clock: Clock;
  },
  input: { context: MeetingMailContext; notice: PendingOwnerNotice; log?: Logger },
): Promise<MailOutcome> {
  const { context, notice } = input;
  const { ownerEmail, meeting } = context;
  if (!ownerEmail) {
    input.log?.warn('The page owner has no e-mail on record; no notice sent', {
      meetingId: meeting.id,
      kind: 'rescheduled-owner',
    });
    return 'skipped';
  }
  const previous = atTime(context, notice.previousStartTime, notice.previousEndTime);
  const invite = movedInvite(deps, context, 'owner');
  const guard = { table: deps.table, clock: deps.clock, ...(input.log ? { log: input.log } : {}) };
  return sendOnce(
    guard,
    { meetingId: meeting.id, kind: 'rescheduled-owner', version: meeting.sequence },
    async () => {
      await deps.mailer.send(
        ownerNotice(context, previous, 'attendee', notice.moves, ownerEmail, invite),
      );
    },
  );
}

/**
 * The reader's invite at the meeting's version, stamped with the move's own time (every retry the
 * same).
 */
export const movedInvite = (
  deps: { clock: Clock },
  context: MeetingMailContext,
  reader: MailReader,
) =>
  inviteAttachment(
    context,
    'REQUEST',
    new Date(context.meeting.rescheduledAt ?? deps.clock.now()),
    reader,
  );

/** The meeting as it was at an earlier time, for the mails' "Was" lines. */
export const atTime = (
  context: MeetingMailContext,
  startTime: string,
  endTime: string,
): MeetingMailContext => ({ ...context, meeting: { ...context.meeting, startTime, endTime } });

/** The owner's notice of a move, `moves` of them by the visitor when more than one. */
export function ownerNotice(
  context: MeetingMailContext,
  previous: MeetingMailContext,
  by: TMeetingRescheduled['rescheduledBy'],
  moves: number,
  ownerEmail: string,
  invite: MailAttachment,
): MailMessage {
  const mail = mails.ownerBookingRescheduled({
    visitor: visitorOf(context),
    pageName: context.pageName,
    movedBy: by === 'owner' ? 'owner' : 'attendee',
    moves,
    now: readerTimeLines(context, 'owner'),
    was: readerTimeLines(previous, 'owner'),
    place: platformLines(context.meeting),
    inviteFile: INVITE_FILENAME,
  });
  return ownerMail(context, ownerEmail, mail, invite);
}
