import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ZDocument, type TDocument } from '@contracts/documents/document';
import type { Caller } from './api-session';
import { samplePdf, uploadDraft } from './document-files';

/** A fresh address per signer, so each test reads only its own mails. */
export const signerAddress = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * A checked PDF with a group of signers, each with one signature field: a draft ready to send.
 * Answers the document's id.
 */
export async function draftForSigning(
  owner: Caller,
  signers: { name: string; email: string }[],
): Promise<string> {
  const id = await uploadDraft(owner, await samplePdf(), {
    title: `Agreement ${randomUUID().slice(0, 6)}`,
    fileName: 'agreement.pdf',
  });
  const workflow = await owner.call('PUT', `/api/documents/${id}/workflow`, {
    body: { workflowType: 'group', signers },
  });
  expect(workflow.status, JSON.stringify(workflow.body)).toBe(200);
  const fields = signers.map((s, i) => ({
    id: randomUUID(),
    type: 'signature',
    signerEmail: s.email,
    page: 1,
    x: 0.1,
    y: 0.1 + 0.1 * i,
    width: 0.3,
    height: 0.06,
    required: true,
  }));
  const saved = await owner.call('PUT', `/api/documents/${id}/fields`, { body: { fields } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return id;
}

/** Sends the draft for signature; answers the document as the owner then sees it. */
export async function sendForSigning(owner: Caller, id: string): Promise<TDocument> {
  const res = await owner.call('POST', `/api/documents/${id}/send`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZDocument.parse(res.body);
}

/** The token of a signing link in a mail's text (it travels after `#`, never in the path). */
export const signingTokenIn = (text: string): string | undefined =>
  /\/sign#([A-Za-z0-9_-]{43})/.exec(text)?.[1];
