import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ZClient, type TSaveClient } from '@contracts/clients/client';
import { ZDocument, ZDownloadUrl } from '@contracts/documents/document';
import {
  ELECTRONIC_RECORDS_DISCLOSURE,
  ZSigningOutcome,
  ZSigningSession,
} from '@contracts/documents/signing';
import {
  engagementMessages,
  ZEngagement,
  type TChangeOrder,
  type TEngagement,
  type TSaveEngagement,
} from '@contracts/engagements/engagement';
import { LINK_TOKEN_HEADER } from '@contracts/link-token';
import { termsOn } from '@domain/engagements/terms-history';
import {
  engagementKey,
  signedTermsOf,
  type EngagementItem,
} from '../../lambdas/services/engagements/engagement-item';
import { loadDocument } from '../../lambdas/services/documents/owned-document';
import { recordLetterSigned } from '../../lambdas/services/engagements/letter-outcome';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { expectError } from '../support/api-error';
import { poll } from '../support/outbox';
import { signerAddress } from '../support/signing-requests';
import { signingLinkFor } from '../support/engagements';
import { stackTable } from '../support/table';

/**
 * The engagement letter is the contract (issue 38, step 2b): a draft's letter is drawn from its
 * terms and signed through the documents' own e-signature flow; once sealed, the engagement is
 * active on exactly the letter's terms with the sealed file's SHA-256; a change order amends the
 * terms from its date; a voided letter makes the engagement a draft again.
 */

const run = promisify(execFile);
const stack = inject('stack');
const table = stackTable(stack);
const anonymous = anonymousCaller(stack);

let owner: Caller;
let other: Caller;
let ownerEmail: string;
let workDir: string;

beforeAll(async () => {
  [owner, other] = await Promise.all([userCaller(stack), userCaller(stack)]);
  const me = await owner.call('GET', '/api/me');
  ownerEmail = (me.body as { email: string }).email;
  workDir = await mkdtemp(path.join(tmpdir(), 'engagement-letters-'));
});

/** A clause in Cyrillic and in Japanese: the letter prints any script as typed. */
const CLAUSE = 'Командировки оплачиваются по факту. 出張費は実費で請求します。';

async function client(caller: Caller, contacts: TSaveClient['contacts']): Promise<string> {
  const res = await caller.call('POST', '/api/clients', {
    body: {
      name: `Acme Ltd ${randomUUID().slice(0, 6)}`,
      address: '1 Main Street\nLondon EC1A 1AA',
      currency: 'GBP',
      taxRate: '20',
      paymentTermsDays: 14,
      contacts,
    } satisfies TSaveClient,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZClient.parse(res.body).id;
}

const form = (clientId: string, fields: Partial<TSaveEngagement> = {}): TSaveEngagement => ({
  clientId,
  title: `Fractional CISO ${randomUUID().slice(0, 6)}`,
  startDate: '2030-06-16',
  model: { kind: 'retainer', hoursPerMonth: '8', rate: '180' },
  rollover: { kind: 'carry', capHours: '4' },
  lateCancellationHours: 24,
  noticeDays: 30,
  cadence: 'monthly',
  workstreams: [{ name: 'ISO 27001 audit' }],
  clauses: CLAUSE,
  ...fields,
});

async function draft(caller: Caller, clientId: string): Promise<TEngagement> {
  const res = await caller.call('POST', '/api/engagements', { body: form(clientId) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZEngagement.parse(res.body);
}

async function read(id: string): Promise<TEngagement> {
  const res = await owner.call('GET', `/api/engagements/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZEngagement.parse(res.body);
}

async function sendLetter(id: string, body: object = {}): Promise<TEngagement> {
  const res = await owner.call('POST', `/api/engagements/${id}/letter`, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZEngagement.parse(res.body);
}

async function documentOf(id: string) {
  const res = await owner.call('GET', `/api/documents/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZDocument.parse(res.body);
}

async function fileOf(documentId: string, version: 'original' | 'signed'): Promise<Uint8Array> {
  const res = await owner.call(
    'GET',
    `/api/documents/${documentId}/download-url?version=${version}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const file = await fetch(ZDownloadUrl.parse(res.body).url);
  expect(file.status).toBe(200);
  return new Uint8Array(await file.arrayBuffer());
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const file = path.join(workDir, `${randomUUID()}.pdf`);
  await writeFile(file, bytes);
  const { stdout } = await run('pdftotext', [file, '-']);
  return stdout.replace(/[\u202a-\u202e]/g, '').replace(/\s+/g, ' ');
}

/** The newest signing link mailed to `email` for the document titled `title`. */
const linkFor = (email: string, title: string) => signingLinkFor(stack, email, title);

const byLink = (token: string) => ({ [LINK_TOKEN_HEADER]: token });

/** Accepts the disclosure and signs with a typed name, as a signer's page does. */
async function signAs(token: string, name: string) {
  const consent = await anonymous.call('POST', '/api/sign/consent', {
    body: { disclosureVersion: ELECTRONIC_RECORDS_DISCLOSURE.version },
    headers: byLink(token),
  });
  expect(consent.status, JSON.stringify(consent.body)).toBe(204);
  const opened = await anonymous.call('GET', '/api/sign', { headers: byLink(token) });
  expect(opened.status).toBe(200);
  expect(
    ZSigningSession.parse(opened.body)
      .fields.map((f) => f.type)
      .sort(),
  ).toEqual(['date', 'signature']);
  const res = await anonymous.call('POST', '/api/sign/sign', {
    body: { signature: { type: 'typed', text: name }, values: {} },
    headers: byLink(token),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZSigningOutcome.parse(res.body);
}

/** The engagement once `done` holds, as the consumer records the letter's outcome. */
const until = (id: string, done: (e: TEngagement) => boolean, what: string) =>
  poll(
    async () => {
      const engagement = await read(id);
      return done(engagement) ? engagement : undefined;
    },
    60_000,
    what,
  );

/** The engagement once its letter `index` has been drawn and sent for signature. */
const untilSent = (id: string, index: number) =>
  until(id, (e) => e.letters[index]?.status === 'sent', 'The letter was never sent for signature');

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('who may send a letter or a change order', () => {
  it('answers 401 to anonymous callers and 404 to another consultant', async () => {
    const engagement = await draft(owner, await client(owner, []));
    const order: TChangeOrder = {
      model: { kind: 'retainer', hoursPerMonth: '10', rate: '190' },
      effectiveFrom: '2030-09-01',
    };
    for (const [route, body] of [
      ['letter', {}],
      ['change-orders', order],
    ] as const) {
      const url = `/api/engagements/${engagement.id}/${route}`;
      expect((await anonymous.call('POST', url, { body })).status).toBe(401);
      expectError(await other.call('POST', url, { body }), 404, engagementMessages.notFound);
    }
    expect((await read(engagement.id)).status).toBe('draft');
  });

  it('refuses a letter for a client without an approver, and a change order on a draft', async () => {
    const viewerOnly = await client(owner, [
      { name: 'Vera Viewer', email: signerAddress('viewer'), role: 'viewer' },
    ]);
    const engagement = await draft(owner, viewerOnly);
    expectError(
      await owner.call('POST', `/api/engagements/${engagement.id}/letter`, { body: {} }),
      400,
      engagementMessages.noApprover,
    );
    expectError(
      await owner.call('POST', `/api/engagements/${engagement.id}/letter`, {
        body: { signingOrder: 'nobodyFirst' },
      }),
      400,
    );
    const order: TChangeOrder = {
      model: { kind: 'retainer', hoursPerMonth: '10', rate: '190' },
      effectiveFrom: '2030-09-01',
    };
    expectError(
      await owner.call('POST', `/api/engagements/${engagement.id}/change-orders`, { body: order }),
      409,
      engagementMessages.changeOrderNotActive,
    );
    const after = await read(engagement.id);
    expect(after).toMatchObject({ status: 'draft', letters: [] });
  });
});

describe('the engagement letter', () => {
  it('is signed by the approver and the consultant, and makes the engagement active on its terms', async () => {
    const approver = { name: 'Jane Approver', email: signerAddress('approver') };
    const clientId = await client(owner, [{ ...approver, role: 'approver' }]);
    const engagement = await draft(owner, clientId);

    const sent = await sendLetter(engagement.id, { message: 'Here is our letter.' });
    expect(sent.status).toBe('awaitingSignature');
    expect(sent.letters).toHaveLength(1);
    // Asked for, it is drawn and sent off the request.
    expect(sent.letters[0]).toMatchObject({ status: 'preparing', sha256: null });
    const letter = (await untilSent(engagement.id, 0)).letters[0]!;
    expect(letter).toMatchObject({
      id: sent.letters[0]!.id,
      kind: 'letter',
      effectiveFrom: '2030-06-16',
      status: 'sent',
      sha256: null,
      terms: engagement.terms,
    });
    // Terms are locked while the letter is out, and a second letter is refused.
    expectError(
      await owner.call('PUT', `/api/engagements/${engagement.id}`, {
        body: form(clientId, { model: { kind: 'retainer', hoursPerMonth: '40', rate: '180' } }),
      }),
      409,
      engagementMessages.termsLocked,
    );
    expectError(
      await owner.call('POST', `/api/engagements/${engagement.id}/letter`, { body: {} }),
      409,
      engagementMessages.letterNotDraft,
    );

    // The letter is a document in the client's library, in chain order: the approver first.
    const document = await documentOf(letter.documentId);
    expect(document.status).toBe('pending_signatures');
    expect(document.libraryId).toBe(clientId);
    expect(document.signers.map((s) => [s.email, s.status])).toEqual([
      [approver.email, 'sent'],
      [ownerEmail, 'pending'],
    ]);
    const text = await pdfText(await fileOf(letter.documentId, 'original'));
    expect(text).toContain(engagement.clientName);
    expect(text).toContain(engagement.title);
    expect(text).toContain('8 hours a month at £180.00 an hour');
    expect(text).toContain('up to 4 hours');
    expect(text).toContain('Командировки оплачиваются по факту.');
    expect(text).toContain('出張費は実費で請求します');

    await signAs(await linkFor(approver.email, document.title), approver.name);
    await signAs(await linkFor(ownerEmail, document.title), 'The Consultant');

    const active = await until(
      engagement.id,
      (e) => e.status === 'active',
      'The engagement never became active',
    );
    const signed = active.letters[0]!;
    expect(signed.status).toBe('signed');
    expect(active.terms).toEqual(letter.terms);
    expect(active.terms).toMatchObject({
      model: { kind: 'retainer', hoursPerMonth: 8, rate: '180.00' },
      rollover: { kind: 'carry', capHours: 4 },
    });
    // The hash recorded is the sealed file's, as its audit row says.
    const sealed = await fileOf(letter.documentId, 'signed');
    expect(signed.sha256).toBe(sha256(sealed));
    const bundle = await loadDocument(table, letter.documentId);
    expect(bundle?.audit.at(-1)?.details).toMatchObject({ signedSha256: signed.sha256 });

    // The event delivered again changes nothing.
    const again = await recordLetterSigned(
      { table, clock: { now: () => new Date() } },
      {
        detail: {
          sub: owner.sub!,
          engagementId: engagement.id,
          letterId: letter.id,
          sha256: 'f'.repeat(64),
          signedAt: new Date().toISOString(),
        },
      },
    );
    expect(again).toBe('already done');
    expect(await read(engagement.id)).toEqual(active);

    // A change order dated later: the old terms before its date, the new from it.
    const order: TChangeOrder = {
      model: { kind: 'retainer', hoursPerMonth: '12', rate: '200' },
      rollover: { kind: 'none' },
      lateCancellationHours: 48,
      noticeDays: 60,
      endDate: '2031-06-30',
      effectiveFrom: '2030-09-01',
      signingOrder: 'consultantFirst',
    };
    expectError(
      await owner.call('POST', `/api/engagements/${engagement.id}/change-orders`, {
        body: { ...order, effectiveFrom: '2030-06-01' },
      }),
      400,
      engagementMessages.effectiveBeforeStart,
    );
    const res = await owner.call('POST', `/api/engagements/${engagement.id}/change-orders`, {
      body: order,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const amending = ZEngagement.parse(res.body);
    expect(amending.status).toBe('active');
    expect(amending.letters[1]).toMatchObject({ kind: 'changeOrder', status: 'preparing' });
    // One letter out at a time, from the moment it is asked for.
    expectError(
      await owner.call('POST', `/api/engagements/${engagement.id}/change-orders`, { body: order }),
      409,
      engagementMessages.letterOut,
    );
    const change = (await untilSent(engagement.id, 1)).letters[1]!;
    expect(change).toMatchObject({
      kind: 'changeOrder',
      effectiveFrom: '2030-09-01',
      status: 'sent',
      endDate: '2031-06-30',
    });
    expectError(
      await owner.call('POST', `/api/engagements/${engagement.id}/change-orders`, { body: order }),
      409,
      engagementMessages.letterOut,
    );
    const changeDocument = await documentOf(change.documentId);
    expect(changeDocument.title).toMatch(/^Change order 1 to /);
    expect(changeDocument.signers.map((s) => s.email)).toEqual([ownerEmail, approver.email]);
    const changeText = await pdfText(await fileOf(change.documentId, 'original'));
    expect(changeText).toContain('12 hours a month at £200.00 an hour');
    expect(changeText).toContain('2030-09-01');

    await signAs(await linkFor(ownerEmail, changeDocument.title), 'The Consultant');
    await signAs(await linkFor(approver.email, changeDocument.title), approver.name);
    const amended = await until(
      engagement.id,
      (e) => e.letters[1]?.status === 'signed',
      'The change order was never recorded as signed',
    );
    expect(amended.status).toBe('active');
    expect(amended.endDate).toBe('2031-06-30');
    expect(amended.letters[1]!.sha256).toBe(sha256(await fileOf(change.documentId, 'signed')));

    const stored = await table.get<EngagementItem>(engagementKey(owner.sub!, engagement.id), {
      consistent: true,
    });
    const history = signedTermsOf(stored!);
    expect(history.map((h) => h.letterHash)).toEqual([signed.sha256, amended.letters[1]!.sha256]);
    expect(termsOn(history, '2030-08-31')?.terms.model).toEqual({
      kind: 'retainer',
      hoursPerMonth: 8,
      ratePence: 18000,
    });
    expect(termsOn(history, '2030-09-01')?.terms).toEqual({
      model: { kind: 'retainer', hoursPerMonth: 12, ratePence: 20000 },
      rollover: { kind: 'none' },
      lateCancellationHours: 48,
      noticeDays: 60,
    });
  });

  it('voided, makes the engagement a draft again', async () => {
    const approver = { name: 'Vic Approver', email: signerAddress('approver') };
    const engagement = await draft(owner, await client(owner, [{ ...approver, role: 'approver' }]));
    await sendLetter(engagement.id, { signingOrder: 'consultantFirst' });
    const letter = (await untilSent(engagement.id, 0)).letters[0]!;
    const voided = await owner.call('POST', `/api/documents/${letter.documentId}/void`, {
      body: { reason: 'The hours were wrong' },
    });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    const back = await until(
      engagement.id,
      (e) => e.status === 'draft',
      'The engagement never went back to a draft',
    );
    expect(back.letters).toMatchObject([{ id: letter.id, status: 'void', sha256: null }]);
    // A draft again: its terms change, and a new letter may go out.
    const saved = await owner.call('PUT', `/api/engagements/${engagement.id}`, {
      body: form(engagement.clientId, {
        title: engagement.title,
        model: { kind: 'retainer', hoursPerMonth: '10', rate: '180' },
      }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const again = await sendLetter(engagement.id);
    expect(again.letters.map((l) => l.status)).toEqual(['void', 'preparing']);
    expect(again.letters[1]!.terms.model).toMatchObject({ hoursPerMonth: 10 });
  });
});
