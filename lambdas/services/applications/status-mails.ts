import {
  APPLICATION_KIND_NOUNS,
  type TApplicationStatusChanged,
} from '@contracts/applications/application';
import { mails } from '../../mail/mails';
import { oneLine } from '../../mail/render';
import type { Logger } from '../../middleware/logger';
import { sendOnce } from '../mail/send-once';
import { applicationKey, greetingName, type ApplicationItem } from './application-item';
import type { EventMailDeps } from '../mail/event-mail-deps';

/**
 * `ApplicationStatusChanged` → the applicant, at the account's own address (as the receipt),
 * hears what the move means and where to see it. Once per move.
 */
export async function sendStatusMail(
  deps: EventMailDeps & { log?: Logger },
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
