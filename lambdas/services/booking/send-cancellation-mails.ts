import type { TMeetingCancelled } from '@contracts/booking/meeting-cancelled';
import type { Logger } from '../../middleware/logger';
import type { Clock } from '../../ports/clock';
import type { Mailer } from '../../ports/mailer';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { INVITE_FILENAME, inviteSummary } from './meeting-invite';
import {
  inviteAttachment,
  labelledTimeLines,
  type MailReader,
  mailBothSides,
  readMeetingMailContext,
  sendOnce,
  type MeetingMailContext,
} from './meeting-mail';
import { platformLine } from './meeting-place';
import { oneLine } from '../mail/mail-text';
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
  if (meeting.cancelledBy === 'owner') {
    const attendee = await sendOnce(
      guard,
      { meetingId: input.detail.meetingId, kind: 'cancelled-attendee' },
      () =>
        deps.mailer
          .send({
            to: meeting.attendeeEmail,
            subject: oneLine(`Meeting cancelled by the host: ${context.pageName}`),
            text: mailText(
              context,
              'attendee',
              [
                `Hello ${meeting.attendeeName},`,
                '',
                `Your meeting "${context.pageName}" was cancelled by the host.`,
              ],
              'Message from the host',
            ),
            ...(context.ownerEmail ? { replyTo: context.ownerEmail } : {}),
            attachments: [cancellation('attendee')],
          })
          .then(() => undefined),
    );
    return { meeting: 'cancelled', attendee, owner: 'skipped' };
  }
  const sent = await mailBothSides(guard, {
    meetingId: input.detail.meetingId,
    context,
    kinds: { attendee: 'cancelled-attendee', owner: 'cancelled-owner' },
    attendee: () =>
      deps.mailer
        .send({
          to: meeting.attendeeEmail,
          subject: oneLine(`Meeting cancelled: ${context.pageName}`),
          text: mailText(context, 'attendee', [
            `Hello ${meeting.attendeeName},`,
            '',
            `Your meeting "${context.pageName}" is cancelled, as you asked.`,
          ]),
          ...(context.ownerEmail ? { replyTo: context.ownerEmail } : {}),
          attachments: [cancellation('attendee')],
        })
        .then(() => undefined),
    owner: (ownerEmail) =>
      deps.mailer
        .send({
          to: ownerEmail,
          subject: oneLine(
            `Meeting cancelled: ${inviteSummary(context.pageName, meeting.attendeeName)}`,
          ),
          text: mailText(context, 'owner', [
            `${meeting.attendeeName} (${meeting.attendeeEmail}) cancelled their meeting on your page "${context.pageName}". The time is free to book again.`,
          ]),
          replyTo: meeting.attendeeEmail,
          attachments: [cancellation('owner')],
        })
        .then(() => undefined),
  });
  return { meeting: 'cancelled', ...sent };
}

function mailText(
  context: MeetingMailContext,
  reader: MailReader,
  opening: string[],
  reasonLabel = 'Reason',
): string {
  const { meeting } = context;
  return [
    ...opening,
    '',
    ...labelledTimeLines('Was', context, reader),
    platformLine(meeting),
    `${reasonLabel}: ${meeting.cancelReason ?? (reasonLabel === 'Reason' ? 'No reason given' : 'None')}`,
    '',
    `The attached ${INVITE_FILENAME} removes the meeting from a calendar it was added to.`,
    '',
    'vCISO Hub',
  ].join('\n');
}
