import type { TSignInChanged, TSignInProvider } from '@contracts/account/connected-sign-ins';
import type { Logger } from '../../middleware/logger';
import type { AppLinks } from '../../ports/app-links';
import type { Mailer, MailMessage } from '../../ports/mailer';
import type { UserDirectory } from '../../ports/user-directory';
import { dayAndClock } from '../mail/mail-text';
import { sendOnce, type MailOutcome, type SendOnceDeps } from '../mail/send-once';

export type SignInChange = 'connected' | 'disconnected';

/** `12 May 2026 at 14:03 UTC`: the moment, the same for every reader wherever they are. */
export function mailMoment(iso: string): string {
  const at = new Date(iso);
  const { day, clock } = dayAndClock('UTC', { weekday: false });
  return `${day.format(at)} at ${clock.format(at)} UTC`;
}

/**
 * The notice of one change to the account's connected sign-ins: which provider, when, and what to
 * do if it was not the account's owner. No more than Account Security shows: nothing of the
 * provider's account (its e-mail, its id).
 */
export function signInChangeMail(
  change: SignInChange,
  detail: { provider: TSignInProvider; at: string },
  securityUrl: string,
): Pick<MailMessage, 'subject' | 'text'> {
  const { provider } = detail;
  const when = mailMoment(detail.at);
  if (change === 'connected')
    return {
      subject: `${provider} sign-in connected to your vCISO Hub account`,
      text: [
        'Hello,',
        '',
        `${provider} was connected to your vCISO Hub account on ${when}. Signing in with ${provider} now opens this account.`,
        '',
        `If this wasn't you, sign in with your e-mail and password, disconnect ${provider} under Account Security, and change your password: ${securityUrl}`,
      ].join('\n'),
    };
  return {
    subject: `${provider} sign-in disconnected from your vCISO Hub account`,
    text: [
      'Hello,',
      '',
      `${provider} was disconnected from your vCISO Hub account on ${when}. Signing in with ${provider} no longer opens this account.`,
      '',
      `If this wasn't you, sign in with your e-mail and password, change your password and check your connected sign-ins under Account Security: ${securityUrl}`,
    ].join('\n'),
  };
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
  const mail = signInChangeMail(change, detail, deps.links.url('/account/security'));
  return sendOnce(deps, { scope: 'sign-in-change', key: detail.changeId }, () =>
    deps.mailer.send({ to: email, ...mail }),
  );
}
