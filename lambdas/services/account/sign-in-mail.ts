import type { TSignInChanged } from '@contracts/account/connected-sign-ins';
import { mails } from '../../mail/mails';
import type { Logger } from '../../middleware/logger';
import type { AppLinks } from '../../ports/app-links';
import type { Mailer } from '../../ports/mailer';
import type { UserDirectory } from '../../ports/user-directory';
import { dayAndClock } from '../../mail/day-and-clock';
import { sendOnce, type MailOutcome, type SendOnceDeps } from '../mail/send-once';

export type SignInChange = 'connected' | 'disconnected';

/** `12 May 2026 at 14:03 UTC`: the moment, the same for every reader wherever they are. */
export function mailMoment(iso: string): string {
  const at = new Date(iso);
  const { day, clock } = dayAndClock('UTC', { weekday: false });
  return `${day.format(at)} at ${clock.format(at)} UTC`;
}

export interface SignInMailDeps extends SendOnceDeps {
  users: Pick<UserDirectory, 'getEmail'>;
  mailer: Mailer;
  links: AppLinks;
  log?: Logger;
}

/**
 * `SignInConnected` / `SignInDisconnected` → one mail to the account's address, however often the
 * event is delivered (claimed by its change). An account gone meanwhile has nobody to tell.
 */
export async function sendSignInChangeMail(
  deps: SignInMailDeps,
  change: SignInChange,
  detail: TSignInChanged,
): Promise<MailOutcome> {
  const email = await deps.users.getEmail(detail.sub, detail.username);
  if (!email) return 'skipped';
  const mail = mails.accountSignInChanged({
    provider: detail.provider,
    change,
    at: mailMoment(detail.at),
    securityUrl: deps.links.url('/account/security'),
  });
  return sendOnce(deps, { scope: 'sign-in-change', key: detail.changeId }, () =>
    deps.mailer.send({ to: email, ...mail }),
  );
}
