import type { TAccountSecurityChanged, TSecurityChange } from '@contracts/account/account-security';
import type { Logger } from '../../middleware/logger';
import type { AppLinks } from '../../ports/app-links';
import type { Mailer, MailMessage } from '../../ports/mailer';
import type { UserDirectory } from '../../ports/user-directory';
import { sendOnce, type MailOutcome, type SendOnceDeps } from '../mail/send-once';
import { mailMoment } from './sign-in-mail';

const WHAT: Record<TSecurityChange, { subject: string; happened: string; ifNot: string }> = {
  'recovery-code-used': {
    subject: 'A recovery code was used to sign in to your vCISO Hub account',
    happened:
      'a recovery code was used to sign in to your vCISO Hub account without its authenticator app. The authenticator app is now turned off and the other recovery codes no longer work: set up a new authenticator app under Account Security, which gives you a new set of codes.',
    ifNot:
      "If this wasn't you, someone knows your password and has one of your recovery codes: reset your password now, then set up your authenticator app again",
  },
  'mfa-on': {
    subject: 'Two-factor sign-in turned on for your vCISO Hub account',
    happened:
      'an authenticator app was set up for your vCISO Hub account. Signing in now asks for its code.',
    ifNot:
      "If this wasn't you, change your password and check the authenticator app under Account Security",
  },
  'mfa-off': {
    subject: 'Two-factor sign-in turned off for your vCISO Hub account',
    happened:
      'the authenticator app was removed from your vCISO Hub account. Signing in no longer asks for a code.',
    ifNot:
      "If this wasn't you, change your password and set up an authenticator app again under Account Security",
  },
  'password-changed': {
    subject: 'Your vCISO Hub password was changed',
    happened: 'the password of your vCISO Hub account was changed.',
    ifNot:
      "If this wasn't you, reset your password from the sign-in page now and check your authenticator app under Account Security",
  },
  'password-reset': {
    subject: 'Your vCISO Hub password was reset',
    happened:
      'the password of your vCISO Hub account was reset with "Forgot password?" and a code sent to this address.',
    ifNot:
      "If this wasn't you, someone could read the code sent to this address: secure this e-mail account first, then reset your password again from the sign-in page and check your authenticator app under Account Security",
  },
};

/**
 * The notice of one change to the account's security: what changed, when, and what to do if it
 * was not the account's owner. Never a code, a password or anything of a device.
 */
export function securityChangeMail(
  change: TSecurityChange,
  at: string,
  securityUrl: string,
): Pick<MailMessage, 'subject' | 'text'> {
  const what = WHAT[change];
  return {
    subject: what.subject,
    text: [
      'Hello,',
      '',
      `On ${mailMoment(at)}, ${what.happened}`,
      '',
      `${what.ifNot}: ${securityUrl}`,
    ].join('\n'),
  };
}

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
  const mail = securityChangeMail(detail.change, detail.at, deps.links.url('/account/security'));
  return sendOnce(deps, { scope: 'security-change', key: detail.changeId }, () =>
    deps.mailer.send({ to: email, ...mail }),
  );
}
