import { describe, expect, it } from 'vitest';
import { mails } from '../../../../lambdas/mail/mails';
import { sampleViews } from '../../../../lambdas/mail/samples';
import { buttonUrl } from './read-mail';

describe('account mails', () => {
  it('sign-in connected: the provider and when, and Account Security on the button', () => {
    const view = sampleViews.accountSignInChanged;
    const mail = mails.accountSignInChanged(view);
    expect(mail.subject).toBe('Google sign-in connected to your vCISO Hub account');
    expect(mail.text).toContain(
      'Google was connected to your vCISO Hub account on 12 May 2030 at 14:03 UTC.',
    );
    expect(buttonUrl(mail.html)).toBe(view.securityUrl);
    expect(mail.html).toContain('Open Account Security');
  });

  it('security changed: what changed and what to do, with Account Security on the button', () => {
    const view = sampleViews.accountSecurityChanged;
    const mail = mails.accountSecurityChanged(view);
    expect(mail.subject).toBe('A recovery code was used to sign in to your vCISO Hub account');
    expect(mail.text).toContain('On 12 May 2030 at 14:03 UTC, a recovery code was used');
    expect(mail.text).toContain(
      `reset your password now, then set up your authenticator app again:\n\n${view.securityUrl}`,
    );
    expect(buttonUrl(mail.html)).toBe(view.securityUrl);
  });

  it('data export ready: until when, and the data page on the button', () => {
    const view = sampleViews.accountDataExportReady;
    const mail = mails.accountDataExportReady(view);
    expect(mail.subject).toBe('Your vCISO Hub data is ready to download');
    expect(mail.text).toContain(`Download it, signed in, until 2030-05-19:\n\n${view.dataUrl}`);
    expect(buttonUrl(mail.html)).toBe(view.dataUrl);
    expect(mail.text).toContain('If you did not ask for it, change your password and tell us.');
  });

  it('closed: what is deleted, what the law keeps and for how long, the details on the button', () => {
    const view = sampleViews.accountClosed;
    const mail = mails.accountClosed(view);
    expect(mail.subject).toBe('Your vCISO Hub account is closed');
    expect(mail.text).toContain('invoices and credit notes you issued');
    expect(mail.text).toContain('until the end of the 10th year after the year each was issued');
    expect(mail.text).toContain('Copies in our backups expire within 35 days.');
    expect(buttonUrl(mail.html)).toBe(view.retentionUrl);
  });
});
