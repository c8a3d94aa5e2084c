import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { composeMail } from '../../../../lambdas/adapters/ses/mailer';
import { previewMessages } from '../../../../scripts/mail-preview';
import { SHELLS_FILE, shellsSource } from '../../../../scripts/mail-shells';
import { checkMail } from '../../../support/mail-conformance';
import { readFileSync } from 'node:fs';

const options = {
  from: 'vCISO Hub <no-reply@vciso-hub.example>',
  clock: { now: () => new Date('2030-01-01T08:00:00Z') },
  ids: { newId: () => 'preview-1' },
};

describe('mail previews', () => {
  it.each(previewMessages().map((p) => [p.name, p.message] as const))(
    '%s conforms, is multipart/alternative and stays under 100 KB',
    async (_name, message) => {
      const { raw } = await composeMail(message, options);
      const { problems, parsed } = await checkMail(raw, {
        subject: message.subject,
        text: message.text,
      });
      expect(problems).toEqual([]);
      expect(raw.length).toBeLessThan(100 * 1024);
      expect(raw.toString('latin1')).toMatch(/Content-Type: multipart\/alternative/);
      expect(parsed.html).toBe(message.html);
      // Every text part names its charset.
      const types = raw.toString('latin1').match(/^Content-Type: text\/[^\r]*/gm) ?? [];
      expect(types.length).toBeGreaterThanOrEqual(2);
      for (const type of types) expect(type).toMatch(/charset=utf-8/);
    },
  );

  it('the invite part says it is UTF-8, so a strict reader decodes the names in it', async () => {
    const withInvite = previewMessages().find((p) => p.message.attachments?.length)!;
    const { raw } = await composeMail(withInvite.message, options);
    const parsed = await simpleParser(raw);
    const invite = parsed.attachments.find((a) => a.contentType === 'text/calendar')!;
    const type = invite.headers.get('content-type') as { params: Record<string, string> };
    // A strict reader takes the declared charset, US-ASCII when none is (RFC 2045 §5.2).
    const charset = type.params.charset ?? 'us-ascii';
    expect(charset.toLowerCase()).toBe('utf-8');
    const text = new TextDecoder(charset, { fatal: true }).decode(invite.content);
    expect(text).toContain('SUMMARY:Security review with Zoë Ångström');
    expect(type.params.method).toBe('REQUEST');
  });

  it('the generated mail frame matches the layout', async () => {
    expect(readFileSync(SHELLS_FILE, 'utf8')).toBe(await shellsSource());
  });
});
