import type { TMeetingCancelled } from '@contracts/booking/meeting-cancelled';
import { PLATFORM_LABELS } from '@contracts/booking/meeting';
import type { Logger } from '../../middleware/logger';
import type { Clock } from '../../ports/clock';
import type { MailAttachment, Mailer } from '../../ports/mailer';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import {
  buildMeetingInvite,
  INVITE_FILENAME,
  inviteContentType,
  inviteSummary,
} from './meeting-invite';
import {
  meetingTimeLines,
  oneLine,
  readMeetingMailContext,
  sendEach,
  sendOnce,
  type MeetingMailContext,
  type MailOutcome,
} from './meeting-mail';

export interface SendCancellationMailsDeps {
  table: Pick<Table, 'get' | 'putIfAbsent' | 'delete'>;
  mailer: Mailer;
  users: UserDirectory;
  clock: Clock;
}

export type CancellationMailsResult =
  | { meeting: 'gone' | 'scheduled' }
  | { meeting: 'cancelled'; attendee: MailOutcome; owner: MailOutcome };

/**
 * `MeetingCancelled`: both sides get the cancellation (METHOD:CANCEL, same UID as the invite)
 * with the visitor's reason, each once however often the event is delivered.
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
  const cancellation: MailAttachment = {
    filename: INVITE_FILENAME,
    contentType: inviteContentType('CANCEL'),
    content: buildMeetingInvite({
      method: 'CANCEL',
      meeting,
      pageName: context.pageName,
      organizerEmail: context.ownerEmail,
      stamp: new Date(meeting.cancelledAt ?? deps.clock.now()),
      reason: meeting.cancelReason,
    }),
  };
  const { meetingId } = input.detail;
  const guard = { table: deps.table, clock: deps.clock, ...(input.log ? { log: input.log } : {}) };

  const sent = await sendEach({
    attendee: () =>
      sendOnce(guard, { meetingId, kind: 'cancelled-attendee' }, async () => {
        await deps.mailer.send({
          to: meeting.attendeeEmail,
          subject: oneLine(`Meeting cancelled: ${context.pageName}`),
          text: mailText(context, [
            `Hello ${meeting.attendeeName},`,
            '',
            `Your meeting "${context.pageName}" is cancelled, as you asked.`,
          ]),
          ...(context.ownerEmail ? { replyTo: context.ownerEmail } : {}),
          attachments: [cancellation],
        });
      }),
    owner: async () => {
      const ownerEmail = context.ownerEmail;
      if (!ownerEmail) {
        input.log?.warn('The page owner has no e-mail on record; no cancellation notice sent', {
          meetingId,
        });
        return 'skipped';
      }
      return sendOnce(guard, { meetingId, kind: 'cancelled-owner' }, async () => {
        await deps.mailer.send({
          to: ownerEmail,
          subject: oneLine(
            `Meeting cancelled: ${inviteSummary(context.pageName, meeting.attendeeName)}`,
          ),
          text: mailText(context, [
            `${meeting.attendeeName} (${meeting.attendeeEmail}) cancelled their meeting on your page "${context.pageName}". The time is free to book again.`,
          ]),
          replyTo: meeting.attendeeEmail,
          attachments: [cancellation],
        });
      });
    },
  });
  return { meeting: 'cancelled', ...sent };
}

function mailText(context: MeetingMailContext, opening: string[]): string {
  const { meeting } = context;
  const [first, ...rest] = meetingTimeLines(meeting, context.timeZone);
  return [
    ...opening,
    '',
    `Was: ${first}`,
    ...rest.map((line) => `     ${line}`),
    `Platform: ${meeting.platform ? PLATFORM_LABELS[meeting.platform] : 'Not chosen'}`,
    `Reason: ${meeting.cancelReason ?? 'No reason given'}`,
    '',
    `The attached ${INVITE_FILENAME} removes the meeting from a calendar it was added to.`,
    '',
    'vCISO Hub',
  ].join('\n');
}
