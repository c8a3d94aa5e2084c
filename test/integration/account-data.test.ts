import { createHash, randomUUID } from 'node:crypto';
import {
  AdminGetUserCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import JSZip from 'jszip';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeAccountMessages, ZClosingAccount } from '@contracts/account/close-account';
import { RETENTION } from '@contracts/account/retention';
import { dataExportMessages, ZDataExport, type TDataExport } from '@contracts/account/data-export';
import { ZSlotList } from '@contracts/booking/public-booking';
import { ELECTRONIC_RECORDS_DISCLOSURE } from '@contracts/documents/signing';
import { ZDownloadUrl } from '@contracts/documents/document';
import { ZApplicationDetail } from '@contracts/applications/application';
import { LINK_TOKEN_HEADER } from '@contracts/link-token';
import { verifyDocumentAudit } from '../../lambdas/services/documents/audit-log';
import { loadDocument } from '../../lambdas/services/documents/owned-document';
import {
  adminCaller,
  anonymousCaller,
  cognitoOf,
  createUser,
  signedInCaller,
  userCaller,
  type Caller,
} from '../support/api-session';
import {
  cisoApplication,
  roleRequest,
  screen,
  submitApplication,
  TINY_PNG,
} from '../support/applications';
import { accountTraces } from '../support/account-traces';
import { createOpenPage } from '../support/booking-pages';
import { uploadDraft } from '../support/document-files';
import { poll, waitForMail } from '../support/outbox';
import {
  draftForSigning,
  sendForSigning,
  signerAddress,
  signingTokenIn,
} from '../support/signing-requests';
import { stackTable } from '../support/table';
import { expectError } from '../support/api-error';

const stack = inject('stack');
const anonymous = anonymousCaller(stack);
const table = stackTable(stack);
const traces = accountTraces(stack);
afterAll(() => traces.destroy());

async function uploadPhoto(caller: Caller): Promise<string> {
  const res = await caller.call('POST', '/api/applications/photos', {
    body: { contentType: 'image/png', size: TINY_PNG.byteLength },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { photoUrl, upload } = res.body as {
    photoUrl: string;
    upload: { url: string; headers: Record<string, string> };
  };
  const put = await fetch(upload.url, {
    method: 'PUT',
    headers: upload.headers,
    body: Buffer.from(TINY_PNG),
  });
  expect(put.ok).toBe(true);
  return photoUrl;
}

/** A booking page with one upcoming booking by a visitor: answers the visitor's address. */
async function bookedPage(owner: Caller): Promise<string> {
  const page = await createOpenPage(owner, {
    name: 'Advisory call',
    slugPrefix: 'closing',
    timeZone: 'UTC',
  });
  const from = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const to = new Date(Date.now() + 9 * 86_400_000).toISOString();
  const slots = ZSlotList.parse(
    (
      await anonymous.call(
        'GET',
        `/api/public/booking-pages/${page.slug}/slots?from=${from}&to=${to}`,
      )
    ).body,
  ).slots;
  const visitor = signerAddress('visitor');
  const booked = await anonymous.call('POST', `/api/public/booking-pages/${page.slug}/bookings`, {
    body: {
      startTime: slots[0]!.start,
      attendeeName: 'Vera Visitor',
      attendeeEmail: visitor,
      idempotencyKey: randomUUID(),
    },
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return visitor;
}

async function exportOf(caller: Caller): Promise<TDataExport> {
  const res = await caller.call('GET', '/api/account/export');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZDataExport.parse(res.body);
}

const readyExport = (caller: Caller) =>
  poll(
    async () => {
      const current = await exportOf(caller);
      return current.status === 'ready' ? current : undefined;
    },
    30_000,
    'The data archive was never ready',
  );

/** Signs through a link mailed to `email`: consent, then a typed signature. */
async function signFromMail(email: string, name: string) {
  const mail = await waitForMail(stack.outboxDir, email, /^Please sign:/);
  const token = signingTokenIn(mail.text ?? '')!;
  const headers = { [LINK_TOKEN_HEADER]: token };
  const consent = await anonymous.call('POST', '/api/sign/consent', {
    body: { disclosureVersion: ELECTRONIC_RECORDS_DISCLOSURE.version },
    headers,
  });
  expect(consent.status, JSON.stringify(consent.body)).toBe(204);
  const signed = await anonymous.call('POST', '/api/sign/sign', {
    body: { signature: { type: 'typed', text: name }, values: {} },
    headers,
  });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
}

async function signedCopyBytes(owner: Caller, id: string): Promise<Uint8Array> {
  const url = await poll(
    async () => {
      const res = await owner.call('GET', `/api/documents/${id}/download-url?version=signed`);
      return res.status === 200 ? ZDownloadUrl.parse(res.body).url : undefined;
    },
    30_000,
    'The document was never sealed',
  );
  return new Uint8Array(await (await fetch(url)).arrayBuffer());
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('who may do what', () => {
  it('keeps the account routes for signed-in users', async () => {
    expectError(await anonymous.call('GET', '/api/account/export'), 401);
    expectError(await anonymous.call('POST', '/api/account/export'), 401);
    expectError(
      await anonymous.call('POST', '/api/account/close', { body: { email: 'a@example.com' } }),
      401,
    );
  });
});

describe('download my data', () => {
  it('builds one archive of everything the account holds, once at a time, and mails it is ready', async () => {
    const user = await createUser(stack, 'exporter');
    const me = await signedInCaller(stack, user);
    const other = await userCaller(stack);
    await createOpenPage(me, { name: 'Office hours', slugPrefix: 'export', timeZone: 'UTC' });
    const documentId = await uploadDraft(me, undefined, {
      title: 'Master services agreement',
      fileName: 'msa.pdf',
    });
    const photo = await uploadPhoto(me);
    const application = await submitApplication(
      me,
      'ciso',
      cisoApplication({ fullName: 'Export Person', photoUrl: photo }),
    );
    const othersDocument = await uploadDraft(other, undefined, { title: 'Not yours' });

    expect(await exportOf(me)).toMatchObject({ status: null, downloadUrl: null });
    const requested = await me.call('POST', '/api/account/export');
    expect(requested.status, JSON.stringify(requested.body)).toBe(202);
    expect(ZDataExport.parse(requested.body).status).toBe('pending');
    // One at a time (the first may already be ready on a fast machine).
    const again = await me.call('POST', '/api/account/export');
    if (again.status !== 202) expectError(again, 409, dataExportMessages.pending);

    const ready = await readyExport(me);
    expect(ready.downloadUrl).toBeTruthy();
    expect(Date.parse(ready.expiresAt!) - Date.parse(ready.readyAt!)).toBeLessThanOrEqual(
      RETENTION.dataExportDays * 86_400_000 + 60_000,
    );
    const zip = await JSZip.loadAsync(await (await fetch(ready.downloadUrl!)).arrayBuffer());
    const data = JSON.parse(await zip.file('data.json')!.async('string'));
    expect(data.account).toEqual({ id: me.sub, email: user.email });
    expect(data.bookingPages).toHaveLength(1);
    expect(data.bookingPages[0]).toContainEqual(
      expect.objectContaining({ entity: 'booking page', name: 'Office hours' }),
    );
    expect(data.documents.flat()).toContainEqual(
      expect.objectContaining({
        entity: 'document',
        id: documentId,
        title: 'Master services agreement',
      }),
    );
    expect(data.applications.flat()).toContainEqual(
      expect.objectContaining({ entity: 'application', id: application.id, name: 'Export Person' }),
    );
    // The executive experience text is kept beside a ticked board box, in the archive too.
    expect(data.applications.flat()).toContainEqual(
      expect.objectContaining({
        id: application.id,
        submission: expect.objectContaining({
          boardExperience: 'Yes',
          executiveExperience: cisoApplication().executiveExperience,
        }),
      }),
    );
    const text = JSON.stringify(data);
    expect(text).not.toContain(othersDocument);
    expect(text).not.toMatch(/"(PK|SK|GSI\dPK|tokenHash|tokenCiphertext)"/);
    expect(zip.file(`files/documents/${documentId}/msa.pdf`)).not.toBeNull();
    const stored = await zip.file(`files/photos/${application.id}.png`)!.async('uint8array');
    expect(Buffer.from(stored).equals(Buffer.from(TINY_PNG))).toBe(true);
    const mail = await waitForMail(stack.outboxDir, user.email, /Your vCISO Hub data is ready/);
    expect(mail.text).toContain('/account/data');
    // Someone else sees only their own (none).
    expect(await exportOf(other)).toMatchObject({ status: null });
  });
});

describe('download my data: clients', () => {
  it("holds each client as the client's screen shows it, with the pages that bill it", async () => {
    const me = await userCaller(stack);
    const page = await createOpenPage(me, {
      name: 'Retainer',
      slugPrefix: 'archive-client',
      timeZone: 'UTC',
    });
    const saved = await me.call('PUT', `/api/booking-pages/${page.id}/billing`, {
      body: { clientName: 'Archived Client Ltd', clientEmail: signerAddress('client') },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const clientId = (saved.body as { clientId: string }).clientId;
    const shown = await me.call('GET', `/api/clients/${clientId}`);
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);

    const { data, text } = await archiveOf(me);
    const clients = (data as unknown as { clients: ArchiveEntry[] }).clients;
    expect(clients).toEqual([{ entity: 'client', ...(shown.body as object) }]);
    expect(clients[0]).toMatchObject({ bookingPages: [{ id: page.id, title: 'Retainer' }] });
    expect(text).not.toMatch(/"(PK|SK|GSI\dPK|bookingPageIds)"/);
  });
});

/** The archive's data and every file of it as text, to search for what must not be there. */
async function archiveOf(caller: Caller): Promise<{ data: ArchiveData; text: string }> {
  const requested = await caller.call('POST', '/api/account/export');
  expect(requested.status, JSON.stringify(requested.body)).toBe(202);
  const ready = await readyExport(caller);
  const zip = await JSZip.loadAsync(await (await fetch(ready.downloadUrl!)).arrayBuffer());
  const texts = await Promise.all(
    Object.values(zip.files)
      .filter((file) => !file.dir)
      .map((file) => file.async('string')),
  );
  return {
    data: JSON.parse(await zip.file('data.json')!.async('string')) as ArchiveData,
    text: texts.join('\n'),
  };
}

type ArchiveEntry = { entity: string } & Record<string, unknown>;
interface ArchiveData {
  applications: ArchiveEntry[][];
}

/**
 * Every application entry of the archive is what the person's own screens answer: the row of
 * `GET /api/my/applications` and the page of `GET /api/my/applications/{id}`, the photo as a
 * file of the archive rather than a link.
 */
async function expectAsTheApiAnswers(caller: Caller, data: ArchiveData) {
  const list = await caller.call('GET', '/api/my/applications?limit=50');
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  const rows = (list.body as { applications: Record<string, unknown>[] }).applications;
  const entries = data.applications.flat().filter((e) => e.entity === 'application');
  expect(entries.map((e) => e.id).sort()).toEqual(rows.map((r) => r.id).sort());
  for (const entry of entries) {
    const res = await caller.call('GET', `/api/my/applications/${String(entry.id)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { photoUrl, ...shown } = res.body as Record<string, unknown>;
    expect(entry).toEqual({
      entity: 'application',
      ...rows.find((r) => r.id === entry.id),
      ...shown,
      photo: photoUrl ? `files/photos/${String(entry.id)}.png` : null,
    });
  }
  return entries;
}

const notesIn = (data: ArchiveData) =>
  data.applications.flat().filter((e) => e.entity === 'application note');

describe('the archive of an applicant', () => {
  it('holds what their own screens show: no one named before accepting, no declined counterpart, no administrator’s address', async () => {
    const tag = randomUUID().slice(0, 8);
    const admin = await adminCaller(stack);
    const person = async (label: string) => signedInCaller(stack, await createUser(stack, label));
    const [pending, decliner, accepter, companyA, companyB] = await Promise.all([
      person('pending'),
      person('decliner'),
      person('accepter'),
      person('company-a'),
      person('company-b'),
    ]);
    const companyName = { a: `Company A ${tag}`, b: `Company B ${tag}` };
    const roleA = await submitApplication(
      companyA,
      'role',
      roleRequest({ companyName: companyName.a, contactEmail: `a-${tag}@example.com` }),
    );
    const roleB = await submitApplication(
      companyB,
      'role',
      roleRequest({ companyName: companyName.b, contactEmail: `b-${tag}@example.com` }),
    );
    const professional = (caller: Caller, n: string) =>
      submitApplication(
        caller,
        'ciso',
        cisoApplication({
          fullName: `${n} ${tag}`,
          email: `${n.toLowerCase()}-${tag}@example.com`,
        }),
      );
    const photo = await uploadPhoto(pending);
    const waiting = await submitApplication(
      pending,
      'ciso',
      cisoApplication({
        fullName: `Pending ${tag}`,
        email: `pending-${tag}@example.com`,
        photoUrl: photo,
      }),
    );
    const declining = await professional(decliner, 'Decliner');
    const accepting = await professional(accepter, 'Accepter');

    // Screening: notes on the professional and on the role, a status move, three proposals.
    const noteOnProfessional = `Strong on ISO 27001, ${tag}.`;
    const noteOnRole = `Budget confirmed by phone, ${tag}.`;
    for (const [id, text] of [
      [waiting.id, noteOnProfessional],
      [roleA.id, noteOnRole],
    ] as const) {
      const res = await admin.call('POST', `/api/admin/applications/${id}/notes`, {
        body: { text },
      });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    }
    const moved = await admin.call('POST', `/api/admin/applications/${waiting.id}/status`, {
      body: { status: 'screening' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // A match is proposed only between sides both screened.
    await screen(admin, roleA.id, roleB.id, declining.id, accepting.id);
    for (const [roleId, candidateId] of [
      [roleA.id, waiting.id],
      [roleA.id, declining.id],
      [roleB.id, accepting.id],
    ]) {
      const res = await admin.call('POST', `/api/admin/applications/${roleId}/matches`, {
        body: { candidateId },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    for (const [caller, id, roleId, decision] of [
      [decliner, declining.id, roleA.id, 'decline'],
      [accepter, accepting.id, roleB.id, 'accept'],
    ] as const) {
      const res = await caller.call('POST', `/api/my/applications/${id}/matches/${roleId}`, {
        body: { decision },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    // What is stored names the administrator: the archive must leave it behind.
    const screened = ZApplicationDetail.parse(
      (await admin.call('GET', `/api/admin/applications/${waiting.id}`)).body,
    );
    expect(screened.notes.map((n) => n.by)).toEqual([stack.adminEmail]);

    const [ofPending, ofDecliner, ofAccepter, ofCompanyA, ofCompanyB] = await Promise.all([
      archiveOf(pending),
      archiveOf(decliner),
      archiveOf(accepter),
      archiveOf(companyA),
      archiveOf(companyB),
    ]);
    for (const archive of [ofPending, ofDecliner, ofAccepter, ofCompanyA, ofCompanyB])
      expect(archive.text.toLowerCase()).not.toContain(stack.adminEmail.toLowerCase());

    // Proposed, not yet answered: the role, never the company.
    const [pendingEntry] = await expectAsTheApiAnswers(pending, ofPending.data);
    expect(pendingEntry!.proposals).toEqual([
      expect.objectContaining({ roleId: roleA.id, state: 'proposed', company: null }),
    ]);
    expect(ofPending.text).not.toContain(companyName.a);
    expect(ofPending.text).not.toContain(`a-${tag}@example.com`);
    expect(ofPending.data.applications.flat().map((e) => e.photo)).toContain(
      `files/photos/${waiting.id}.png`,
    );
    // The screener's note about the applicant is theirs (the note box says so); who wrote it, not.
    expect(notesIn(ofPending.data)).toEqual([
      { entity: 'application note', at: expect.any(String), text: noteOnProfessional },
    ]);

    // Declined: the company stays unnamed.
    const [declinedEntry] = await expectAsTheApiAnswers(decliner, ofDecliner.data);
    expect(declinedEntry!.proposals).toEqual([
      expect.objectContaining({ roleId: roleA.id, state: 'declined', company: null }),
    ]);
    expect(ofDecliner.text).not.toContain(companyName.a);

    // The company whose proposal was declined: neither professional is named to it.
    await expectAsTheApiAnswers(companyA, ofCompanyA.data);
    for (const counterpart of [`Pending ${tag}`, `Decliner ${tag}`, waiting.id, declining.id])
      expect(ofCompanyA.text).not.toContain(counterpart);
    expect(ofCompanyA.text).not.toContain(`decliner-${tag}@example.com`);
    expect(notesIn(ofCompanyA.data)).toEqual([
      { entity: 'application note', at: expect.any(String), text: noteOnRole },
    ]);

    // Accepted: the professional now knows the company, as their page shows it.
    const [acceptedEntry] = await expectAsTheApiAnswers(accepter, ofAccepter.data);
    expect(acceptedEntry!.proposals).toEqual([
      expect.objectContaining({ roleId: roleB.id, state: 'accepted', company: companyName.b }),
    ]);
    const [roleEntry] = await expectAsTheApiAnswers(companyB, ofCompanyB.data);
    expect(roleEntry!.status).toBe('matched');
    expect(ofCompanyB.text).not.toContain(accepting.id);
  }, 120_000);
});

describe('close my account', () => {
  it('asks for the account’s own e-mail', async () => {
    const me = await userCaller(stack);
    expectError(
      await me.call('POST', '/api/account/close', { body: { email: 'someone-else@example.com' } }),
      400,
      closeAccountMessages.mismatch,
    );
    expectError(await me.call('POST', '/api/account/close', { body: {} }), 400);
    expect((await me.call('GET', '/api/account/export')).status).toBe(200);
  });

  it('deletes everything the account owns and the account, keeping others’ signed records intact', async () => {
    const user = await createUser(stack, 'closing');
    const me = await signedInCaller(stack, user);
    const sub = me.sub!;
    const colleague = await userCaller(stack);

    // Someone else's contract, signed by the person who then leaves: sealed before they go.
    const contract = await draftForSigning(colleague, [
      { name: 'Closing Person', email: user.email },
    ]);
    await sendForSigning(colleague, contract);
    await signFromMail(user.email, 'Closing Person');
    const sealed = sha256(await signedCopyBytes(colleague, contract));

    // What the person owns: a booked page, a draft, a document out for signature, a library, an
    // application with a photo, and a data archive.
    const visitor = await bookedPage(me);
    await uploadDraft(me);
    const signer = signerAddress('signer');
    const outForSignature = await draftForSigning(me, [{ name: 'Sam Signer', email: signer }]);
    await sendForSigning(me, outForSignature);
    expect((await me.call('POST', '/api/libraries', { body: { name: 'Contracts' } })).status).toBe(
      201,
    );
    // A billed page: a week submitted to its client, and a timer running on it.
    const billed = await createOpenPage(me, {
      name: 'Retainer',
      slugPrefix: 'closing-billed',
      timeZone: 'UTC',
    });
    for (const [method, path, body] of [
      ['PUT', 'billing', { clientName: 'Acme Ltd', clientEmail: signerAddress('client') }],
      [
        'POST',
        'timesheet-entries',
        {
          start: '2030-03-04T09:00',
          end: '2030-03-04T10:00',
          description: 'Audit',
          billable: true,
          hourlyRate: '100',
        },
      ],
      [
        'POST',
        'timesheet-periods',
        { period: 'custom', startDate: '2030-03-04', endDate: '2030-03-10' },
      ],
      ['POST', 'timer', { description: 'Still running' }],
    ] as const) {
      const res = await me.call(method, `/api/booking-pages/${billed.id}/${path}`, { body });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    }
    const photo = await uploadPhoto(me);
    await submitApplication(me, 'ciso', cisoApplication({ email: user.email, photoUrl: photo }));
    expect((await me.call('POST', '/api/account/export')).status).toBe(202);
    await readyExport(me);

    const closing = await me.call('POST', '/api/account/close', {
      body: { email: user.email.toUpperCase() },
    });
    expect(closing.status, JSON.stringify(closing.body)).toBe(202);
    expect(ZClosingAccount.parse(closing.body).status).toBe('closing');

    await waitForMail(stack.outboxDir, user.email, /Your vCISO Hub account is closed/, {
      timeoutMs: 60_000,
    });
    // The visitor's booking is cancelled, the signer told the document was withdrawn.
    await waitForMail(stack.outboxDir, visitor, /cancel/i, { timeoutMs: 30_000 });
    await waitForMail(stack.outboxDir, signer, /^Withdrawn:/, { timeoutMs: 30_000 });

    // The user is gone from the pool.
    const cognito = cognitoOf(stack);
    await expect(
      cognito.send(
        new AdminGetUserCommand({ UserPoolId: stack.cognito.userPoolId, Username: sub }),
      ),
    ).rejects.toBeInstanceOf(UserNotFoundException);
    cognito.destroy();

    // No item names the person, but the colleague's signed record and what expires (with a
    // `ttl`) within the promised time: mails still being sent read those.
    await poll(
      async () => {
        const left = await traces.items(
          { sub, email: user.email },
          (item) => item.PK === `DOC#${contract}`,
        );
        return left.length === 0 ? true : undefined;
      },
      30_000,
      'Items of the closed account are left',
    );
    expect(await traces.objects(sub)).toEqual([]);

    // The colleague's contract: the same sealed bytes, its audit chain whole.
    expect(sha256(await signedCopyBytes(colleague, contract))).toBe(sealed);
    const bundle = await loadDocument(table, contract);
    expect(bundle?.document.status).toBe('fully_signed');
    expect(verifyDocumentAudit(bundle!.document, bundle!.audit)).toMatchObject({ ok: true });
  }, 180_000);
});
