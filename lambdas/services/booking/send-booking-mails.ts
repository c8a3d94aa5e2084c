import type { TMeetingBooked } from '@contracts/booking/meeting-booked';
import { PLATFORM_LABELS } from '@contracts/booking/meeting';
import type { Logger } from '../../middleware/logger';
import type { AppLinks } from '../../ports/app-links';
import type { Clock } from '../../ports/clock';
import type { Mailer, MailAttachment } from '../../ports/mailer';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { newCancelToken, toCancelTokenItem, cancelTokenKey } from './cancel-token-item';
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

export interface SendBookingMailsDeps {
  table: Pick<Table, 'get' | 'putIfAbsent' | 'delete'>;
  mailer: Mailer;
  users: UserDirectory;
  clock: Clock;
  links: AppLinks;
}

export type BookingMailsResult =
  | { meeting: 'gone' | 'cancelled' }
  | { meeting: 'scheduled'; attendee: MailOutcome; owner: MailOutcome };

/** The path of the visitor's cancel page in the web app. */
export const cancelLinkPath = (token: string) => `/book/cancel/${token}`;

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

  const invite: MailAttachment = {
    filename: INVITE_FILENAME,
    contentType: inviteContentType('REQUEST'),
    content: buildMeetingInvite({
      method: 'REQUEST',
      meeting: context.meeting,
      pageName: context.pageName,
      organizerEmail: context.ownerEmail,
      // The booking's own time, so every retry sends the same invite.
      stamp: new Date(context.meeting.createdAt || deps.clock.now()),
    }),
  };
  const { meetingId } = input.detail;
  const guard = { table: deps.table, clock: deps.clock, ...(input.log ? { log: input.log } : {}) };

  const sent = await sendEach({
    attendee: () =>
      sendOnce(guard, { meetingId, kind: 'booked-attendee' }, async () => {
        const token = newCancelToken();
        await deps.table.putIfAbsent(toCancelTokenItem(token, context.meeting, deps.clock.now()));
        try {
          await deps.mailer.send(
            confirmation(context, deps.links.url(cancelLinkPath(token)), invite),
          );
        } catch (error) {
          // The link never reached anyone: it must not outlive the failed mail.
          await deps.table.delete(cancelTokenKey(token)).catch(() => undefined);
          throw error;
        }
      }),
    owner: async () => {
      const ownerEmail = context.ownerEmail;
      if (!ownerEmail) {
        input.log?.warn('The page owner has no e-mail on record; no booking notice sent', {
          meetingId,
        });
        return 'skipped';
      }
      return sendOnce(guard, { meetingId, kind: 'booked-owner' }, async () => {
        await deps.mailer.send(ownerNotice(context, ownerEmail, invite));
      });
    },
  });
  return { meeting: 'scheduled', ...sent };
}

function platformLine(context: MeetingMailContext): string {
  const { platform } = context.meeting;
  return `Platform: ${platform ? PLATFORM_LABELS[platform] : 'Not chosen'}`;
}

function whenLines(context: MeetingMailContext): string[] {
  const [first, ...rest] = meetingTimeLines(context.meeting, context.timeZone);
  return [`When: ${first}`, ...rest.map((line) => `      ${line}`)];
}

function confirmation(context: MeetingMailContext, cancelUrl: string, invite: MailAttachment) {
  const { meeting } = context;
  const text = [
    `Hello ${meeting.attendeeName},`,
    '',
    `Your meeting is booked: ${context.pageName}.`,
    '',
    ...whenLines(context),
    platformLine(context),
    ...(meeting.notes ? [`Your notes: ${meeting.notes}`] : []),
    '',
    `The attached invite (${INVITE_FILENAME}) adds the meeting to your calendar.`,
    '',
    'Need to cancel? Use your personal link:',
    cancelUrl,
    'Anyone with this link can cancel the meeting, so please do not share it.',
    '',
    'vCISO Hub',
  ].join('\n');
  return {
    to: meeting.attendeeEmail,
    subject: oneLine(`Meeting booked: ${context.pageName}`),
    text,
    ...(context.ownerEmail ? { replyTo: context.ownerEmail } : {}),
    attachments: [invite],
  };
}

function ownerNotice(context: MeetingMailContext, ownerEmail: string, invite: MailAttachment) {
  const { meeting } = context;
  const text = [
    `${meeting.attendeeName} (${meeting.attendeeEmail}) booked a meeting on your page "${context.pageName}".`,
    '',
    ...whenLines(context),
    platformLine(context),
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
