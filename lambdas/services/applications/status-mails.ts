import {
  APPLICATION_KIND_NOUNS,
  type TApplicationStatusChanged,
} from '@contracts/applications/application';
import { mails } from '../../mail/mails';
import { oneLine } from '../../mail/render';
import type { Logger } from '../../middleware/logger';
import type { AppLinks } from '../../ports/app-links';
import type { Clock } from '../../ports/clock';
import type { Mailer } from '../../ports/mailer';
import type { Table } from '../../ports/table';
import type { UserDirectory } from '../../ports/user-directory';
import { sendOnce } from '../mail/send-once';
import { applicationKey, greetingName, type ApplicationItem } from './application-item';

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
  return sendOnce(
    deps,
    { scope: 'application-mail', key: `${item.id}#status#${event.changeId}` },
    () =>
      deps.mailer.send({
        to: account,
        ...mails.applicantApplicationStatusChanged({
          applicantName: oneLine(greetingName(item)),
          noun: APPLICATION_KIND_NOUNS[item.kind],
          from: event.from,
          to: event.to,
          applicationUrl: deps.links.url(`/my/applications/${item.id}`),
        }),
      }),
  );
}
