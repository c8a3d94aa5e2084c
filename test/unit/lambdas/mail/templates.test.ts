import { describe, expect, it } from 'vitest';
import { mails } from '../../../../lambdas/mail/mails';
import { sampleMail, sampleViews } from '../../../../lambdas/mail/samples';
import { buttonUrl, textOfHtml } from './read-mail';

const names = Object.keys(mails) as (keyof typeof mails)[];

describe('every mail template', () => {
  it.each(names)('%s: its text part says what its HTML says', (name) => {
    const mail = sampleMail(name);
    expect(mail.text).toBe(textOfHtml(mail.html));
    expect(mail.subject).not.toMatch(/\n/);
    // No remote images or scripts; styles inline, the layout in tables.
    expect(mail.html).not.toMatch(/<img|<script|<link|<style/i);
    expect(mail.html).toMatch(/<table[^>]*role="presentation"/);
    expect(mail.html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(Buffer.byteLength(mail.html) + Buffer.byteLength(mail.text)).toBeLessThan(100 * 1024);
  });
});

describe('visitor booking mails', () => {
  it('confirmed: the subject names the page, the button and the text carry the personal link', () => {
    const view = sampleViews.visitorBookingConfirmed;
    const mail = mails.visitorBookingConfirmed(view);
    expect(mail.subject).toBe('Meeting booked: Security review');
    expect(buttonUrl(mail.html)).toBe(view.manageUrl);
    expect(mail.text).toContain(
      `Need to cancel or move it? Use your personal link:\n\n${view.manageUrl}\nAnyone with this link`,
    );
    expect(mail.text).toContain('Hello Zoë Ångström,');
    expect(mail.text).toContain(
      'When: Monday, 7 January 2030, 10:00–10:30 Europe/Paris (your time zone)\n      Monday, 7 January 2030, 09:00–09:30 UTC',
    );
    expect(mail.text).toContain('Your notes: Please bring the SOC 2 report & the risk register.');
    expect(mail.html).toContain('Please bring the SOC 2 report &amp; the risk register.');
  });

  it('confirmed: names typed by people are escaped in the HTML and kept on one line in the subject', () => {
    const mail = mails.visitorBookingConfirmed({
      ...sampleViews.visitorBookingConfirmed,
      visitorName: '<script>alert(1)</script>',
      pageName: 'Review\n"now"',
    });
    expect(mail.subject).toBe('Meeting booked: Review "now"');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.text).toContain('Hello <script>alert(1)</script>,');
  });

  it('cancelled by the host: the host’s message, and no button', () => {
    const mail = mails.visitorBookingCancelled(sampleViews.visitorBookingCancelled);
    expect(mail.subject).toBe('Meeting cancelled by the host: Security review');
    expect(mail.text).toContain('Message from the host: Sorry, I am travelling that week.');
    expect(buttonUrl(mail.html)).toBeUndefined();
  });

  it('cancelled by the visitor: their reason, or that none was given', () => {
    const mail = mails.visitorBookingCancelled({
      ...sampleViews.visitorBookingCancelled,
      cancelledBy: 'attendee',
      reason: null,
    });
    expect(mail.subject).toBe('Meeting cancelled: Security review');
    expect(mail.text).toContain('is cancelled, as you asked.');
    expect(mail.text).toContain('Reason: No reason given');
  });

  it('rescheduled: the new and the old time, and a fresh link on the button', () => {
    const view = sampleViews.visitorBookingRescheduled;
    const mail = mails.visitorBookingRescheduled(view);
    expect(mail.subject).toBe('Meeting rescheduled: Security review');
    expect(mail.text).toMatch(/^Now: Monday, 7 January 2030, 10:00–10:30 /m);
    expect(mail.text).toMatch(/^Was: Friday, 4 January 2030, 15:00–15:30 /m);
    expect(buttonUrl(mail.html)).toBe(view.manageUrl);
    expect(mail.text).toContain(view.manageUrl);
  });

  it('reminder: how long until it starts, and no link', () => {
    const mail = mails.visitorBookingReminder(sampleViews.visitorBookingReminder);
    expect(mail.subject).toBe('Reminder: Security review in 24 hours');
    expect(mail.text).toContain('Join the meeting: https://meet.example.com/abc-defg-hij');
    expect(buttonUrl(mail.html)).toBeUndefined();
  });
});

describe('owner booking mails', () => {
  it('confirmed: the visitor named in the subject and the text', () => {
    const mail = mails.ownerBookingConfirmed(sampleViews.ownerBookingConfirmed);
    expect(mail.subject).toBe('New booking: Security review with Zoë Ångström');
    expect(mail.text).toContain(
      'Zoë Ångström (zoe@example.com) booked a meeting on your page "Security review".',
    );
    expect(buttonUrl(mail.html)).toBeUndefined();
  });

  it('cancelled: the time is free again', () => {
    const mail = mails.ownerBookingCancelled(sampleViews.ownerBookingCancelled);
    expect(mail.subject).toBe('Meeting cancelled: Security review with Zoë Ångström');
    expect(mail.text).toContain('The time is free to book again.');
    expect(mail.text).toContain('Where: In person, 1 Rue de Rivoli, Paris');
  });

  it('rescheduled: the visitor’s settled moves counted, or the owner’s own move', () => {
    const view = sampleViews.ownerBookingRescheduled;
    expect(mails.ownerBookingRescheduled(view).text).toContain(
      'Zoë Ångström (zoe@example.com) moved their meeting (3 moves) on your page',
    );
    const own = mails.ownerBookingRescheduled({ ...view, movedBy: 'owner', moves: 1 });
    expect(own.subject).toBe('Meeting rescheduled: Security review with Zoë Ångström');
    expect(own.text).toContain('You moved your meeting with Zoë Ångström (zoe@example.com)');
  });

  it('reminder: the visitor and the time in the page’s zone', () => {
    const mail = mails.ownerBookingReminder(sampleViews.ownerBookingReminder);
    expect(mail.subject).toBe('Reminder: Security review with Zoë Ångström in 1 hour');
    expect(mail.text).toContain('When: Monday, 7 January 2030, 09:00–09:30 UTC');
    expect(mail.text).toContain('Notes from Zoë Ångström: Short call, please.');
  });
});

describe('signer mails', () => {
  it('signature requested: the button and the text carry the personal link, the message keeps its lines', () => {
    const view = sampleViews.signerSignatureRequested;
    const mail = mails.signerSignatureRequested(view);
    expect(mail.subject).toBe('Please sign: Mutual NDA – Ångström & Co (from Grace Hopper)');
    expect(buttonUrl(mail.html)).toBe(view.signUrl);
    expect(mail.text).toContain(`Review and sign it here (no account needed):\n\n${view.signUrl}`);
    expect(mail.text).toContain(
      'Message from Grace Hopper:\nHi Zoë,\nplease sign by Friday.\n\nThanks!',
    );
    expect(mail.html).toContain('Hi Zoë,<br/>please sign by Friday.<br/><br/>Thanks!');
    expect(mail.text).toContain('The link works until Wednesday, 6 February 2030, 09:00 UTC.');
  });

  it('a reminder of a resent link says both', () => {
    const mail = mails.signerSignatureRequested({
      ...sampleViews.signerSignatureRequested,
      reminder: 2,
      resend: true,
      message: null,
      expiresAt: null,
    });
    expect(mail.subject).toBe(
      'Reminder: please sign: Mutual NDA – Ångström & Co (from Grace Hopper)',
    );
    expect(mail.text).toContain(
      'A reminder: Grace Hopper is still waiting for your signature on "Mutual NDA – Ångström & Co".',
    );
    expect(mail.text).toContain('any earlier link for this document no longer works.');
    expect(mail.text).not.toContain('Message from');
    expect(mail.text).not.toContain('The link works until');
  });
});

describe('document owner mails', () => {
  it('signed: who signed, who is still to sign, and the document on the button', () => {
    const view = sampleViews.ownerDocumentSigned;
    const mail = mails.ownerDocumentSigned(view);
    expect(mail.subject).toBe('Signed by Zoë Ångström: Mutual NDA – Ångström & Co');
    expect(mail.text).toContain('1 of 2 signers have signed.');
    expect(mail.text).toContain('Waiting for: Alan Turing (alan@example.com).');
    expect(buttonUrl(mail.html)).toBe(view.documentUrl);
  });

  it('declined: the reason, escaped in the HTML, and the document on the button', () => {
    const view = sampleViews.ownerDocumentDeclined;
    const mail = mails.ownerDocumentDeclined(view);
    expect(mail.subject).toBe('Declined: Mutual NDA – Ångström & Co (by Zoë Ångström)');
    expect(mail.text).toContain('Reason: Clause 4 <needs> changes & a date');
    expect(mail.html).toContain('Reason: Clause 4 &lt;needs&gt; changes &amp; a date');
    expect(mail.text).toContain('Declined: Monday, 4 February 2030, 10:15 UTC');
    expect(buttonUrl(mail.html)).toBe(view.documentUrl);
    expect(mails.ownerDocumentDeclined({ ...view, reason: null }).text).toContain(
      'Reason: No reason given',
    );
  });
});
