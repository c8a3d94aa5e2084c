import {
  APPLICATION_KIND_NOUNS,
  type TApplicationStatus,
  type TApplicationStatusChanged,
} from '@contracts/applications/application';
import type { Logger } from '../../middleware/logger';
import type { AppLinks } from '../../ports/app-links';
import type { Clock } from '../../ports/clock';
import type { Mailer } from '../../ports/mailer';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { oneLine } from '../mail/mail-text';
import { sendOnce } from '../mail/send-once';
import { applicationKey, greetingName, type ApplicationItem } from './application-item';

/** What a move means to the applicant, in plain words: the mail's subject and first line. */
export function statusMail(
  noun: string,
  from: TApplicationStatus,
  to: TApplicationStatus,
): { subject: string; line: string } {
  switch (to) {
    case 'screening':
      return from === 'rejected'
        ? {
            subject: `Your ${noun} is back in review`,
            line: `We have taken your ${noun} back into review and will be in touch.`,
          }
        : {
            subject: `We are reviewing your ${noun}`,
            line: `We have started reviewing your ${noun}. It can no longer be changed, but you can still withdraw it.`,
          };
    case 'interview':
      return {
        subject: `We would like to talk about your ${noun}`,
        line: `Your ${noun} has moved on to an interview: we will contact you to arrange a conversation.`,
      };
    case 'matched':
      return {
        subject: `Your ${noun} is matched`,
        line: `Your ${noun} is matched. We will introduce you to the other side by e-mail.`,
      };
    case 'rejected':
      return {
        subject: `An update on your ${noun}`,
        line: `Thank you for your interest. After a careful review we are not taking your ${noun} further at this time.`,
      };
    case 'withdrawn':
      return {
        subject: `You withdrew your ${noun}`,
        line: `Your ${noun} is withdrawn, as you asked: nothing more will happen with it.`,
      };
    case 'new':
      return {
        subject: `Your ${noun} is waiting for review`,
        line: `Your ${noun} is waiting for review.`,
      };
  }
}

/**
 * `ApplicationStatusChanged` → the applicant, at the account's own address (as the receipt),
 * hears what the move means and where to see it. Once per move.
 */
export async function sendStatusMail(
  deps: {
    table: Pick<Table, 'get' | 'putIfAbsent' | 'update' | 'delete'>;
    clock: Clock;
    mailer: Mailer;
    users: Pick<UserDirectory, 'getEmail'>;
    links: AppLinks;
    log?: Logger;
  },
  event: TApplicationStatusChanged,
) {
  const item = await deps.table.get<ApplicationItem>(applicationKey(event.applicationId), {
    consistent: true,
  });
  if (!item) return 'skipped' as const;
  const account = await deps.users.getEmail(item.submittedBy, item.submittedByUsername);
  if (!account) {
    deps.log?.warn('No account address for a status mail', { applicationId: item.id });
    return 'skipped' as const;
  }
  const { subject, line } = statusMail(APPLICATION_KIND_NOUNS[item.kind], event.from, event.to);
  return sendOnce(
    deps,
    { scope: 'application-mail', key: `${item.id}#status#${event.changeId}` },
    () =>
      deps.mailer.send({
        to: account,
        subject,
        text: [
          `Hello ${oneLine(greetingName(item))},`,
          '',
          line,
          '',
          `See your applications: ${deps.links.url(`/my/applications/${item.id}`)}`,
        ].join('\n'),
      }),
  );
}
