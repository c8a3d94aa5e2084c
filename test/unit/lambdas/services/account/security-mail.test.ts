import { describe, expect, it } from 'vitest';
import { SECURITY_CHANGES, type TSecurityChange } from '@contracts/account/account-security';
import { mails } from '../../../../../lambdas/mail/mails';
import { mailMoment } from '../../../../../lambdas/services/account/sign-in-mail';

const securityChangeMail = (change: TSecurityChange, at: string, securityUrl: string) =>
  mails.accountSecurityChanged({ change, at: mailMoment(at), securityUrl });

const url = 'https://app.example.com/account/security';

describe('the security mails', () => {
  it('say what changed, when, and what to do if it was not the owner, for every change', () => {
    const subjects = new Set<string>();
    for (const change of SECURITY_CHANGES) {
      const mail = securityChangeMail(change, '2026-12-06T17:03:00.000Z', url);
      subjects.add(mail.subject);
      expect(mail.text).toContain('6 December 2026 at 17:03 UTC');
      expect(mail.text).toContain("If this wasn't you");
      expect(mail.text).toContain(url);
    }
    expect(subjects.size).toBe(SECURITY_CHANGES.length);
  });

  it('tell a used recovery code that the app is off and the other codes gone', () => {
    const mail = securityChangeMail('recovery-code-used', '2026-12-06T17:03:00.000Z', url);
    expect(mail.subject).toBe('A recovery code was used to sign in to your vCISO Hub account');
    expect(mail.text).toContain('The authenticator app is now turned off');
    expect(mail.text).toContain('the other recovery codes no longer work');
  });

  it('tell a reset password what to do when it was not the owner', () => {
    const mail = securityChangeMail('password-reset', '2026-12-06T17:03:00.000Z', url);
    expect(mail.subject).toBe('Your vCISO Hub password was reset');
    expect(mail.text).toContain('"Forgot password?"');
    expect(mail.text).toContain('secure this e-mail account first');
  });
});
