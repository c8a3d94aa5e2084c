import { describe, expect, it } from 'vitest';
import { mails } from '../../../../../lambdas/mail/mails';
import { mailMoment } from '../../../../../lambdas/services/account/sign-in-mail';

const url = 'https://app.example.com/account/security';

describe('the mail of a connected sign-in', () => {
  it('says the moment in UTC, the same for every reader', () => {
    expect(mailMoment('2026-05-12T14:03:59.000Z')).toBe('12 May 2026 at 14:03 UTC');
    expect(mailMoment('2026-12-31T23:59:00.000Z')).toBe('31 December 2026 at 23:59 UTC');
    expect(mailMoment('2026-01-02T00:05:00.000Z')).toBe('2 January 2026 at 00:05 UTC');
  });

  it('names the provider and the time, and what to do if it was not them', () => {
    const mail = mails.accountSignInChanged({
      provider: 'Google',
      change: 'connected',
      at: mailMoment('2026-05-12T14:03:00Z'),
      securityUrl: url,
    });
    expect(mail.subject).toBe('Google sign-in connected to your vCISO Hub account');
    expect(mail.text).toContain(
      'Google was connected to your vCISO Hub account on 12 May 2026 at 14:03 UTC.',
    );
    expect(mail.text).toContain(
      `If this wasn't you, sign in with your e-mail and password, disconnect Google under Account Security, and change your password:\n\n${url}`,
    );
  });

  it('says a disconnection as plainly', () => {
    const mail = mails.accountSignInChanged({
      provider: 'LinkedIn',
      change: 'disconnected',
      at: mailMoment('2026-05-12T14:03:00Z'),
      securityUrl: url,
    });
    expect(mail.subject).toBe('LinkedIn sign-in disconnected from your vCISO Hub account');
    expect(mail.text).toContain('Signing in with LinkedIn no longer opens this account.');
    expect(mail.text).toContain(url);
  });
});
