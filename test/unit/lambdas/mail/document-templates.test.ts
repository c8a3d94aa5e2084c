import { describe, expect, it } from 'vitest';
import { mails } from '../../../../lambdas/mail/mails';
import { sampleViews } from '../../../../lambdas/mail/samples';
import { buttonUrl } from './read-mail';

describe('signer document mails', () => {
  it('voided: who withdrew it and why, escaped in the HTML, and no button', () => {
    const mail = mails.signerDocumentVoided(sampleViews.signerDocumentVoided);
    expect(mail.subject).toBe('Withdrawn: Mutual NDA – Ångström & Co');
    expect(mail.text).toContain(
      'Grace Hopper has withdrawn "Mutual NDA – Ångström & Co", which you were asked to sign.',
    );
    expect(mail.text).toContain('Reason: Wrong version <v2> attached');
    expect(mail.html).toContain('Reason: Wrong version &lt;v2&gt; attached');
    expect(mail.text).toContain('Withdrawn: Monday, 4 February 2030, 10:15 UTC');
    expect(mail.text).toContain('Your signing link no longer works');
    expect(buttonUrl(mail.html)).toBeUndefined();
  });

  it('voided by a sender with no name on record: "The sender", and no time when unknown', () => {
    const mail = mails.signerDocumentVoided({
      ...sampleViews.signerDocumentVoided,
      sender: null,
      voidedAt: null,
    });
    expect(mail.text).toContain('The sender has withdrawn');
    expect(mail.text).not.toContain('Withdrawn: ');
  });

  it('completed: the personal link to the signed copy on the button, and until when it works', () => {
    const view = sampleViews.signerDocumentCompleted;
    const mail = mails.signerDocumentCompleted(view);
    expect(mail.subject).toBe('Signed copy: Mutual NDA – Ångström & Co');
    expect(buttonUrl(mail.html)).toBe(view.copyUrl);
    expect(mail.text).toContain(
      `Your copy is ready to download (no account needed):\n\n${view.copyUrl}\nThe link is personal and works until Wednesday, 6 March 2030, 10:15 UTC`,
    );
    // A Word document is kept as uploaded, with a certificate beside it.
    expect(mail.text).toContain('The Word document stays exactly as it was uploaded.');
  });
});

describe('document owner mails', () => {
  it('completed: every signer and when, what the sealed PDF holds, the document on the button', () => {
    const view = sampleViews.ownerDocumentCompleted;
    const mail = mails.ownerDocumentCompleted(view);
    expect(mail.subject).toBe('Completed: Mutual NDA – Ångström & Co is signed by everyone');
    expect(mail.text).toContain(
      '"Mutual NDA – Ångström & Co" has been signed by all 2 signer(s):\n- Zoë Ångström <zoe@example.com>, Monday, 4 February 2030, 10:15 UTC\n- Alan Turing <alan@example.com>\n',
    );
    expect(mail.html).toContain('- Zoë Ångström &lt;zoe@example.com&gt;');
    expect(mail.text).toContain('It carries a digital signature');
    expect(buttonUrl(mail.html)).toBe(view.documentUrl);
    expect(mail.text).toContain('Each signer has been sent their own link to the signed copy.');
  });
});
