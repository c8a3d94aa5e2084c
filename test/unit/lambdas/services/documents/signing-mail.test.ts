import { describe, expect, it } from 'vitest';
import type { TSignatureRequested } from '@contracts/documents/events';
import type { MailMessage } from '../../../../../lambdas/ports/mailer';
import { toReservation } from '../../../../../lambdas/services/documents/document-item';
import { toStepItem, type StepItem } from '../../../../../lambdas/services/documents/step-item';
import { mailSignedNotice } from '../../../../../lambdas/services/documents/signing/mail-signed-notice';
import { mailDeclineNotice } from '../../../../../lambdas/services/documents/signing/mail-decline-notice';
import { mailSignatureRequest } from '../../../../../lambdas/services/documents/signing/mail-signature-request';
import { issueSigningToken } from '../../../../../lambdas/services/documents/signing/signing-token-item';
import { MemoryTable } from '../../support/memory-table';

const now = new Date('2030-01-07T09:00:00.000Z');
const documentId = '11111111-1111-4111-8111-111111111111';

function setup(step: Partial<StepItem> = {}, status = 'pending_signatures' as const) {
  const document = {
    ...toReservation({
      id: documentId,
      sub: 'owner-sub',
      libraryId: null,
      title: 'Master services agreement',
      description: '',
      fileName: 'msa.pdf',
      fileType: 'pdf',
      size: 100,
      now,
    }),
    status,
  };
  const link = issueSigningToken({ documentId, order: 1 }, now);
  const table = new MemoryTable([
    document,
    {
      ...toStepItem({ documentId, order: 1, name: 'Ada Lovelace', email: 'ada@example.com' }),
      status: 'sent',
      tokenHash: link.hash,
      tokenExpiresAt: link.item.expiresAt,
      ...step,
    },
    link.item,
  ]);
  const sent: MailMessage[] = [];
  const deps = {
    table,
    clock: { now: () => now },
    mailer: {
      send: async (m: MailMessage) => {
        sent.push(m);
        return { messageId: String(sent.length) };
      },
    },
    users: { getEmail: async () => 'owner@example.com', hasTotp: async () => false },
    links: { url: (path: string) => `https://hub.example.com${path}` },
    // Sealing as the token key would, reversibly: the event never holds the link itself.
    tokenCipher: {
      decrypt: async (kind: string, sealed: string) =>
        kind === 'signing-link' ? sealed.replace(/^sealed:/, '') : 'wrong kind',
    },
  };
  const detail: TSignatureRequested = {
    documentId,
    order: 1,
    tokenCiphertext: `sealed:${link.token}`,
    resend: false,
  };
  return { deps, sent, detail, token: link.token };
}

describe('the signing link mail', () => {
  it('mails the signer their personal link with the document, the sender and the expiry', async () => {
    const { deps, sent, detail, token } = setup();
    expect(await mailSignatureRequest(deps, { detail })).toBe('sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'ada@example.com',
      subject: 'Please sign: Master services agreement (from owner@example.com)',
      replyTo: 'owner@example.com',
    });
    expect(sent[0]!.text).toContain(`https://hub.example.com/sign#${token}`);
    expect(sent[0]!.text).toContain('The link works until Wednesday, 6 February 2030, 09:00 UTC.');
  });

  it('sends each link once however often the event is delivered', async () => {
    const { deps, sent, detail } = setup();
    await mailSignatureRequest(deps, { detail });
    expect(await mailSignatureRequest(deps, { detail })).toBe('already sent');
    expect(sent).toHaveLength(1);
  });

  it('sends again after a failed send, when the event is retried', async () => {
    const { deps, sent, detail } = setup();
    const send = deps.mailer.send;
    deps.mailer.send = async () => {
      throw new Error('SES down');
    };
    await expect(mailSignatureRequest(deps, { detail })).rejects.toThrow('SES down');
    deps.mailer.send = send;
    expect(await mailSignatureRequest(deps, { detail })).toBe('sent');
    expect(sent).toHaveLength(1);
  });

  it('never mails a link that was replaced, used, or whose document left signing', async () => {
    // A resend put a newer link's hash on the step.
    const replaced = setup({ tokenHash: 'f'.repeat(64) });
    expect(await mailSignatureRequest(replaced.deps, { detail: replaced.detail })).toBe('replaced');
    const signed = setup({ status: 'signed' });
    expect(await mailSignatureRequest(signed.deps, { detail: signed.detail })).toBe('not awaiting');
    const declined = setup({}, 'declined' as never);
    expect(await mailSignatureRequest(declined.deps, { detail: declined.detail })).toBe(
      'not awaiting',
    );
    expect(signed.sent).toEqual([]);
  });
});

describe('the decline notice', () => {
  it('tells the owner who declined and why, once', async () => {
    const { deps, sent } = setup(
      { status: 'declined', declineReason: 'Clause 4', declinedAt: now.toISOString() },
      'declined' as never,
    );
    const detail = { documentId, order: 1 };
    expect(await mailDeclineNotice(deps, { detail })).toBe('sent');
    expect(await mailDeclineNotice(deps, { detail })).toBe('already sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'owner@example.com',
      subject: 'Declined: Master services agreement (by Ada Lovelace)',
      replyTo: 'ada@example.com',
    });
    expect(sent[0]!.text).toContain('Reason: Clause 4');
  });
});

describe('the signature notice', () => {
  it('tells the owner of a signature while others are still to sign, once', async () => {
    const { deps, sent } = setup(
      { status: 'signed', signedAt: now.toISOString() },
      'partially_signed' as never,
    );
    await deps.table.put({
      ...toStepItem({ documentId, order: 2, name: 'Alan Turing', email: 'alan@example.com' }),
      status: 'sent',
    });
    const detail = { documentId, order: 1 };
    expect(await mailSignedNotice(deps, { detail })).toBe('sent');
    expect(await mailSignedNotice(deps, { detail })).toBe('already sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'owner@example.com',
      subject: 'Signed by Ada Lovelace: Master services agreement',
    });
    expect(sent[0]!.text).toContain('1 of 2 signers have signed.');
    expect(sent[0]!.text).toContain('Waiting for: Alan Turing (alan@example.com).');
  });

  it('leaves the last signature to the completion mail', async () => {
    const { deps, sent } = setup({ status: 'signed' }, 'fully_signed' as never);
    expect(await mailSignedNotice(deps, { detail: { documentId, order: 1 } })).toBe('completed');
    expect(sent).toEqual([]);
  });
});
