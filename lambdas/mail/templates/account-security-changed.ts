import type { TSecurityChange } from '@contracts/account/account-security';
import { accountSecurityAction } from '../account-lines';
import { renderMail, type RenderedMail } from '../render';

export interface AccountSecurityChangedView {
  change: TSecurityChange;
  /** When, already written in UTC: "12 May 2026 at 14:03 UTC". */
  at: string;
  securityUrl: string;
}

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
 * The account holder's notice of one change to the account's security: what changed, when, and
 * what to do if it was not them. Never a code, a password or anything of a device.
 */
export function accountSecurityChanged(view: AccountSecurityChangedView): RenderedMail {
  const what = WHAT[view.change];
  const happened = `On ${view.at}, ${what.happened}`;
  return renderMail({
    subject: what.subject,
    preview: happened,
    lines: ['Hello,', '', happened],
    action: accountSecurityAction(what.ifNot, view.securityUrl),
  });
}
