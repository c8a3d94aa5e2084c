import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ZApiError } from '@contracts/errors';
import { ZDocument, type TDocument } from '@contracts/documents/document';
import type { TFieldType } from '@contracts/documents/fields';
import {
  ELECTRONIC_RECORDS_DISCLOSURE,
  extendMessages,
  MAX_VOID_REASON,
  sendMessages,
  sendOptionMessages,
  signingDate,
  signingMessages,
  voidMessages,
  ZSigningOutcome,
  ZSigningSession,
  type TSignSubmission,
} from '@contracts/documents/signing';
import type { TWorkflowType } from '@contracts/documents/workflow';
import { LINK_TOKEN_HEADER } from '@contracts/link-token';
import { verifyDocumentAudit } from '../../lambdas/services/documents/audit-log';
import { loadDocument } from '../../lambdas/services/documents/owned-document';
import {
  hashSigningToken,
  signingTokenKey,
} from '../../lambdas/services/documents/signing/signing-token-item';
import { sealQueueKeys } from '../../lambdas/keys/seal-queue';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { samplePdf, uploadDraft } from '../support/document-files';
import { pngBytes, pngDataUrl } from '../support/png';
import { mailsTo as mailsToIn, poll, waitForMail, type ReadMail } from '../support/outbox';
import { stackTable } from '../support/table';
import { expectError } from '../support/api-error';

const stack = inject('stack');
const anonymous = anonymousCaller(stack);
const table = stackTable(stack);

let owner: Caller;
let other: Caller;
beforeAll(async () => {
  [owner, other] = await Promise.all([userCaller(stack), userCaller(stack)]);
});

/** A fresh address per signer, so each test reads only its own mails. */
const signerEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

interface SignerSpec {
  name: string;
  email: string;
  /** Field types placed for this signer; default a signature and a date. */
  fields?: TFieldType[];
  optional?: TFieldType[];
}

/** An uploaded, checked PDF with its signers and fields: a draft ready to send. */
async function draft(signers: SignerSpec[], workflowType: TWorkflowType): Promise<TDocument> {
  // Letter portrait then A4 landscape: fields land on both.
  const id = await uploadDraft(
    owner,
    await samplePdf({
      pages: [
        [612, 792],
        [842, 595],
      ],
    }),
    {
      title: `Contract ${randomUUID().slice(0, 6)}`,
      fileName: 'contract.pdf',
    },
  );
  const workflow = await owner.call('PUT', `/api/documents/${id}/workflow`, {
    body: { workflowType, signers: signers.map(({ name, email }) => ({ name, email })) },
  });
  expect(workflow.status, JSON.stringify(workflow.body)).toBe(200);
  let n = 0;
  const place = (email: string, type: TFieldType, required: boolean) => ({
    id: randomUUID(),
    type,
    signerEmail: email,
    page: 1 + (n % 2),
    x: 0.1,
    y: 0.05 + 0.1 * (n++ % 8),
    width: 0.3,
    height: 0.06,
    required,
  });
  const fields = signers.flatMap((s) => [
    ...(s.fields ?? ['signature', 'date']).map((t) => place(s.email, t, true)),
    ...(s.optional ?? []).map((t) => place(s.email, t, false)),
  ]);
  if (fields.length) {
    const saved = await owner.call('PUT', `/api/documents/${id}/fields`, {
      body: { fields },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  return readDocument(owner, id);
}

async function readDocument(caller: Caller, id: string): Promise<TDocument> {
  const res = await caller.call('GET', `/api/documents/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZDocument.parse(res.body);
}

async function send(id: string) {
  const res = await owner.call('POST', `/api/documents/${id}/send`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const sent = ZDocument.parse(res.body);
  return { ...sent, requested: sent.signers.filter((s) => s.status === 'sent').length };
}

/** Every mail to `email`, decoded, oldest first. */
const mailsTo = (email: string): Promise<ReadMail[]> => mailsToIn(stack.outboxDir, email);

/** The first mail to `email` whose subject matches, waiting for it to arrive. */
const waitForSubject = (email: string, subject: RegExp, timeoutMs = 10_000) =>
  waitForMail(stack.outboxDir, email, subject, { timeoutMs });

const signingMails = async (email: string) =>
  (await mailsTo(email)).filter((m) => /^Please sign:/.test(m.subject));

/** The token of the newest signing link mailed to `email`, waiting for it to arrive. */
function linkFor(email: string, count = 1, timeoutMs = 10_000): Promise<string> {
  return poll(
    async () => {
      const mails = await signingMails(email);
      if (mails.length < count) return undefined;
      return /\/sign#([A-Za-z0-9_-]{43})/.exec(mails.at(-1)?.text ?? '')?.[1];
    },
    timeoutMs,
    `No signing link #${count} for ${email}`,
  );
}

/** Every mail to `email` about `doc` (its title is in each subject). */
const mailsAbout = async (email: string, doc: TDocument) =>
  (await mailsTo(email)).filter((m) => m.subject.includes(doc.title));

/**
 * The positive control before checking that nothing more was mailed to `signer`: a new document
 * sent to them now. Its link arriving means a mail owed by anything done before has gone out too.
 */
async function laterMailTo(signer: { name: string; email: string }): Promise<void> {
  const control = await draft([signer], 'group');
  await send(control.id);
  await poll(
    async () => (await mailsAbout(signer.email, control)).at(0),
    10_000,
    `No link for the control document to ${signer.email}`,
  );
}

/** The link's token travels in its header, never in the path. */
const byLink = (token: string, headers?: Record<string, string>) => ({
  ...headers,
  [LINK_TOKEN_HEADER]: token,
});
const open = (token: string) => anonymous.call('GET', '/api/sign', { headers: byLink(token) });
const consent = (
  token: string,
  disclosureVersion: string = ELECTRONIC_RECORDS_DISCLOSURE.version,
  headers?: Record<string, string>,
) =>
  anonymous.call('POST', '/api/sign/consent', {
    body: { disclosureVersion },
    headers: byLink(token, headers),
  });
const sign = (token: string, body: TSignSubmission, headers?: Record<string, string>) =>
  anonymous.call('POST', '/api/sign/sign', { body, headers: byLink(token, headers) });
/** The header CloudFront adds with the viewer's own address and port. */
const fromViewer = (address: string) => ({ 'cloudfront-viewer-address': address });
const decline = (token: string, reason: string) =>
  anonymous.call('POST', '/api/sign/decline', { body: { reason }, headers: byLink(token) });

async function session(token: string) {
  const res = await open(token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZSigningSession.strict().parse(res.body);
}

/** Accepts the disclosure and signs with a typed name and every text field filled. */
async function consentAndSign(token: string, name: string) {
  expect((await consent(token)).status).toBe(204);
  const { fields } = await session(token);
  const values = Object.fromEntries(
    fields.filter((f) => f.type === 'text' || f.type === 'initials').map((f) => [f.id, 'AB']),
  );
  const res = await sign(token, { signature: { type: 'typed', text: name }, values });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZSigningOutcome.parse(res.body);
}

async function expectChainIntact(id: string) {
  const bundle = await loadDocument(table, id);
  expect(bundle).toBeDefined();
  expect(verifyDocumentAudit(bundle!.document, bundle!.audit)).toMatchObject({ ok: true });
  return bundle!;
}

/** A 1×1 transparent PNG, as a canvas would give it. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('sending', () => {
  it('asks every signer of a group at once, each with a personal link', async () => {
    const ada = { name: 'Ada Lovelace', email: signerEmail('ada') };
    const alan = { name: 'Alan Turing', email: signerEmail('alan') };
    const doc = await draft([ada, alan], 'group');
    const result = await send(doc.id);
    expect(result).toMatchObject({ status: 'pending_signatures', requested: 2 });

    const [adaToken, alanToken] = await Promise.all([linkFor(ada.email), linkFor(alan.email)]);
    expect(adaToken).not.toBe(alanToken);
    const mail = (await signingMails(ada.email))[0]!;
    expect(mail.subject).toContain(doc.title);
    expect(mail.text).toMatch(/works until .+ UTC/);

    const after = await readDocument(owner, doc.id);
    expect(after.status).toBe('pending_signatures');
    expect(after.sentAt).toBe(result.sentAt);
    expect(after.signers.map((s) => s.status)).toEqual(['sent', 'sent']);
    const sent = after.timeline.find((e) => e.action === 'sent' && e.details.workflow_type);
    expect(sent?.details).toMatchObject({ workflow_type: 'group', signer_count: 2 });

    // The table holds only the links' hashes.
    const bundle = await expectChainIntact(doc.id);
    expect(JSON.stringify(bundle.items)).not.toContain(adaToken);
    const stored = await table.get(signingTokenKey(hashSigningToken(adaToken)));
    expect(stored).toMatchObject({ documentId: doc.id, order: 1 });
    expect(JSON.stringify(stored)).not.toContain(adaToken);
  });

  it('asks only the first signer of a chain', async () => {
    const first = { name: 'First', email: signerEmail('first') };
    const second = { name: 'Second', email: signerEmail('second') };
    const doc = await draft([first, second], 'chain');
    expect(await send(doc.id)).toMatchObject({ requested: 1 });
    const firstToken = await linkFor(first.email);
    // A later document's link to the second signer comes after any the send owed them.
    await laterMailTo(second);
    expect(await mailsAbout(second.email, doc)).toEqual([]);
    expect((await readDocument(owner, doc.id)).signers.map((s) => s.status)).toEqual([
      'sent',
      'pending',
    ]);
    // A mail to the second signer would have been seen: the one the first signature causes
    // arrives, and is the only one.
    await consentAndSign(firstToken, first.name);
    await linkFor(second.email, 2);
    expect(await mailsAbout(second.email, doc)).toHaveLength(1);
  });

  it('refuses a document without signers, a signer without fields, and a second send', async () => {
    const lonely = { name: 'Lonely', email: signerEmail('lonely') };
    const busy = { name: 'Busy', email: signerEmail('busy') };
    const noFields = await draft([lonely, { ...busy, fields: [] }], 'group');
    const res = await owner.call('POST', `/api/documents/${noFields.id}/send`);
    expect(res.status).toBe(400);
    expect(ZApiError.parse(res.body).error.message).toContain(sendMessages.signerWithoutFields);
    expect((await readDocument(owner, noFields.id)).status).toBe('draft');

    const ok = await draft([{ name: 'Once', email: signerEmail('once') }], 'group');
    await send(ok.id);
    expectError(
      await owner.call('POST', `/api/documents/${ok.id}/send`),
      409,
      sendMessages.notDraft,
    );
    expect(
      (await readDocument(owner, ok.id)).timeline.filter((e) => e.action === 'sent'),
    ).toHaveLength(2);
  });

  it("answers 404 to another user's send and resend, and 401 to anonymous callers", async () => {
    const doc = await draft([{ name: 'Mine', email: signerEmail('mine') }], 'group');
    expectError(await other.call('POST', `/api/documents/${doc.id}/send`), 404);
    expect((await anonymous.call('POST', `/api/documents/${doc.id}/send`)).status).toBe(401);
    await send(doc.id);
    expectError(await other.call('POST', `/api/documents/${doc.id}/signers/1/resend`), 404);
    expect((await readDocument(owner, doc.id)).timeline.map((e) => e.action)).not.toContain(
      'resent',
    );
  });
});

describe("a signer's link", () => {
  it('shows only its own document and fields, and the file only after consent', async () => {
    const ada = { name: 'Ada', email: signerEmail('ada'), optional: ['text'] as TFieldType[] };
    const alan = { name: 'Alan', email: signerEmail('alan'), fields: ['initials'] as TFieldType[] };
    const doc = await draft([ada, alan], 'group');
    await send(doc.id);
    const token = await linkFor(ada.email);

    const before = await session(token);
    expect(before.document).toMatchObject({ title: doc.title, fileType: 'pdf' });
    expect(before.signer).toMatchObject({ name: 'Ada', email: ada.email, status: 'viewed' });
    expect(before.fields.map((f) => f.type).sort()).toEqual(['date', 'signature', 'text']);
    expect(before.fields.every((f) => f.signerEmail === ada.email)).toBe(true);
    expect(before.file).toBeNull();
    expect(before.consentedAt).toBeNull();
    expect(before.disclosure.version).toBe(ELECTRONIC_RECORDS_DISCLOSURE.version);
    expect(JSON.stringify(before)).not.toContain(alan.email);

    expectError(await consent(token, '1999-1-1'), 400, signingMessages.consentVersion);
    const viewer = fromViewer('2001:db8::5:51234');
    expect((await consent(token, undefined, viewer)).status).toBe(204);
    const after = await session(token);
    expect(after.consentedAt).not.toBeNull();
    const file = await fetch(after.file!.url);
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Opened once and accepted once, however often the page is loaded.
    await session(token);
    expect((await consent(token)).status).toBe(204);
    const timeline = (await readDocument(owner, doc.id)).timeline;
    expect(timeline.filter((e) => e.action === 'viewed')).toHaveLength(1);
    const consents = timeline.filter((e) => e.action === 'consent');
    expect(consents).toHaveLength(1);
    // The signer's own address, as the edge saw it, not the edge's.
    expect(consents[0]!.details).toMatchObject({
      disclosureVersion: ELECTRONIC_RECORDS_DISCLOSURE.version,
      ip: '2001:db8::5',
      userAgent: expect.any(String),
    });
    // The owner's document routes stay closed to the link's holder.
    expect((await anonymous.call('GET', `/api/documents/${doc.id}`)).status).toBe(401);
  });

  it('refuses to sign before consent, with missing fields, or with another signer’s field', async () => {
    const ada = {
      name: 'Ada',
      email: signerEmail('ada'),
      fields: ['signature', 'text'] as TFieldType[],
    };
    const alan = { name: 'Alan', email: signerEmail('alan') };
    const doc = await draft([ada, alan], 'group');
    await send(doc.id);
    const token = await linkFor(ada.email);
    const signature = { type: 'typed' as const, text: 'Ada' };

    expectError(await sign(token, { signature }), 400, signingMessages.consentRequired);
    expect((await consent(token)).status).toBe(204);
    const { fields } = await session(token);
    const text = fields.find((f) => f.type === 'text')!;
    expectError(await sign(token, { signature }), 400, signingMessages.fieldsRequired);
    expectError(
      await sign(token, { values: { [text.id]: 'x' } }),
      400,
      signingMessages.signatureRequired,
    );
    const alanField = (await readDocument(owner, doc.id)).fields.find(
      (f) => f.signerEmail === alan.email,
    )!;
    expectError(
      await sign(token, { signature, values: { [text.id]: 'x', [alanField.id]: 'y' } }),
      400,
      signingMessages.unknownField,
    );
    expectError(
      await sign(token, {
        signature: { type: 'drawn', dataUrl: 'data:image/png;base64,AAAA' },
        values: { [text.id]: 'x' },
      }),
      400,
      signingMessages.signatureInvalid,
    );
    // 31 KB that declares 16000×16000 pixels: a decoder would set aside gigabytes for it.
    const huge = pngBytes({ width: 16_000, height: 16_000, bitDepth: 1, colourType: 0 });
    expectError(
      await sign(token, {
        signature: { type: 'drawn', dataUrl: pngDataUrl(huge) },
        values: { [text.id]: 'x' },
      }),
      400,
      signingMessages.signatureImageTooLarge,
    );
    expectError(await sign(token, { signature: { type: 'typed', text: ' ' } }), 400);
    const after = await readDocument(owner, doc.id);
    expect(after.status).toBe('pending_signatures');
    expect(after.signers[0]!.status).toBe('viewed');
  });

  it('signs once: the values, time, address and browser are kept, and a replay is refused', async () => {
    const ada = {
      name: 'Ada',
      email: signerEmail('ada'),
      fields: ['signature', 'initials', 'date'] as TFieldType[],
    };
    const alan = { name: 'Alan', email: signerEmail('alan') };
    const doc = await draft([ada, alan], 'group');
    await send(doc.id);
    const token = await linkFor(ada.email);
    expect((await consent(token)).status).toBe(204);
    const { fields } = await session(token);
    const initials = fields.find((f) => f.type === 'initials')!;
    const res = await sign(
      token,
      { signature: { type: 'drawn', dataUrl: PNG }, values: { [initials.id]: 'AL' } },
      fromViewer('198.51.100.23:40123'),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ZSigningOutcome.parse(res.body)).toEqual({
      signerStatus: 'signed',
      documentStatus: 'partially_signed',
    });

    const bundle = await expectChainIntact(doc.id);
    // The signer's address in the audit row and on the step the certificate is drawn from.
    expect(bundle.audit.find((row) => row.action === 'signed')?.details).toMatchObject({
      ip: '198.51.100.23',
    });
    const step = bundle.steps[0]!;
    expect(step).toMatchObject({
      status: 'signed',
      ip: '198.51.100.23',
      userAgent: expect.any(String),
    });
    const date = fields.find((f) => f.type === 'date')!;
    const signatureField = fields.find((f) => f.type === 'signature')!;
    expect(step.values).toEqual({
      [initials.id]: 'AL',
      [date.id]: signingDate(new Date(step.signedAt!)),
      [signatureField.id]: PNG,
    });

    expectError(await open(token), 410, signingMessages.used);
    expectError(
      await sign(token, { signature: { type: 'typed', text: 'Again' } }),
      410,
      signingMessages.used,
    );
    expectError(await decline(token, 'Changed my mind'), 410, signingMessages.used);
    expect(
      (await readDocument(owner, doc.id)).timeline.filter((e) => e.action === 'signed'),
    ).toHaveLength(1);
  });

  it('refuses malformed input on every signing write with a clear message, and changes nothing', async () => {
    const doc = await draft([{ name: 'Careful', email: signerEmail('careful') }], 'group');
    await send(doc.id);
    const token = await linkFor(doc.signers[0]!.email);
    const before = await readDocument(owner, doc.id);
    for (const route of ['consent', 'sign', 'decline']) {
      const res = await anonymous.call('POST', `/api/sign/${route}`, {
        raw: '{"oops',
        headers: byLink(token),
      });
      expectError(res, 400);
      expect(ZApiError.parse(res.body).error.code).toBe('invalid_json');
    }
    expectError(
      await anonymous.call('POST', '/api/sign/consent', { body: {}, headers: byLink(token) }),
      400,
      signingMessages.consentVersion,
    );
    expectError(
      await anonymous.call('POST', '/api/sign/decline', { body: {}, headers: byLink(token) }),
      400,
      signingMessages.reasonRequired,
    );
    expectError(
      await anonymous.call('POST', '/api/sign/sign', {
        body: { signature: { type: 'scribbled' } },
        headers: byLink(token),
      }),
      400,
    );
    const after = await readDocument(owner, doc.id);
    expect(after.timeline).toEqual(before.timeline);
    expect(after.signers).toEqual(before.signers);
  });

  it('answers 404 to a forged or malformed token, and never the document', async () => {
    const forged = randomBytes(32).toString('base64url');
    expectError(await open(forged), 404, signingMessages.invalid);
    expectError(await consent(forged), 404, signingMessages.invalid);
    expectError(
      await sign(forged, { signature: { type: 'typed', text: 'x' } }),
      404,
      signingMessages.invalid,
    );
    expectError(await decline(forged, 'x'), 404, signingMessages.invalid);
    expectError(await open('not-a-token'), 404, signingMessages.invalid);
  });

  it('takes the token only from its header: a missing or blank one is an unknown link', async () => {
    const doc = await draft([{ name: 'Header', email: signerEmail('header') }], 'group');
    await send(doc.id);
    const token = await linkFor(doc.signers[0]!.email);
    // The mailed link holds the token after `#` only, which a browser never sends.
    const mail = (await signingMails(doc.signers[0]!.email)).at(-1)!;
    const link = new URL(/https?:\/\/\S+\/sign#\S+/.exec(mail.text ?? '')![0]);
    expect(link.pathname).toBe('/sign');
    expect(link.search).toBe('');
    expect(link.hash).toBe(`#${token}`);

    const missing: Record<string, string>[] = [
      {},
      { [LINK_TOKEN_HEADER]: '' },
      { [LINK_TOKEN_HEADER]: '  ' },
    ];
    for (const headers of missing) {
      const opened = await anonymous.call('GET', '/api/sign', { headers });
      expectError(opened, 404, signingMessages.invalid);
      expect(JSON.stringify(opened.body)).not.toContain(doc.title);
      expectError(
        await anonymous.call('POST', '/api/sign/consent', {
          body: { disclosureVersion: ELECTRONIC_RECORDS_DISCLOSURE.version },
          headers,
        }),
        404,
        signingMessages.invalid,
      );
      expectError(
        await anonymous.call('POST', '/api/sign/decline', { body: { reason: 'x' }, headers }),
        404,
        signingMessages.invalid,
      );
    }
    // No route takes the token in its path any more.
    expect((await anonymous.call('GET', `/api/sign/${token}`)).status).toBe(404);
    // The link still works from the header, and nothing above touched it.
    expect((await session(token)).signer.name).toBe('Header');
    expect((await readDocument(owner, doc.id)).timeline.map((e) => e.action)).not.toContain(
      'declined',
    );
  });

  it('answers 410 to an expired link and the unsigned document expires', async () => {
    const late = { name: 'Late', email: signerEmail('late') };
    const doc = await draft([late], 'group');
    await send(doc.id);
    const token = await linkFor(late.email);
    const key = signingTokenKey(hashSigningToken(token));
    await table.update(key, { set: { ttl: Math.floor(Date.now() / 1000) - 60 } }, { exists: true });

    expectError(await open(token), 410, signingMessages.expired);
    expectError(
      await sign(token, { signature: { type: 'typed', text: 'x' } }),
      410,
      signingMessages.expired,
    );
    const after = await readDocument(owner, doc.id);
    expect(after.status).toBe('expired');
    expect(after.timeline.filter((e) => e.action === 'expired')).toHaveLength(1);
    expectError(
      await owner.call('POST', `/api/documents/${doc.id}/signers/1/resend`),
      409,
      sendMessages.notOpen,
    );
    await expectChainIntact(doc.id);
  });

  it('a resend replaces the link: the old one stops working, the new one is mailed', async () => {
    const slow = { name: 'Slow', email: signerEmail('slow') };
    const doc = await draft([slow], 'group');
    await send(doc.id);
    const old = await linkFor(slow.email);
    expect((await owner.call('POST', `/api/documents/${doc.id}/signers/1/resend`)).status).toBe(
      200,
    );
    const fresh = await linkFor(slow.email, 2);
    expect(fresh).not.toBe(old);
    expectError(await open(old), 404, signingMessages.invalid);
    expect((await session(fresh)).signer.name).toBe('Slow');
    expect((await readDocument(owner, doc.id)).timeline.map((e) => e.action)).toContain('resent');
    await expectChainIntact(doc.id);
  });
});

describe('the signing flow', () => {
  it('chain: signer 2 is mailed only after signer 1 signs; the last signature completes it', async () => {
    const first = { name: 'Grace Hopper', email: signerEmail('grace') };
    const second = { name: 'Katherine Johnson', email: signerEmail('kj') };
    const doc = await draft([first, second], 'chain');
    await send(doc.id);
    const firstToken = await linkFor(first.email);
    await session(firstToken);
    expect(await signingMails(second.email)).toEqual([]);

    expect(await consentAndSign(firstToken, first.name)).toEqual({
      signerStatus: 'signed',
      documentStatus: 'partially_signed',
    });
    const secondToken = await linkFor(second.email);
    expect(await signingMails(second.email)).toHaveLength(1);
    // The owner hears of the first signature, and who is asked next.
    const me = await owner.call<{ email: string }>('GET', '/api/me');
    const notice = await waitForSubject(me.body.email, /^Signed by Grace Hopper:/);
    expect(notice.text).toContain('1 of 2 signers have signed.');
    expect(notice.text).toContain(`Waiting for: ${second.name} (${second.email}).`);
    expect(await consentAndSign(secondToken, second.name)).toEqual({
      signerStatus: 'signed',
      documentStatus: 'fully_signed',
    });

    const after = await readDocument(owner, doc.id);
    expect(after.status).toBe('fully_signed');
    expect(after.completedAt).not.toBeNull();
    expect(after.signers.map((s) => s.status)).toEqual(['signed', 'signed']);
    const actions = after.timeline.map((e) => e.action);
    // From the send to the completion; sealing may add its own row after it.
    expect(actions.slice(actions.indexOf('sent'), actions.indexOf('completed') + 1)).toEqual([
      'sent',
      'sent',
      'viewed',
      'consent',
      'signed',
      'sent',
      'viewed',
      'consent',
      'signed',
      'completed',
    ]);
    await expectChainIntact(doc.id);
    // Queued for sealing by the same transaction (unless sealing already took it).
    const queued = await table.queryAll({ pk: sealQueueKeys.pk.format({}), consistent: true });
    expect(queued.some((q) => q.documentId === doc.id) || after.sealed).toBe(true);
  });

  it('50 concurrent signatures with one link make one transition, one audit row and one mail', async () => {
    const first = { name: 'Racer', email: signerEmail('racer') };
    const second = { name: 'Next', email: signerEmail('next') };
    const doc = await draft([first, second], 'chain');
    await send(doc.id);
    const token = await linkFor(first.email);
    expect((await consent(token)).status).toBe(204);

    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        sign(token, { signature: { type: 'typed', text: 'Racer' } }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.filter((s) => s === 200),
      JSON.stringify(answers.filter((a) => a.status !== 410 && a.status !== 200)),
    ).toHaveLength(1);
    expect(statuses.filter((s) => s === 410)).toHaveLength(49);

    const after = await readDocument(owner, doc.id);
    expect(after.status).toBe('partially_signed');
    expect(after.timeline.filter((e) => e.action === 'signed')).toHaveLength(1);
    await linkFor(second.email);
    expect(await signingMails(second.email)).toHaveLength(1);
    // Later mails to the second signer would have been seen: a resend, asked for after the
    // race, arrives as the second mail, not the third.
    expect((await owner.call('POST', `/api/documents/${doc.id}/signers/2/resend`)).status).toBe(
      200,
    );
    await linkFor(second.email, 2);
    expect(await signingMails(second.email)).toHaveLength(2);
    await expectChainIntact(doc.id);
  });

  it('group: every signer signing at the same moment is recorded, and the document completes once', async () => {
    const signers = Array.from({ length: 5 }, (_, i) => ({
      name: `Signer ${i + 1}`,
      email: signerEmail(`s${i + 1}`),
    }));
    const doc = await draft(signers, 'group');
    await send(doc.id);
    const tokens = await Promise.all(signers.map((s) => linkFor(s.email)));
    await Promise.all(tokens.map(async (t) => expect((await consent(t)).status).toBe(204)));
    const outcomes = await Promise.all(
      tokens.map((t, i) => sign(t, { signature: { type: 'typed', text: signers[i]!.name } })),
    );
    expect(outcomes.map((o) => o.status)).toEqual([200, 200, 200, 200, 200]);
    expect(
      outcomes.filter((o) => ZSigningOutcome.parse(o.body).documentStatus === 'fully_signed'),
    ).toHaveLength(1);
    const after = await readDocument(owner, doc.id);
    expect(after.status).toBe('fully_signed');
    expect(after.timeline.filter((e) => e.action === 'signed')).toHaveLength(5);
    expect(after.timeline.filter((e) => e.action === 'completed')).toHaveLength(1);
    await expectChainIntact(doc.id);
  });

  it('decline: the document is declined, the other links close, the owner is told why', async () => {
    const no = { name: 'Nay Sayer', email: signerEmail('nay') };
    const yes = { name: 'Yea Sayer', email: signerEmail('yea') };
    const doc = await draft([no, yes], 'group');
    await send(doc.id);
    const [noToken, yesToken] = await Promise.all([linkFor(no.email), linkFor(yes.email)]);

    expectError(await decline(noToken, '  '), 400, signingMessages.reasonRequired);
    const res = await decline(noToken, 'The fee in clause 4 is wrong');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ZSigningOutcome.parse(res.body)).toEqual({
      signerStatus: 'declined',
      documentStatus: 'declined',
    });
    expectError(await open(noToken), 410, signingMessages.used);
    // The other signer's link says why: another signer declined.
    expectError(await open(yesToken), 410, signingMessages.declinedByOther);

    const after = await readDocument(owner, doc.id);
    expect(after.status).toBe('declined');
    expect(after.signers[0]).toMatchObject({
      status: 'declined',
      declineReason: 'The fee in clause 4 is wrong',
    });
    const me = await owner.call<{ email: string }>('GET', '/api/me');
    const notice = await waitForSubject(me.body.email, /^Declined:/);
    expect(notice.subject).toContain(doc.title);
    expect(notice.text).toContain('The fee in clause 4 is wrong');
    await expectChainIntact(doc.id);
  });
});

describe('the Send options: a message and how long the links work', () => {
  const DAY = 86_400_000;
  const expiryOf = async (token: string) => {
    const stored = await table.get(signingTokenKey(hashSigningToken(token)));
    return Date.parse(String(stored?.expiresAt));
  };

  it('mails the message and gives every link, later ones too, the days chosen', async () => {
    const first = { name: 'Quick Reader', email: signerEmail('quick') };
    const second = { name: 'Next Reader', email: signerEmail('next') };
    const doc = await draft([first, second], 'chain');
    for (const [body, message] of [
      [{ linkDays: 0 }, sendOptionMessages.linkDays],
      [{ linkDays: 31 }, sendOptionMessages.linkDays],
      [{ message: 'x'.repeat(1001) }, sendOptionMessages.messageTooLong],
    ] as const) {
      const refused = await owner.call('POST', `/api/documents/${doc.id}/send`, { body });
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(ZApiError.parse(refused.body).error.message).toBe(message);
    }
    // Refused: nothing was sent.
    expect((await readDocument(owner, doc.id)).status).toBe('draft');

    const before = Date.now();
    const res = await owner.call('POST', `/api/documents/${doc.id}/send`, {
      body: { message: '  Please sign by Friday: clause 4 is as agreed.  ', linkDays: 3 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const token = await linkFor(first.email);
    const [mail] = await signingMails(first.email);
    expect(mail!.text).toContain('Please sign by Friday: clause 4 is as agreed.');
    const expires = await expiryOf(token);
    expect(expires).toBeGreaterThanOrEqual(before + 3 * DAY);
    expect(expires).toBeLessThan(Date.now() + 3 * DAY + 60_000);

    // The next signer of the chain is asked later, with a link of the same days.
    await consentAndSign(token, first.name);
    const next = await linkFor(second.email);
    expect(await expiryOf(next)).toBeLessThan(Date.now() + 3 * DAY + 60_000);
    expect((await signingMails(second.email))[0]!.text).toContain('Please sign by Friday');
  });
});

describe('voiding a sent document', () => {
  const voidIt = (caller: Caller, id: string, body: unknown) =>
    caller.call('POST', `/api/documents/${id}/void`, { body });

  it('closes every link, keeps the document with a voided row, and tells each asked signer', async () => {
    const first = { name: 'Early Bird', email: signerEmail('early') };
    const second = { name: 'Late Comer', email: signerEmail('late') };
    const third = { name: 'Never Asked', email: signerEmail('never') };
    const doc = await draft([first, second, third], 'chain');
    await send(doc.id);
    await consentAndSign(await linkFor(first.email), first.name);
    const secondToken = await linkFor(second.email);

    expectError(await voidIt(owner, doc.id, { reason: ' ' }), 400, voidMessages.reasonRequired);
    expectError(
      await voidIt(owner, doc.id, { reason: 'x'.repeat(MAX_VOID_REASON + 1) }),
      400,
      voidMessages.reasonTooLong,
    );
    expectError(await voidIt(other, doc.id, { reason: 'Mine now' }), 404);
    expectError(await voidIt(anonymous, doc.id, { reason: 'Anyone' }), 401);
    expect((await readDocument(owner, doc.id)).status).toBe('partially_signed');

    const res = await voidIt(owner, doc.id, { reason: 'The scope changed' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const voided = ZDocument.parse(res.body);
    expect(voided.status).toBe('voided');
    expect(voided.signers.map((s) => s.status)).toEqual(['signed', 'sent', 'pending']);
    expect(voided.timeline.at(-1)).toMatchObject({
      action: 'voided',
      details: { reason: 'The scope changed' },
    });
    // The link says the sender voided it, not that another signer may have declined.
    expectError(await open(secondToken), 410, signingMessages.voided);
    expectError(await voidIt(owner, doc.id, { reason: 'Again' }), 409, voidMessages.notOpen);

    for (const signer of [first, second]) {
      const notice = await waitForSubject(signer.email, /^Withdrawn: /);
      expect(notice.subject).toBe(`Withdrawn: ${doc.title}`);
      expect(notice.text).toContain('Reason: The scope changed');
    }
    // A later document's link to the third signer comes after any notice the void owed them.
    await laterMailTo(third);
    expect(await mailsAbout(third.email, doc)).toEqual([]);
    await expectChainIntact(doc.id);
  });

  it('refuses a draft', async () => {
    const doc = await draft([{ name: 'Solo', email: signerEmail('solo') }], 'group');
    expectError(await voidIt(owner, doc.id, { reason: 'Too early' }), 409, voidMessages.notOpen);
  });

  it('racing the last signature: exactly one wins, and a voided document is never sealed', async () => {
    const voidedIds: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const signer = { name: 'Quick Signer', email: signerEmail('quick') };
      const doc = await draft([signer], 'group');
      await send(doc.id);
      const token = await linkFor(signer.email);
      expect((await consent(token)).status).toBe(204);
      const [signed, voided] = await Promise.all([
        sign(token, { signature: { type: 'typed', text: signer.name } }),
        voidIt(owner, doc.id, { reason: 'Withdrawn at the last moment' }),
      ]);
      expect([signed.status, voided.status].sort()).toEqual(
        signed.status === 200 ? [200, 409] : [200, 410],
      );
      const after = await readDocument(owner, doc.id);
      expect(after.status).toBe(signed.status === 200 ? 'fully_signed' : 'voided');
      if (after.status === 'voided') voidedIds.push(doc.id);
    }
    // The positive control: a document completed after the races is sealed and its signed copy
    // mailed; a seal a voided document was wrongly owed would have been made by then.
    const control = { name: 'Control Signer', email: signerEmail('control') };
    const controlDoc = await draft([control], 'group');
    await send(controlDoc.id);
    await consentAndSign(await linkFor(control.email), control.name);
    await waitForSubject(control.email, /^Signed copy: /, 30_000);
    for (const id of voidedIds) {
      const bundle = await expectChainIntact(id);
      expect(bundle.document.sealedAt).toBeUndefined();
      expect(bundle.document.signedKey).toBeUndefined();
    }
  });
});

describe('extending a request', () => {
  const extend = (caller: Caller, id: string) => caller.call('POST', `/api/documents/${id}/extend`);

  it('gives an expired request new links: the old one stays dead, the new one signs', async () => {
    const signed = { name: 'Prompt', email: signerEmail('prompt') };
    const late = { name: 'Tardy', email: signerEmail('tardy') };
    const doc = await draft([signed, late], 'group');
    await send(doc.id);
    await consentAndSign(await linkFor(signed.email), signed.name);
    const oldToken = await linkFor(late.email);
    await table.update(
      signingTokenKey(hashSigningToken(oldToken)),
      { set: { ttl: Math.floor(Date.now() / 1000) - 60 } },
      { exists: true },
    );
    expectError(await open(oldToken), 410, signingMessages.expired);
    expect((await readDocument(owner, doc.id)).status).toBe('expired');

    expectError(await extend(other, doc.id), 404);
    expectError(await extend(anonymous, doc.id), 401);
    const res = await extend(owner, doc.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const extended = ZDocument.parse(res.body);
    expect(extended.status).toBe('partially_signed');
    expect(extended.timeline.at(-1)).toMatchObject({
      action: 'extended',
      details: { orders: [2] },
    });

    const newToken = await linkFor(late.email, 2);
    expect(newToken).not.toBe(oldToken);
    expectError(await open(oldToken), 404, signingMessages.invalid);
    // The signer who had signed is not asked again.
    expect(await signingMails(signed.email)).toHaveLength(1);
    expect((await consentAndSign(newToken, late.name)).documentStatus).toBe('fully_signed');
    await expectChainIntact(doc.id);
  });

  it('refuses a draft, a completed and a voided document', async () => {
    const solo = { name: 'Solo', email: signerEmail('solo2') };
    const doc = await draft([solo], 'group');
    expectError(await extend(owner, doc.id), 409, extendMessages.notExtendable);
    await send(doc.id);
    await consentAndSign(await linkFor(solo.email), solo.name);
    expectError(await extend(owner, doc.id), 409, extendMessages.notExtendable);

    const other2 = { name: 'Other', email: signerEmail('other2') };
    const second = await draft([other2], 'group');
    await send(second.id);
    await owner.call('POST', `/api/documents/${second.id}/void`, { body: { reason: 'No' } });
    expectError(await extend(owner, second.id), 409, extendMessages.notExtendable);
  });
});
