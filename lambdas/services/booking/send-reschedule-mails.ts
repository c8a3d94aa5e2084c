import type { TMeetingRescheduled } from '@contracts/booking/meeting-rescheduled';
import type { Logger } from '../../middleware/logger';
import type { AppLinks } from '../../ports/app-links';
import type { Clock } from '../../ports/clock';
import type { Mailer, MailAttachment } from '../../ports/mailer';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { oneLine } from '../mail/mail-text';
import type { MailOutcome } from '../mail/send-once';
import { cancelTokenKey, newCancelToken, toCancelTokenItem } from './cancel-token-item';
import { INVITE_FILENAME, inviteSummary } from './meeting-invite';
import {
  inviteAttachment,
  labelledTimeLines,
  mailBothSides,
  platformLines,
  readMeetingMailContext,
  visitorMail,
  type MeetingMailContext,
} from './meeting-mail';
import { cancelLinkPath } from './send-booking-mails';

export interface SendRescheduleMailsDeps {
  table: Pick<Table, 'get' | 'putIfAbsent' | 'update' | 'delete'>;
  mailer: Mailer;
  users: UserDirectory;
  clock: Clock;
  links: AppLinks;
}

export type RescheduleMailsResult =
  | { meeting: 'gone' | 'cancelled' | 'superseded' }
  | { meeting: 'scheduled'; attendee: MailOutcome; owner: MailOutcome };

/**
 * `MeetingRescheduled`: the visitor gets the new time with the updated invite (METHOD:REQUEST,
 * the same UID, the raised SEQUENCE) and a fresh personal link, and the owner a notice with the
 * same invite; each mail once per version however often the event is delivered. A version moved
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

  // Stamped with the move's own time, so every retry sends the same invite.
  const stamp = new Date(context.meeting.rescheduledAt ?? deps.clock.now());
  const invite = inviteAttachment(context, 'REQUEST', stamp);
  const previous: MeetingMailContext = {
    ...context,
    meeting: {
      ...context.meeting,
      startTime: detail.previousStartTime,
      endTime: detail.previousEndTime,
    },
  };
  const guard = { table: deps.table, clock: deps.clock, ...(input.log ? { log: input.log } : {}) };
  const sent = await mailBothSides(guard, {
    meetingId: detail.meetingId,
    context,
    kinds: { attendee: 'rescheduled-attendee', owner: 'rescheduled-owner' },
    version: detail.sequence,
    attendee: async () => {
      const token = newCancelToken();
      await deps.table.putIfAbsent(toCancelTokenItem(token, context.meeting, deps.clock.now()));
      try {
        const url = deps.links.url(cancelLinkPath(token));
        await deps.mailer.send(movedMail(context, previous, detail, url, invite));
      } catch (error) {
        // The link never reached anyone: it must not outlive the failed mail.
        await deps.table.delete(cancelTokenKey(token)).catch(() => undefined);
        throw error;
      }
    },
    owner: (ownerEmail) =>
      deps.mailer
        .send(ownerNotice(context, previous, detail, ownerEmail, invite))
        .then(() => undefined),
  });
  return { meeting: 'scheduled', ...sent };
}

function movedMail(
  context: MeetingMailContext,
  previous: MeetingMailContext,
  detail: TMeetingRescheduled,
  manageUrl: string,
  invite: MailAttachment,
) {
  const { meeting } = context;
  return visitorMail(context, {
    subject: `Meeting rescheduled: ${context.pageName}`,
    lines: [
      `Hello ${meeting.attendeeName},`,
      '',
      detail.rescheduledBy === 'owner'
        ? `The host moved your meeting "${context.pageName}" to a new time.`
        : `Your meeting "${context.pageName}" is moved to the new time you chose.`,
      '',
      ...labelledTimeLines('Now', context, 'attendee'),
      ...labelledTimeLines('Was', previous, 'attendee'),
      ...platformLines(meeting),
      '',
      `The attached invite (${INVITE_FILENAME}) updates the meeting in your calendar.`,
    ],
    linkIntro: 'Need to cancel or move it again? Use your personal link:',
    linkUrl: manageUrl,
    invite,
  });
}

function ownerNotice(
  context: MeetingMailContext,
  previous: MeetingMailContext,
  detail: TMeetingRescheduled,
  ownerEmail: string,
  invite: MailAttachment,
) {
  const { meeting } = context;
  const who =
    detail.rescheduledBy === 'owner'
      ? `You moved your meeting with ${meeting.attendeeName} (${meeting.attendeeEmail})`
      : `${meeting.attendeeName} (${meeting.attendeeEmail}) moved their meeting`;
  const text = [
    `${who} on your page "${context.pageName}". The earlier time is free to book again.`,
    '',
    ...labelledTimeLines('Now', context, 'owner'),
    ...labelledTimeLines('Was', previous, 'owner'),
    ...platformLines(meeting),
    '',
    `The attached invite (${INVITE_FILENAME}) updates the meeting in another calendar.`,
    '',
    'vCISO Hub',
  ].join('\n');
  return {
    to: ownerEmail,
    subject: oneLine(
      `Meeting rescheduled: ${inviteSummary(context.pageName, meeting.attendeeName)}`,
    ),
    text,
    replyTo: meeting.attendeeEmail,
    attachments: [invite],
  };
}
