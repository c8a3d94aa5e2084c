import { describe, expect, it } from 'vitest';
import { mails } from '../../../../lambdas/mail/mails';
import { sampleViews } from '../../../../lambdas/mail/samples';
import { buttonUrl } from './read-mail';

describe('applicant mails', () => {
  it('received: the summary the applicant will recognise, and their application on the button', () => {
    const view = sampleViews.applicantApplicationReceived;
    const mail = mails.applicantApplicationReceived(view);
    expect(mail.subject).toBe('We received your professional application');
    expect(mail.text).toContain('Hello Zoë Ångström,');
    expect(mail.text).toContain('Board-level experience: Yes\nAvailability: Part time');
    expect(buttonUrl(mail.html)).toBe(view.applicationUrl);
    expect(mail.text).toContain(
      `Follow it, change it while it waits or withdraw it:\n\n${view.applicationUrl}`,
    );
  });

  it('status changed: what the move means, and their application on the button', () => {
    const view = sampleViews.applicantApplicationStatusChanged;
    const mail = mails.applicantApplicationStatusChanged(view);
    expect(mail.subject).toBe('We are reviewing your professional application');
    expect(mail.text).toContain('It can no longer be changed, but you can still withdraw it.');
    expect(buttonUrl(mail.html)).toBe(view.applicationUrl);
    const rejected = mails.applicantApplicationStatusChanged({ ...view, to: 'rejected' });
    expect(rejected.subject).toBe('An update on your professional application');
  });
});

describe('administrator mails', () => {
  it('submitted: who and when, and the screening screen on the button', () => {
    const view = sampleViews.adminApplicationSubmitted;
    const mail = mails.adminApplicationSubmitted(view);
    expect(mail.subject).toBe('New professional application: Zoë Ångström');
    expect(mail.text).toContain('A new professional application was submitted on 2030-01-07.');
    expect(mail.text).toContain('E-mail: zoe@example.com');
    expect(buttonUrl(mail.html)).toBe(view.screenUrl);
  });
});

describe('match mails', () => {
  it('proposed: the role without the company, and accept or decline on the button', () => {
    const view = sampleViews.professionalMatchProposed;
    const mail = mails.professionalMatchProposed(view);
    expect(mail.subject).toBe(
      'A Part Time / Fractional CISO role for you: will you meet the company?',
    );
    expect(mail.text).toContain('Fintech, 51-200, France. What the company is trying to achieve:');
    expect(mail.text).toContain('Get ready for SOC 2 & ISO 27001 within a year.');
    expect(mail.text).toContain('Nobody has your details yet.');
    expect(buttonUrl(mail.html)).toBe(view.answerUrl);
  });

  it('introduced to the company: the professional’s details, no button (a reply reaches them)', () => {
    const mail = mails.companyMatchIntroduced(sampleViews.companyMatchIntroduced);
    expect(mail.subject).toBe('Introducing Zoë Ångström for your Part Time / Fractional CISO role');
    expect(mail.text).toContain('Hello Ada Lovelace,');
    expect(mail.text).toContain('Reply to this e-mail to reach them directly.');
    expect(mail.text).toContain('E-mail: zoe@example.com');
    expect(buttonUrl(mail.html)).toBeUndefined();
  });

  it('introduced to the professional: the role as they read it, no button', () => {
    const mail = mails.professionalMatchIntroduced(sampleViews.professionalMatchIntroduced);
    expect(mail.subject).toBe('Introducing Northwind Traders: a Part Time / Fractional CISO role');
    expect(mail.text).toContain('Reply to this e-mail to reach Ada Lovelace directly.');
    expect(mail.text).toContain('What they are trying to achieve:');
    expect(mail.text).toContain('Contact: Ada Lovelace <ada@example.com>');
    expect(buttonUrl(mail.html)).toBeUndefined();
  });
});
