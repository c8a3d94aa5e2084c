import { describe, expect, it } from 'vitest';
import { mails } from '../../../../lambdas/mail/mails';
import { sampleViews } from '../../../../lambdas/mail/samples';
import { buttonUrl } from './read-mail';

describe('timesheet mails', () => {
  it('approval requested: the client greeted, the totals, and the single-use link on the button', () => {
    const view = sampleViews.clientTimesheetApprovalRequested;
    const mail = mails.clientTimesheetApprovalRequested(view);
    expect(mail.subject).toBe('Timesheet for approval: Security review, 1–7 January 2030');
    expect(mail.text).toContain('Hello Ångström & Co,');
    expect(mail.text).toContain(
      'Grace Hopper asks you to approve the timesheet of Security review for 1–7 January 2030 (Europe/Paris).',
    );
    expect(mail.text).toContain('Total time: 7h 30m\nBillable amount: £226.17');
    expect(buttonUrl(mail.html)).toBe(view.approvalUrl);
    expect(mail.text).toContain(
      `${view.approvalUrl}\nThe link is personal: it works once, for 30 days.`,
    );
    const unnamed = mails.clientTimesheetApprovalRequested({ ...view, clientName: null });
    expect(unnamed.text).toMatch(/^Hello,$/m);
  });

  it('queried: who queried it, their comment with its lines, and the timesheet on the button', () => {
    const view = sampleViews.consultantTimesheetAnswered;
    const mail = mails.consultantTimesheetAnswered(view);
    expect(mail.subject).toBe('Timesheet queried: Security review, 1–7 January 2030');
    expect(mail.text).toContain(
      'Zoë Ångström (zoe@example.com) queried the timesheet of Security review for 1–7 January 2030.',
    );
    expect(mail.text).toContain('Tuesday should be 5 minutes, not 50.\nThe rest is fine.');
    expect(mail.html).toContain('Tuesday should be 5 minutes, not 50.<br/>The rest is fine.');
    expect(buttonUrl(mail.html)).toBe(view.timesheetUrl);
  });

  it('approved: locked and ready to invoice, no comment', () => {
    const view = sampleViews.consultantTimesheetAnswered;
    const mail = mails.consultantTimesheetAnswered({ ...view, answer: 'approved', comment: null });
    expect(mail.subject).toBe('Timesheet approved: Security review, 1–7 January 2030');
    expect(mail.text).toContain('It is now locked and can be invoiced.');
    expect(mail.text).not.toContain('Tuesday');
    expect(buttonUrl(mail.html)).toBe(view.timesheetUrl);
  });

  it('exported: the period, its zone and who exported it, with no button (the file is attached)', () => {
    const mail = mails.recipientTimesheetExported(sampleViews.recipientTimesheetExported);
    expect(mail.subject).toBe('Timesheet: Security review, 1–31 January 2030');
    expect(mail.text).toContain(
      'Attached is the timesheet of Security review for 1–31 January 2030 (Europe/Paris), exported by Grace Hopper.',
    );
    expect(mail.text).toContain('Billable amount: £3,125.00');
    expect(buttonUrl(mail.html)).toBeUndefined();
  });
});

describe('invoice mails', () => {
  it('an invoice: who it is from, the total and when it is due, with no button (the PDF is attached)', () => {
    const mail = mails.clientInvoiceSent(sampleViews.clientInvoiceSent);
    expect(mail.subject).toBe('Invoice INV-2030-0001 from Grace Hopper, Hopper & Co');
    expect(mail.text).toContain(
      'Attached is invoice INV-2030-0001 from Grace Hopper, Hopper & Co for Security review, 1–31 January 2030.',
    );
    expect(mail.text).toContain('Total due: £3,750.00, by 2 March 2030.');
    expect(mail.html).toContain('Hopper &amp; Co');
    expect(buttonUrl(mail.html)).toBeUndefined();
  });

  it('a credit note: the invoice it cancels', () => {
    const mail = mails.clientInvoiceSent({
      ...sampleViews.clientInvoiceSent,
      kind: 'Credit note',
      reference: 'CN-2030-0001',
      terms: { credits: 'INV-2030-0001' },
    });
    expect(mail.subject).toBe('Credit note CN-2030-0001 from Grace Hopper, Hopper & Co');
    expect(mail.text).toContain('Attached is credit note CN-2030-0001');
    expect(mail.text).toContain('It cancels invoice INV-2030-0001 in full: £3,750.00.');
  });
});
