import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { EventBridgeEvent } from 'aws-lambda';
import { degrees, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { DOCUMENT_COMPLETED, type TDocumentCompleted } from '@contracts/documents/events';
import {
  CONTENT_TYPES,
  ZDocument,
  ZDownloadUrl,
  type TFileType,
} from '@contracts/documents/document';
import { signedCopyMessages, ZSignedCopyLink } from '@contracts/documents/signed-copy';
import { ZApiError } from '@contracts/errors';
import { LINK_TOKEN_HEADER } from '@contracts/link-token';
import { CONSUMER_RETRY_ATTEMPTS } from '../../lambdas/events/consumer-retries';
import { eventSource } from '../../lambdas/events/subscriptions';
import { sealQueueKeys } from '../../lambdas/keys/seal-queue';
import {
  appendAudit,
  ownerActor,
  sha256Hex,
  signerActor,
  SYSTEM_ACTOR,
  verifyDocumentAudit,
  type AuditEntry,
} from '../../lambdas/services/documents/audit-log';
import { toReservation, type DocumentItem } from '../../lambdas/services/documents/document-item';
import { toFieldItem } from '../../lambdas/services/documents/field-item';
import { loadDocument } from '../../lambdas/services/documents/owned-document';
import { SEAL_DISPATCH_LIMIT } from '../../lambdas/services/documents/seal/sweep-unsealed';
import { toStepItem } from '../../lambdas/services/documents/step-item';
import { applyLambdaEnv } from '../../local/lambda-env';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { mailsTo as mailsToIn, waitForMail } from '../support/outbox';
import { pngBytes, pngDataUrl } from '../support/png';

const run = promisify(execFile);
const stack = inject('stack');
const mailsTo = (email: string) => mailsToIn(stack.outboxDir, email);

applyLambdaEnv({ ...stack.env, LOG_LEVEL: 'ERROR' });
const { handler: sealHandler } = await import('../../lambdas/events/document-seal');
const { sealDeps } = await import('../../lambdas/events/seal-deps');
const { handler: sweepHandler } = await import('../../lambdas/events/seal-sweep');
const { table, documents } = sealDeps.deps;

let owner: Caller;
let ownerSub: string;
let ownerEmail: string;
let workDir: string;

beforeAll(async () => {
  owner = await userCaller(stack);
  ownerSub = owner.sub!;
  const me = await owner.call('GET', '/api/me');
  ownerEmail = (me.body as { email: string }).email;
  workDir = await mkdtemp(path.join(tmpdir(), 'document-seal-'));
});

/** A 1 × 1 PNG: what the signature pad sends, in miniature. */
const DRAWN =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function originalPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]).drawText('Mutual non-disclosure agreement', { x: 72, y: 720 });
  const landscape = pdf.addPage([595, 842]);
  landscape.setRotation(degrees(90));
  landscape.drawText('Schedule A', { x: 72, y: 400 });
  return pdf.save();
}

/** Just the ZIP signature and some bytes: sealing never opens a Word file. */
const originalDocx = () =>
  new Uint8Array(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from(randomUUID())]));

interface Completed {
  id: string;
  original: Uint8Array;
  signers: { name: string; email: string }[];
  /** The chain head before sealing: what the certificate shows. */
  chainHash: string;
}

/**
 * A document both signers have signed, written straight to the table and the bucket as the
 * signing flow leaves it: steps with their evidence, fields with values, a hash-chained audit
 * log, and the seal queue entry.
 */
async function completedDocument(
  fileType: TFileType,
  completedAt: Date,
  opts: {
    corrupt?: boolean;
    names?: readonly [string, string];
    title?: string;
    /** The name the sender's profile gave when they sent it, as sending records it. */
    senderName?: string;
  } = {},
): Promise<Completed> {
  const id = randomUUID();
  const tag = id.slice(0, 8);
  const [first, second] = opts.names ?? ['Ada Lovelace', 'Grace Hopper'];
  const signers = [
    { name: first, email: `ada-${tag}@example.com` },
    { name: second, email: `grace-${tag}@example.com` },
  ];
  // A corrupt original (its hash recorded as stored) makes every sealing run throw.
  const original = opts.corrupt
    ? new Uint8Array(Buffer.from(`%PDF-1.7 not a document ${id}`))
    : fileType === 'pdf'
      ? await originalPdf()
      : originalDocx();
  const at = (minutes: number) => new Date(completedAt.getTime() - minutes * 60_000).toISOString();
  const { ttl: _reservationTtl, ...base } = toReservation({
    id,
    sub: ownerSub,
    libraryId: null,
    title: `${opts.title ?? 'NDA'} ${tag}`,
    description: '',
    fileName: `nda-${tag}.${fileType}`,
    fileType,
    size: original.length,
    now: new Date(at(30)),
  });
  await documents.put({
    key: base.originalKey,
    body: original,
    contentType: CONTENT_TYPES[fileType],
  });

  const entries: AuditEntry[] = [
    { action: 'created', actor: ownerActor(ownerSub), at: at(30), details: {} },
    { action: 'sent', actor: ownerActor(ownerSub), at: at(20), details: { signers: 2 } },
    ...signers.flatMap((s, i): AuditEntry[] => [
      {
        action: 'consent',
        actor: signerActor(s.email),
        at: at(10 - i * 5),
        details: { order: i + 1, disclosureVersion: '2026-01' },
      },
      { action: 'signed', actor: signerActor(s.email), at: at(9 - i * 5), details: {} },
    ]),
    { action: 'completed', actor: SYSTEM_ACTOR, at: completedAt.toISOString(), details: {} },
  ];
  const audit = appendAudit(base, entries);
  const document: DocumentItem = {
    ...base,
    status: 'fully_signed',
    workflowType: 'chain',
    originalSha256: sha256Hex(original),
    sentAt: at(20),
    completedAt: completedAt.toISOString(),
    fieldSet: 'fs1',
    ...(opts.senderName === undefined ? {} : { senderName: opts.senderName }),
    ...audit.set,
  };
  const steps = signers.map((s, i) => ({
    ...toStepItem({ documentId: id, order: i + 1, ...s }),
    status: 'signed' as const,
    sentAt: at(20),
    viewedAt: at(10 - i * 5),
    consentedAt: at(10 - i * 5),
    consentVersion: '2026-01',
    signedAt: at(9 - i * 5),
    ip: `203.0.113.${i + 10}`,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
    values: { [`sig-${i + 1}`]: i === 0 ? DRAWN : s.name, [`date-${i + 1}`]: at(9 - i * 5) },
  }));
  const fields = signers.flatMap((s, i) => [
    toFieldItem(id, 'fs1', {
      id: `sig-${i + 1}`,
      type: 'signature',
      signerEmail: s.email,
      page: i + 1,
      x: 0.1,
      y: 0.7,
      width: 0.3,
      height: 0.08,
      required: true,
    }),
    toFieldItem(id, 'fs1', {
      id: `date-${i + 1}`,
      type: 'date',
      signerEmail: s.email,
      page: i + 1,
      x: 0.5,
      y: 0.7,
      width: 0.2,
      height: 0.05,
      required: true,
    }),
  ]);
  const queue = {
    ...sealQueueKeys.key({ completedAt: completedAt.toISOString(), documentId: id }),
    documentId: id,
    completedAt: completedAt.toISOString(),
  };
  await table.transactWrite(
    [document, ...steps, ...fields, ...audit.rows, queue].map((item) => ({ op: 'put', item })),
  );
  return { id, original, signers, chainHash: audit.set.auditHash };
}

const completedEvent = (documentId: string): EventBridgeEvent<string, TDocumentCompleted> => ({
  version: '0',
  id: randomUUID(),
  'detail-type': DOCUMENT_COMPLETED,
  source: eventSource,
  account: '000000000000',
  time: new Date().toISOString(),
  region: stack.region,
  resources: [],
  detail: { documentId },
});

async function sealedFile(id: string) {
  const bundle = await loadDocument(table, id);
  const document = bundle!.document;
  expect(document.signedKey, 'signedKey').toBeTruthy();
  const stored = await documents.get(document.signedKey!);
  return { bundle: bundle!, bytes: stored!.body };
}

async function tool(name: 'pdfsig' | 'pdftotext' | 'pdfinfo', bytes: Uint8Array) {
  const file = path.join(workDir, `${randomUUID()}.pdf`);
  await writeFile(file, bytes);
  const args = name === 'pdftotext' ? [file, '-'] : [file];
  // pdfsig exits non-zero for an invalid signature; its verdict is in the output either way.
  const out = await run(name, args).catch((error: { stdout?: string; stderr?: string }) => error);
  return `${out.stdout ?? ''}${out.stderr ?? ''}`;
}

/** The copy link's API, the token in its header as the signed-copy page sends it. */
const openCopy = (headers: Record<string, string>) =>
  fetch(`${stack.apiUrl}/api/signed-copy`, { headers, redirect: 'manual' });

/** The signers' copy link from their mail, opened as its page does: token, then the file. */
async function downloadFromMail(email: string): Promise<{ status: number; bytes?: Uint8Array }> {
  const mail = (await mailsTo(email)).find((m) => /^Signed copy: /.test(m.subject));
  const link = /https?:\/\/\S+\/signed-copy#[\w-]+/.exec(mail?.text ?? '')?.[0];
  expect(link, `copy link mailed to ${email}`).toBeTruthy();
  // The token is only in the fragment, which a browser never sends: no log can hold it.
  const url = new URL(link!);
  expect(url.pathname).toBe('/signed-copy');
  expect(url.search).toBe('');
  const res = await openCopy({ [LINK_TOKEN_HEADER]: url.hash.slice(1) });
  if (res.status !== 200) return { status: res.status };
  expect(res.headers.get('cache-control')).toBe('no-store');
  const { url: fileUrl } = ZSignedCopyLink.parse(await res.json());
  const file = await fetch(fileUrl);
  return { status: 200, bytes: new Uint8Array(await file.arrayBuffer()) };
}

describe('sealing a completed PDF', () => {
  let doc: Completed;
  let sealed: Awaited<ReturnType<typeof sealedFile>>;

  beforeAll(async () => {
    doc = await completedDocument('pdf', new Date());
    await sealHandler(completedEvent(doc.id));
    sealed = await sealedFile(doc.id);
  });

  it('stores a PDF whose digital signature covers the whole file and verifies', async () => {
    const report = await tool('pdfsig', sealed.bytes);
    expect(report).toContain('adbe.pkcs7.detached');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature is Valid.');
  });

  it('fails verification once one byte inside the signed range changes', async () => {
    const tampered = Uint8Array.from(sealed.bytes);
    const raw = Buffer.from(tampered);
    const [start1, length1, start2, length2] = /\/ByteRange \[\s*(\d+) (\d+) (\d+) (\d+)/
      .exec(raw.toString('latin1'))!
      .slice(1)
      .map(Number) as [number, number, number, number];
    // A letter of the signer's name in the signature dictionary: the file still parses.
    const at = raw.indexOf('/Name (vCISO Hub)') + '/Name ('.length;
    const signed = (i: number) =>
      (i >= start1 && i < start1 + length1) || (i >= start2 && i < start2 + length2);
    expect(signed(at)).toBe(true);
    tampered[at] = 'w'.charCodeAt(0);
    const report = await tool('pdfsig', tampered);
    expect(report).not.toContain('Signature is Valid.');
    expect(report).toMatch(/Signature is Invalid|Digest Mismatch/);
  });

  it('keeps the original pages and adds a certificate with names, hashes and UTC times', async () => {
    const text = (await tool('pdftotext', sealed.bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Mutual non-disclosure agreement');
    expect(text).toContain('Certificate of Completion');
    for (const s of doc.signers) {
      expect(text).toContain(s.name);
      expect(text).toContain(s.email);
    }
    // Grace typed her signature: it is stamped into her field on page 2.
    expect(text).toContain('Grace Hopper');
    expect(text).toContain(sha256Hex(doc.original));
    expect(text).toContain(doc.chainHash);
    expect(text).toContain('UTC');
    expect(text).toContain('disclosure version 2026-01');
    expect(text).toContain('203.0.113.10');
    expect(text).toContain(`sender ${ownerEmail}`);
    const info = await tool('pdfinfo', sealed.bytes);
    expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1])).toBeGreaterThanOrEqual(3);
  });

  it('gives the owner the certificate on its own, signed, without the original’s pages', async () => {
    const route = `/api/documents/${doc.id}/download-url?version=certificate`;
    expect((await anonymousCaller(stack).call('GET', route)).status).toBe(401);
    expect((await (await userCaller(stack)).call('GET', route)).status).toBe(404);
    const view = ZDocument.parse((await owner.call('GET', `/api/documents/${doc.id}`)).body);
    expect(view).toMatchObject({ sealed: true, certificate: true });

    const res = await owner.call('GET', route);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const link = ZDownloadUrl.parse(res.body);
    expect(link.fileName).toMatch(/\(certificate of completion\)\.pdf$/);
    const bytes = new Uint8Array(await (await fetch(link.url)).arrayBuffer());
    expect(await tool('pdfsig', bytes)).toContain('Signature is Valid.');
    const text = (await tool('pdftotext', bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Certificate of Completion');
    for (const s of doc.signers) expect(text).toContain(s.name);
    expect(text).not.toContain('Mutual non-disclosure');
    expect(sealed.bundle.audit.at(-1)?.details).toMatchObject({
      certificateSha256: sha256Hex(bytes),
    });
  });

  it('records the seal in the audit chain with the signed file’s SHA-256', () => {
    const last = sealed.bundle.audit.at(-1)!;
    expect(last.action).toBe('sealed');
    expect(last.details).toMatchObject({
      signedSha256: sha256Hex(sealed.bytes),
      chainHash: doc.chainHash,
      kind: 'stamped',
    });
    expect(verifyDocumentAudit(sealed.bundle.document, sealed.bundle.audit)).toMatchObject({
      ok: true,
    });
    expect(sealed.bundle.document.sealedAt).toBeTruthy();
  });

  it('takes the document off the seal queue', async () => {
    const left = await table.queryAll({ pk: sealQueueKeys.pk.format({}) });
    expect(left.map((item) => item.documentId)).not.toContain(doc.id);
  });

  it('mails the sender once and each signer a personal link to the signed copy', async () => {
    const owner = (await mailsTo(ownerEmail)).filter((m) =>
      m.subject.includes(`NDA ${doc.id.slice(0, 8)}`),
    );
    expect(owner).toHaveLength(1);
    expect(owner[0]!.text).toContain(`/documents/${doc.id}`);
    for (const s of doc.signers) {
      const copy = await downloadFromMail(s.email);
      expect(copy.status).toBe(200);
      expect(Buffer.from(copy.bytes!).equals(Buffer.from(sealed.bytes))).toBe(true);
    }
  });

  it('answers a forged, missing or blank copy token with 404, never a file', async () => {
    for (const headers of [
      { [LINK_TOKEN_HEADER]: 'A'.repeat(43) } as Record<string, string>,
      { [LINK_TOKEN_HEADER]: '' },
      {},
    ]) {
      const res = await openCopy(headers);
      expect(res.status).toBe(404);
      expect(ZApiError.parse(await res.json()).error.message).toBe(signedCopyMessages.invalid);
    }
    // No route takes the token in its path any more.
    const old = await fetch(`${stack.apiUrl}/api/signed-copy/${'A'.repeat(43)}`, {
      redirect: 'manual',
    });
    expect(old.status).toBe(404);
  });

  it('changes nothing and mails nobody on a second delivery', async () => {
    const before = await Promise.all([ownerEmail, ...doc.signers.map((s) => s.email)].map(mailsTo));
    await sealHandler(completedEvent(doc.id));
    const again = await sealedFile(doc.id);
    expect(again.bundle.document.signedKey).toBe(sealed.bundle.document.signedKey);
    expect(again.bundle.document.auditSeq).toBe(sealed.bundle.document.auditSeq);
    expect(Buffer.from(again.bytes).equals(Buffer.from(sealed.bytes))).toBe(true);
    const after = await Promise.all([ownerEmail, ...doc.signers.map((s) => s.email)].map(mailsTo));
    expect(after.map((m) => m.length)).toEqual(before.map((m) => m.length));
  });
});

describe('the certificate naming the sender', () => {
  it('names them as their profile did when they sent it, with the e-mail beside it', async () => {
    const doc = await completedDocument('pdf', new Date(), { senderName: 'Priya Raman' });
    await sealHandler(completedEvent(doc.id));
    const text = (await tool('pdftotext', (await sealedFile(doc.id)).bytes)).replace(/\s+/g, ' ');
    expect(text).toContain(`sent by sender Priya Raman (${ownerEmail})`);
    expect(text).not.toContain(`sender ${ownerEmail}`);
  });

  it('names them by e-mail alone when they never gave a name', async () => {
    const doc = await completedDocument('pdf', new Date(), { senderName: '  ' });
    await sealHandler(completedEvent(doc.id));
    const text = (await tool('pdftotext', (await sealedFile(doc.id)).bytes)).replace(/\s+/g, ' ');
    expect(text).toContain(`sent by sender ${ownerEmail} `);
  });
});

describe('a certificate naming signers in scripts whose shaping moves letters', () => {
  it('reads back each name, typed signature and emoji as written when searched or copied', async () => {
    // The lam-alef ligature and a Devanagari vowel sign drawn before its consonant: a reader
    // takes glyphs in drawing order, so both read back wrong unless the PDF says otherwise.
    const names = ['محمد الأحمد', 'अनिल'] as const;
    const doc = await completedDocument('pdf', new Date(), {
      names,
      title: 'Engagement letter ✅ Zoë Ångström',
    });
    await sealHandler(completedEvent(doc.id));
    const { bytes } = await sealedFile(doc.id);
    const pages = (await tool('pdftotext', bytes)).replace(/[\u202a-\u202e]/g, '').split('\f');
    // अनिल typed her signature: it is stamped into her field on page 2.
    expect(pages[1]).toContain(names[1]);
    const text = pages.join('\n');
    for (const name of names) expect(text, name).toContain(name);
    expect(text).toContain('Engagement letter ✅ Zoë Ångström');
    expect(text).not.toContain('\ufffd');
  });
});

describe('sealing a completed DOCX', () => {
  it('leaves the original untouched and stores a signed certificate-only PDF', async () => {
    const doc = await completedDocument('docx', new Date());
    await sealHandler(completedEvent(doc.id));
    const { bundle, bytes } = await sealedFile(doc.id);
    const original = await documents.get(bundle.document.originalKey);
    expect(Buffer.from(original!.body).equals(Buffer.from(doc.original))).toBe(true);
    expect(bundle.audit.at(-1)?.details).toMatchObject({ kind: 'certificate' });

    const report = await tool('pdfsig', bytes);
    expect(report).toContain('Signature is Valid.');
    expect(report).toContain('Total document signed');
    const text = (await tool('pdftotext', bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Certificate of Completion');
    expect(text).toContain(sha256Hex(doc.original));
    expect(text).toContain('original Word document is kept unchanged');
    // Nothing of the original is in it: the certificate alone.
    expect(text).not.toContain('Mutual non-disclosure');
  });
});

describe('a stored drawing larger than a signature', () => {
  it('is never decoded: the seal completes with the signer’s name in its field', async () => {
    const doc = await completedDocument('pdf', new Date());
    const ada = (await loadDocument(table, doc.id))!.steps[0]!;
    const huge = pngBytes({ width: 16_000, height: 16_000, bitDepth: 1, colourType: 0 });
    await table.put({ ...ada, values: { ...ada.values, 'sig-1': pngDataUrl(huge) } });
    await sealHandler(completedEvent(doc.id));
    const { bytes } = await sealedFile(doc.id);
    expect(await tool('pdfsig', bytes)).toContain('Signature is Valid.');
    const images = (await PDFDocument.load(bytes)).context
      .enumerateIndirectObjects()
      .filter(
        ([, object]) =>
          object instanceof PDFRawStream &&
          object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
      );
    expect(images).toHaveLength(0);
    // pdftotext separates pages with a form feed: Ada's field is on page 1.
    const pageOne = (await tool('pdftotext', bytes)).split('\f')[0]!;
    expect(pageOne).toContain('Ada Lovelace');
  });
});

describe('two deliveries at once', () => {
  it('seal once, append one audit row and send each mail once', async () => {
    const doc = await completedDocument('pdf', new Date());
    await Promise.all([sealHandler(completedEvent(doc.id)), sealHandler(completedEvent(doc.id))]);
    const { bundle } = await sealedFile(doc.id);
    expect(bundle.audit.filter((row) => row.action === 'sealed')).toHaveLength(1);
    for (const s of doc.signers) {
      const copies = (await mailsTo(s.email)).filter((m) => /^Signed copy: /.test(m.subject));
      expect(copies).toHaveLength(1);
    }
  });
});

/** Waits for the stack's `document-seal` run the sweep handed the document to. */
const untilSealed = (id: string) =>
  vi.waitFor(async () => expect((await loadDocument(table, id))?.document.sealedAt).toBeTruthy(), {
    timeout: 30_000,
    interval: 250,
  });

const queueEntry = async (id: string) =>
  (await table.queryAll({ pk: sealQueueKeys.pk.format({}) })).find((e) => e.documentId === id);

/** The local bus's dead-letter queue: events whose consumer failed every try. */
async function deadLettersOf(documentId: string) {
  const res = await fetch(stack.env.EVENTBRIDGE_ENDPOINT!);
  const { DeadLetters } = (await res.json()) as {
    DeadLetters: {
      consumer: string;
      tries: number;
      error: string;
      event: EventBridgeEvent<string, { documentId?: string }>;
    }[];
  };
  return DeadLetters.filter((letter) => letter.event.detail.documentId === documentId);
}

describe('the seal sweep', () => {
  it('seals a fully signed document whose DocumentCompleted was lost', async () => {
    const doc = await completedDocument('pdf', new Date(Date.now() - 10 * 60_000));
    const result = await sweepHandler(undefined);
    expect(result.failed).toBe(0);
    // The stack's own sweep may have got there first; either way it is sealed now.
    await untilSealed(doc.id);
    const { bytes } = await sealedFile(doc.id);
    expect(await tool('pdfsig', bytes)).toContain('Signature is Valid.');
    // The copies are mailed once the seal is recorded.
    await waitForMail(stack.outboxDir, doc.signers[0]!.email, /^Signed copy: /);
    expect((await downloadFromMail(doc.signers[0]!.email)).status).toBe(200);
  });

  it('leaves documents completed less than 5 minutes ago to their event', async () => {
    const doc = await completedDocument('pdf', new Date());
    await sweepHandler(undefined);
    const bundle = await loadDocument(table, doc.id);
    expect(bundle!.document.sealedAt).toBeUndefined();
  });
});

describe('a poisoned document at the head of the seal queue', () => {
  it('holds up no other seal, and is parked after its tries', async () => {
    const overdue = Date.now() - 10 * 60_000;
    // Oldest first: the poisoned document is the first entry every sweep reads.
    const poisoned = await completedDocument('pdf', new Date(overdue - 60_000), { corrupt: true });
    const sound = [
      await completedDocument('pdf', new Date(overdue)),
      await completedDocument('docx', new Date(overdue)),
    ];

    await sweepHandler(undefined);
    for (const doc of sound) await untilSealed(doc.id);
    for (const doc of sound) {
      const { bytes } = await sealedFile(doc.id);
      expect(await tool('pdfsig', bytes)).toContain('Signature is Valid.');
    }

    // Its own run failed on every try, and its event waits on the dead-letter queue.
    await vi.waitFor(async () => expect(await deadLettersOf(poisoned.id)).not.toEqual([]), {
      timeout: 30_000,
      interval: 250,
    });
    expect((await deadLettersOf(poisoned.id))[0]).toMatchObject({
      consumer: 'document-seal',
      tries: 1 + CONSUMER_RETRY_ATTEMPTS,
    });

    // Later sweeps send it again up to the limit, then park it and send it no more.
    for (let sweep = 0; sweep <= SEAL_DISPATCH_LIMIT; sweep += 1) {
      if ((await queueEntry(poisoned.id))?.parkedAt) break;
      await sweepHandler(undefined);
    }
    expect(await queueEntry(poisoned.id)).toMatchObject({
      dispatches: SEAL_DISPATCH_LIMIT,
      parkedAt: expect.any(String),
    });
    const after = await sweepHandler(undefined);
    expect(after.parked).toBeGreaterThanOrEqual(1);
    expect(await queueEntry(poisoned.id)).toMatchObject({ dispatches: SEAL_DISPATCH_LIMIT });
    expect((await loadDocument(table, poisoned.id))?.document.sealedAt).toBeUndefined();
  });
});
