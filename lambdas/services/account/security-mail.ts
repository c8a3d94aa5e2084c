import type { TAccountSecurityChanged } from '@contracts/account/account-security';
import { mails } from '../../mail/mails';
import type { Logger } from '../../middleware/logger';
import type { AppLinks } from '../../ports/app-links';
import type { Mailer } from '../../ports/mailer';
import type { UserDirectory } from '../../ports/user-directory';
import { sendOnce, type MailOutcome, type SendOnceDeps } from '../mail/send-once';
import { mailMoment } from './sign-in-mail';

export interface SecurityMailDeps extends SendOnceDeps {
  users: Pick<UserDirectory, 'getEmail'>;
  mailer: Mailer;
  links: AppLinks;
  log?: Logger;
}

/**
 * `AccountSecurityChanged` → one mail to the account's address (looked up now, never carried in
 * the event), however often the event is delivered (claimed by its change).
 */
export async function sendSecurityChangeMail(
  deps: SecurityMailDeps,
  detail: TAccountSecurityChanged,
): Promise<MailOutcome> {
  const email = await deps.users.getEmail(detail.sub, detail.username);
  if (!email) return 'skipped';
  const mail = mails.accountSecurityChanged({
    change: detail.change,
    at: mailMoment(detail.at),
    securityUrl: deps.links.url('/account/security'),
  });
  return sendOnce(deps, { scope: 'security-change', key: detail.changeId }, () =>
    deps.mailer.send({ to: email, ...mail }),
  );
}
