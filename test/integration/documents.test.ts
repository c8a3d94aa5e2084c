import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  CONTENT_TYPES,
  documentMessages,
  MAX_UPLOAD_BYTES,
  ZCreatedUpload,
  ZDocument,
  ZDocumentList,
  ZDocumentSummary,
  ZDownloadUrl,
  type TDocument,
} from '@contracts/documents/document';
import { fieldMessages, type TFieldInput } from '@contracts/documents/fields';
import {
  libraryMessages,
  ZLibrary,
  ZLibraryList,
  type TLibrary,
} from '@contracts/documents/library';
import { signerMessages } from '@contracts/documents/workflow';
import { verifyChain, type AuditRow } from '@domain/documents/audit-chain';
import { stagedKeyOf } from '../../lambdas/ports/file-store';
import { sha256Hex } from '../../lambdas/services/documents/audit-log';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import {
  minimalDocx,
  samplePdf,
  uploadDocument,
  uploadDraft,
  zipOf,
} from '../support/document-files';
import { expectError } from '../support/api-error';

const stack = inject('stack');
const anonymous = anonymousCaller(stack);
let owner: Caller;
let other: Caller;

const credentials = {
  accessKeyId: stack.env.AWS_ACCESS_KEY_ID!,
  secretAccessKey: stack.env.AWS_SECRET_ACCESS_KEY!,
};
const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: stack.dynamodbEndpoint, region: stack.region, credentials }),
);
const s3 = new S3Client({
  endpoint: stack.s3Endpoint,
  forcePathStyle: true,
  region: stack.region,
  credentials,
});
const bucket = stack.env.DOCUMENTS_BUCKET!;

beforeAll(async () => {
  [owner, other] = await Promise.all([userCaller(stack), userCaller(stack)]);
});
afterAll(() => {
  dynamo.destroy();
  s3.destroy();
});

/** Every item of the document's partition, straight from the table. */
async function partition(documentId: string): Promise<Array<Record<string, unknown>>> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: stack.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': `DOC#${documentId}` },
      ConsistentRead: true,
    }),
  );
  return out.Items ?? [];
}

async function storedObject(key: string): Promise<Uint8Array | undefined> {
  try {
    const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return await out.Body?.transformToByteArray();
  } catch {
    return undefined;
  }
}

async function createLibrary(caller: Caller, name = 'Client contracts'): Promise<TLibrary> {
  const res = await caller.call('POST', '/api/libraries', {
    body: { name, category: 'client', categoryValue: 'Acme', description: 'Signed work' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZLibrary.strict().parse(res.body);
}

async function libraryOf(caller: Caller, id: string): Promise<TLibrary> {
  const res = await caller.call('GET', `/api/libraries/${id}`);
  expect(res.status).toBe(200);
  return ZLibrary.strict().parse(res.body);
}

async function getDocument(caller: Caller, id: string): Promise<TDocument> {
  const res = await caller.call('GET', `/api/documents/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZDocument.strict().parse(res.body);
}

const signers = [
  { name: 'Ada Lovelace', email: 'Ada@Example.com' },
  { name: 'Alan Turing', email: 'alan@example.com' },
];

const field = (over: Partial<TFieldInput> = {}): TFieldInput => ({
  id: randomUUID(),
  type: 'signature',
  signerEmail: 'ada@example.com',
  page: 1,
  x: 0.1,
  y: 0.2,
  width: 0.3,
  height: 0.07,
  ...over,
});

describe('libraries', () => {
  it('creates a library with the default category and lists the newest first', async () => {
    const caller = await userCaller(stack);
    const first = await createLibrary(caller, 'First');
    const res = await caller.call('POST', '/api/libraries', { body: { name: '  Second  ' } });
    expect(res.status).toBe(201);
    const second = ZLibrary.strict().parse(res.body);
    expect(second).toMatchObject({
      name: 'Second',
      category: 'custom',
      categoryValue: '',
      description: '',
      documentCount: 0,
    });
    const list = ZLibraryList.strict().parse((await caller.call('GET', '/api/libraries')).body);
    expect(list.libraries.map((l) => l.id)).toEqual([second.id, first.id]);
  });

  it('refuses a library without a name or with an unknown category, storing nothing', async () => {
    const caller = await userCaller(stack);
    expectError(
      await caller.call('POST', '/api/libraries', { body: { name: '   ' } }),
      400,
      libraryMessages.nameRequired,
    );
    expectError(
      await caller.call('POST', '/api/libraries', { body: { name: 'X', category: 'colour' } }),
      400,
      libraryMessages.category,
    );
    expectError(await caller.call('POST', '/api/libraries', { raw: '{' }), 400);
    const list = ZLibraryList.parse((await caller.call('GET', '/api/libraries')).body);
    expect(list.libraries).toEqual([]);
  });

  it('answers 404 for an unknown or malformed library id', async () => {
    expectError(
      await owner.call('GET', `/api/libraries/${randomUUID()}`),
      404,
      libraryMessages.notFound,
    );
    expectError(await owner.call('GET', '/api/libraries/nope'), 404, libraryMessages.notFound);
  });
});

describe('upload', () => {
  it('makes a checked PDF a draft, listed in its library, counted, with a created audit row', async () => {
    const library = await createLibrary(owner);
    const bytes = await samplePdf({
      pages: [
        [612, 792],
        [842, 595],
      ],
    });
    const id = await uploadDraft(owner, bytes, { libraryId: library.id });

    const document = await getDocument(owner, id);
    expect(document).toMatchObject({
      id,
      title: 'Agreement',
      fileType: 'pdf',
      status: 'draft',
      libraryId: library.id,
      libraryName: library.name,
      originalFileName: 'Agreement.pdf',
      workflowType: 'group',
      sealed: false,
      signers: [],
      fields: [],
    });
    expect(document.timeline).toEqual([
      expect.objectContaining({ seq: 1, action: 'created', actor: `owner:${owner.sub}` }),
    ]);
    expect((await libraryOf(owner, library.id)).documentCount).toBe(1);
    const listed = ZDocumentList.strict().parse(
      (await owner.call('GET', `/api/libraries/${library.id}/documents`)).body,
    );
    expect(listed.documents.map((d) => d.id)).toEqual([id]);

    // The original's hash is kept for the certificate; the stored bytes are the uploaded ones.
    const item = (await partition(id)).find((i) => i.SK === 'DOC');
    expect(item).toMatchObject({ originalSha256: sha256Hex(bytes), ownerSub: owner.sub });
    expect(item?.ttl).toBeUndefined();
    expect(await storedObject(String(item?.originalKey))).toEqual(bytes);
    expect(String(item?.originalKey)).toMatch(new RegExp(`^${owner.sub}/${id}\\.pdf$`));
  });

  it('accepts a real DOCX and lists newer documents first', async () => {
    const library = await createLibrary(owner);
    const first = await uploadDraft(owner, undefined, { libraryId: library.id });
    const { id, complete } = await uploadDocument(owner, minimalDocx(), {
      fileName: 'Terms.docx',
      libraryId: library.id,
    });
    expect(complete.status, JSON.stringify(complete.body)).toBe(200);
    expect(ZDocumentSummary.parse(complete.body)).toMatchObject({
      fileType: 'docx',
      status: 'draft',
    });
    const listed = ZDocumentList.parse(
      (await owner.call('GET', `/api/libraries/${library.id}/documents`)).body,
    );
    expect(listed.documents.map((d) => d.id)).toEqual([id, first]);
    expect((await libraryOf(owner, library.id)).documentCount).toBe(2);
  });

  it('presigns the upload for one staged key, one content type and the declared size', async () => {
    const reserved = await owner.call('POST', '/api/documents', {
      body: { title: 'T', fileName: 'T.docx', size: 1234 },
    });
    const { document, upload: target } = ZCreatedUpload.parse(reserved.body);
    expect(target.headers).toEqual({ 'Content-Type': CONTENT_TYPES.docx });
    const url = new URL(target.url);
    // Never the original's own key: the URL cannot replace an accepted file.
    expect(decodeURIComponent(url.pathname)).toBe(
      `/${bucket}/${stagedKeyOf(`${owner.sub}/${document.id}.docx`)}`,
    );
    // Storage refuses a PUT whose signed headers differ (s3rver does not check signatures).
    const signed = url.searchParams.get('X-Amz-SignedHeaders')?.split(';');
    expect(signed).toEqual(expect.arrayContaining(['content-type', 'content-length']));
    expect(url.searchParams.get('X-Amz-Expires')).toBe('3600');
  });

  it.each<[string, () => Uint8Array | Promise<Uint8Array>, string]>([
    ['HTML named .pdf', () => new TextEncoder().encode('<html>not a pdf</html>'), 'x.pdf'],
    ['a PDF named .docx', () => samplePdf(), 'x.docx'],
    ['a ZIP without Word parts named .docx', () => zipOf({ 'a.txt': 'hello' }), 'x.docx'],
    ['random bytes named .docx', () => new Uint8Array(64).fill(0x50), 'x.docx'],
  ])(
    'rejects %s and keeps nothing: no object, no item, count unchanged',
    async (_, bytes, fileName) => {
      const library = await createLibrary(owner);
      const { id, put, complete } = await uploadDocument(owner, await bytes(), {
        fileName,
        libraryId: library.id,
      });
      expect(put.status).toBe(200);
      expectError(complete, 422, documentMessages.contentMismatch);
      expect(await partition(id)).toEqual([]);
      const ext = fileName.split('.').pop();
      expect(await storedObject(`${owner.sub}/${id}.${ext}`)).toBeUndefined();
      expect(await storedObject(stagedKeyOf(`${owner.sub}/${id}.${ext}`))).toBeUndefined();
      expect((await libraryOf(owner, library.id)).documentCount).toBe(0);
      expectError(await owner.call('GET', `/api/documents/${id}`), 404, documentMessages.notFound);
    },
  );

  it('refuses completion before the file arrived, and removes the reservation', async () => {
    const reserved = await owner.call('POST', '/api/documents', {
      body: { title: 'Never sent', fileName: 'never.pdf', size: 1000 },
    });
    const { document } = ZCreatedUpload.parse(reserved.body);
    expect(await partition(document.id)).toEqual([
      expect.objectContaining({ status: 'uploading', ttl: expect.any(Number) }),
    ]);
    expectError(
      await owner.call('POST', `/api/documents/${document.id}/upload-complete`),
      422,
      documentMessages.notUploaded,
    );
    expect(await partition(document.id)).toEqual([]);
  });

  it('refuses bad reservations with the form messages and stores nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ title: 'T', fileName: 'notes.txt', size: 10 }, documentMessages.fileType],
      [{ title: 'T', fileName: '', size: 10 }, documentMessages.fileRequired],
      [{ title: ' ', fileName: 'a.pdf', size: 10 }, documentMessages.titleRequired],
      [{ title: 'T', fileName: 'a.pdf', size: 0 }, documentMessages.empty],
      [{ title: 'T', fileName: 'a.pdf', size: MAX_UPLOAD_BYTES + 1 }, documentMessages.tooLarge],
    ];
    const caller = await userCaller(stack);
    for (const [body, message] of cases)
      expectError(await caller.call('POST', '/api/documents', { body }), 400, message);
  });

  it('refuses another user’s library for a new document', async () => {
    const library = await createLibrary(other);
    expectError(
      await owner.call('POST', '/api/documents', {
        body: { title: 'T', fileName: 'a.pdf', size: 10, libraryId: library.id },
      }),
      404,
      libraryMessages.notFound,
    );
    expect((await libraryOf(other, library.id)).documentCount).toBe(0);
  });

  it('answers a retried completion with the same draft, counting it once', async () => {
    const library = await createLibrary(owner);
    const { id, complete } = await uploadDocument(owner, await samplePdf(), {
      libraryId: library.id,
    });
    expect(complete.status).toBe(200);
    const again = await owner.call('POST', `/api/documents/${id}/upload-complete`);
    expect(again.status).toBe(200);
    expect((await libraryOf(owner, library.id)).documentCount).toBe(1);
    expect((await getDocument(owner, id)).timeline).toHaveLength(1);
  });
});

describe('signers and fields', () => {
  it('replaces the signers in order with an edited audit row; fields of a removed signer go', async () => {
    const id = await uploadDraft(owner);
    const saved = await owner.call('PUT', `/api/documents/${id}/workflow`, {
      body: { workflowType: 'chain', signers },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const afterWorkflow = ZDocument.strict().parse(saved.body);
    expect(afterWorkflow.workflowType).toBe('chain');
    expect(afterWorkflow.signers).toEqual([
      expect.objectContaining({ order: 1, email: 'ada@example.com', status: 'pending' }),
      expect.objectContaining({ order: 2, email: 'alan@example.com', status: 'pending' }),
    ]);
    expect(afterWorkflow.timeline.at(-1)).toMatchObject({
      action: 'edited',
      details: { workflow_type: 'chain', signer_count: 2 },
    });

    const fields = [
      field(),
      field({ type: 'date', signerEmail: 'alan@example.com', page: 2, x: 0.5 }),
      field({ type: 'initials', signerEmail: 'ALAN@example.com' }),
    ];
    const withFields = await owner.call('PUT', `/api/documents/${id}/fields`, { body: { fields } });
    expect(withFields.status, JSON.stringify(withFields.body)).toBe(200);
    const placed = ZDocument.parse(withFields.body);
    expect(placed.fields).toHaveLength(3);
    expect(placed.fields.find((f) => f.id === fields[1]!.id)).toMatchObject({
      page: 2,
      x: 0.5,
      required: true,
    });
    expect(placed.timeline.at(-1)).toMatchObject({ action: 'edited', details: { field_count: 3 } });

    // Saving fields again replaces them all; nothing of the previous save remains stored.
    const replaced = ZDocument.parse(
      (await owner.call('PUT', `/api/documents/${id}/fields`, { body: { fields: [field()] } }))
        .body,
    );
    expect(replaced.fields).toHaveLength(1);
    expect((await partition(id)).filter((i) => String(i.SK).startsWith('FIELD#'))).toHaveLength(1);

    // Alan leaves: Ada's field stays, nothing of Alan's does.
    await owner.call('PUT', `/api/documents/${id}/fields`, { body: { fields } });
    const reduced = ZDocument.parse(
      (
        await owner.call('PUT', `/api/documents/${id}/workflow`, {
          body: { signers: [signers[0]] },
        })
      ).body,
    );
    expect(reduced.workflowType).toBe('group');
    expect(reduced.signers.map((s) => s.email)).toEqual(['ada@example.com']);
    expect(reduced.fields.map((f) => f.id)).toEqual([fields[0]!.id]);
    const stored = await partition(id);
    expect(stored.filter((i) => String(i.SK).startsWith('STEP#'))).toHaveLength(1);
    expect(stored.filter((i) => String(i.SK).startsWith('FIELD#'))).toHaveLength(1);

    // Adding Alan back does not bring his old fields back.
    const readded = ZDocument.parse(
      (await owner.call('PUT', `/api/documents/${id}/workflow`, { body: { signers } })).body,
    );
    expect(readded.fields).toHaveLength(1);
  });

  it('refuses bad signers and fields with the spec’s messages and changes nothing', async () => {
    const id = await uploadDraft(owner);
    await owner.call('PUT', `/api/documents/${id}/workflow`, { body: { signers: [signers[0]] } });
    const before = await getDocument(owner, id);
    const workflow = (body: unknown) =>
      owner.call('PUT', `/api/documents/${id}/workflow`, { body });
    expectError(await workflow({ signers: [] }), 400, signerMessages.atLeastOne);
    expectError(
      await workflow({ signers: [{ name: '', email: 'a@b.co' }] }),
      400,
      signerMessages.fillAll,
    );
    expectError(
      await workflow({ signers: [{ name: 'A', email: 'not-an-email' }] }),
      400,
      signerMessages.validEmails,
    );
    expectError(
      await workflow({ signers: [signers[0], { name: 'Twin', email: 'ada@example.com' }] }),
      400,
      signerMessages.distinctEmails,
    );
    expectError(
      await workflow({ signers, workflowType: 'parallel' }),
      400,
      signerMessages.workflowType,
    );

    const save = (body: unknown) => owner.call('PUT', `/api/documents/${id}/fields`, { body });
    expectError(await save({ fields: [] }), 400, fieldMessages.atLeastOne);
    expectError(
      await save({ fields: [field({ signerEmail: 'stranger@example.com' })] }),
      400,
      fieldMessages.unknownSigner,
    );
    expectError(
      await save({ fields: [field({ x: 0.9, width: 0.3 })] }),
      400,
      fieldMessages.outsidePage,
    );
    expectError(await save({ fields: [field({ page: 0 })] }), 400, fieldMessages.page);
    const twin = field();
    expectError(await save({ fields: [twin, { ...twin }] }), 400);

    expect(await getDocument(owner, id)).toEqual(before);
  });

  it('keeps fields within one transaction for the largest document', async () => {
    const id = await uploadDraft(owner);
    await owner.call('PUT', `/api/documents/${id}/workflow`, { body: { signers } });
    const many = Array.from({ length: 100 }, (_, i) =>
      field({ signerEmail: i % 2 ? 'alan@example.com' : 'ada@example.com', y: i / 200 }),
    );
    const res = await owner.call('PUT', `/api/documents/${id}/fields`, { body: { fields: many } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ZDocument.parse(res.body).fields).toHaveLength(100);
    const other100 = many.map((f) => ({ ...f, id: randomUUID() }));
    const again = await owner.call('PUT', `/api/documents/${id}/fields`, {
      body: { fields: other100 },
    });
    expect(
      ZDocument.parse(again.body)
        .fields.map((f) => f.id)
        .sort(),
    ).toEqual(other100.map((f) => f.id).sort());
    expectError(
      await owner.call('PUT', `/api/documents/${id}/fields`, {
        body: { fields: [...many, field()] },
      }),
      400,
      fieldMessages.tooMany,
    );
    // Dropping Alan drops his 50 fields and keeps Ada's 50.
    const ada = ZDocument.parse(
      (
        await owner.call('PUT', `/api/documents/${id}/workflow`, {
          body: { signers: [signers[0]] },
        })
      ).body,
    );
    expect(ada.fields).toHaveLength(50);
  });

  it('changes signers and fields only while the document is a draft', async () => {
    const id = await uploadDraft(owner);
    await owner.call('PUT', `/api/documents/${id}/workflow`, { body: { signers } });
    // The document as sending leaves it (sending itself is tested with the signing flow).
    const item = (await partition(id)).find((i) => i.SK === 'DOC')!;
    await dynamo.send(
      new PutCommand({
        TableName: stack.tableName,
        Item: { ...item, status: 'pending_signatures' },
      }),
    );
    expectError(
      await owner.call('PUT', `/api/documents/${id}/workflow`, { body: { signers } }),
      409,
      documentMessages.notDraft,
    );
    expectError(
      await owner.call('PUT', `/api/documents/${id}/fields`, { body: { fields: [field()] } }),
      409,
      documentMessages.notDraft,
    );
  });
});

describe('download and delete', () => {
  it('answers an hour-long link to the original, saved under the title', async () => {
    const bytes = await samplePdf();
    const id = await uploadDraft(owner, bytes);
    const res = await owner.call('GET', `/api/documents/${id}/download-url`);
    expect(res.status).toBe(200);
    const link = ZDownloadUrl.strict().parse(res.body);
    expect(link.fileName).toBe('Agreement.pdf');
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(3500_000);
    expect(new URL(link.url).searchParams.get('X-Amz-Expires')).toBe('3600');
    const file = await fetch(link.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('Agreement.pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);

    expectError(await owner.call('GET', `/api/documents/${id}/download-url?version=signed`), 404);
    expectError(await owner.call('GET', `/api/documents/${id}/download-url?version=copy`), 400);
  });

  it('deletes the document with its file, steps, fields, audit rows and links; the count drops', async () => {
    const library = await createLibrary(owner);
    const id = await uploadDraft(owner, undefined, { libraryId: library.id });
    await owner.call('PUT', `/api/documents/${id}/workflow`, { body: { signers } });
    await owner.call('PUT', `/api/documents/${id}/fields`, { body: { fields: [field()] } });
    // A signing link as sending leaves it, named by the step.
    const tokenHash = sha256Hex(randomUUID());
    await dynamo.send(
      new PutCommand({
        TableName: stack.tableName,
        Item: { PK: `SIGN#${tokenHash}`, SK: 'SIGN', documentId: id, order: 1 },
      }),
    );
    const step = (await partition(id)).find((i) => i.SK === 'STEP#001')!;
    await dynamo.send(new PutCommand({ TableName: stack.tableName, Item: { ...step, tokenHash } }));
    const key = String((await partition(id)).find((i) => i.SK === 'DOC')?.originalKey);

    expect((await owner.call('DELETE', `/api/documents/${id}`)).status).toBe(204);
    expect(await partition(id)).toEqual([]);
    const token = await dynamo.send(
      new QueryCommand({
        TableName: stack.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': `SIGN#${tokenHash}` },
      }),
    );
    expect(token.Items).toEqual([]);
    expect(await storedObject(key)).toBeUndefined();
    expect((await libraryOf(owner, library.id)).documentCount).toBe(0);
    const listed = ZDocumentList.parse(
      (await owner.call('GET', `/api/libraries/${library.id}/documents`)).body,
    );
    expect(listed.documents).toEqual([]);
    expectError(await owner.call('DELETE', `/api/documents/${id}`), 404, documentMessages.notFound);
  });
});

describe('authorization', () => {
  let library: TLibrary;
  let documentId: string;
  beforeAll(async () => {
    library = await createLibrary(owner);
    documentId = await uploadDraft(owner, undefined, { libraryId: library.id });
    await owner.call('PUT', `/api/documents/${documentId}/workflow`, { body: { signers } });
  });

  const scoped = () => [
    { method: 'GET', path: `/api/libraries/${library.id}` },
    { method: 'GET', path: `/api/libraries/${library.id}/documents` },
    { method: 'GET', path: `/api/documents/${documentId}` },
    { method: 'GET', path: `/api/documents/${documentId}/download-url` },
    { method: 'POST', path: `/api/documents/${documentId}/upload-complete` },
    { method: 'PUT', path: `/api/documents/${documentId}/workflow`, body: { signers } },
    { method: 'PUT', path: `/api/documents/${documentId}/fields`, body: { fields: [field()] } },
    { method: 'PUT', path: `/api/documents/${documentId}/library`, body: { libraryId: null } },
    { method: 'PATCH', path: `/api/libraries/${library.id}`, body: { name: 'Taken over' } },
    { method: 'DELETE', path: `/api/documents/${documentId}` },
    { method: 'DELETE', path: `/api/libraries/${library.id}` },
  ];

  it('answers another user 404 on every route of the owner’s library and document', async () => {
    for (const { method, path, body } of scoped()) {
      const res = await other.call(method, path, body === undefined ? {} : { body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const list = ZLibraryList.parse((await other.call('GET', '/api/libraries')).body);
    expect(list.libraries.map((l) => l.id)).not.toContain(library.id);
    // Nothing changed for the owner.
    const document = await getDocument(owner, documentId);
    expect(document.signers).toHaveLength(2);
    expect(document.fields).toEqual([]);
    expect((await libraryOf(owner, library.id)).documentCount).toBe(1);
    expect((await libraryOf(owner, library.id)).name).toBe('Client contracts');
    expect((await getDocument(owner, documentId)).libraryId).toBe(library.id);
    const theirs = ZDocumentList.parse((await other.call('GET', '/api/documents')).body);
    expect(theirs.documents.map((d) => d.id)).not.toContain(documentId);
  });

  it('answers 401 to anonymous callers on every documents route', async () => {
    for (const { method, path, body } of [
      { method: 'GET', path: '/api/libraries' },
      { method: 'POST', path: '/api/libraries', body: { name: 'X' } },
      { method: 'GET', path: '/api/documents' },
      { method: 'POST', path: '/api/documents', body: {} },
      ...scoped(),
    ]) {
      const res = await anonymous.call(method, path, body === undefined ? {} : { body });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('all documents, and moving them between libraries', () => {
  let caller: Caller;
  let clients: TLibrary;
  let ids: { inA: string; loose: string; newest: string };
  const all = async (query = '') => {
    const res = await caller.call('GET', `/api/documents${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ZDocumentList.strict().parse(res.body);
  };
  const idsOf = (list: { documents: { id: string }[] }) => list.documents.map((d) => d.id);

  beforeAll(async () => {
    caller = await userCaller(stack);
    clients = await createLibrary(caller, 'Clients');
    const inA = await uploadDraft(caller, undefined, { libraryId: clients.id, title: 'Acme MSA' });
    const loose = await uploadDraft(caller, undefined, { libraryId: null, title: 'Loose NDA' });
    const newest = await uploadDraft(caller, undefined, {
      libraryId: clients.id,
      title: 'Beta SOW',
    });
    ids = { inA, loose, newest };
  });

  it('lists every document of the owner newest first, with or without a library', async () => {
    const list = await all();
    expect(idsOf(list)).toEqual([ids.newest, ids.loose, ids.inA]);
    expect(list.documents.map((d) => d.libraryId)).toEqual([clients.id, null, clients.id]);
    expect(list.nextCursor).toBeNull();
  });

  it('filters by status group and by title, in any case', async () => {
    await dynamo.send(
      new PutCommand({
        TableName: stack.tableName,
        Item: {
          ...(await partition(ids.loose)).find((i) => i.SK === 'DOC'),
          status: 'partially_signed',
        },
      }),
    );
    expect(idsOf(await all('?status=pending'))).toEqual([ids.loose]);
    expect(idsOf(await all('?status=draft'))).toEqual([ids.newest, ids.inA]);
    expect(idsOf(await all('?status=completed'))).toEqual([]);
    expect(idsOf(await all('?q=msa'))).toEqual([ids.inA]);
    expect(idsOf(await all('?q=%20SOW%20&status=draft'))).toEqual([ids.newest]);
    expectError(await caller.call('GET', '/api/documents?status=lost'), 400);
    expectError(await caller.call('GET', `/api/documents?q=${'x'.repeat(201)}`), 400);
  });

  it('pages with a cursor that only its own list accepts', async () => {
    const first = await all('?limit=2');
    expect(idsOf(first)).toEqual([ids.newest, ids.loose]);
    const second = await all(`?limit=2&cursor=${first.nextCursor}`);
    expect(idsOf(second)).toEqual([ids.inA]);
    expect(second.nextCursor).toBeNull();
    const theirs = await other.call('GET', `/api/documents?limit=2&cursor=${first.nextCursor}`);
    expectError(theirs, 400);
  });

  it('moves a document into a library and out of any, the counts following', async () => {
    const moved = await caller.call('PUT', `/api/documents/${ids.loose}/library`, {
      body: { libraryId: clients.id },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(ZDocumentSummary.parse(moved.body).libraryId).toBe(clients.id);
    expect((await libraryOf(caller, clients.id)).documentCount).toBe(3);
    const inLibrary = ZDocumentList.parse(
      (await caller.call('GET', `/api/libraries/${clients.id}/documents`)).body,
    );
    expect(idsOf(inLibrary)).toEqual([ids.newest, ids.loose, ids.inA]);

    const out = await caller.call('PUT', `/api/documents/${ids.inA}/library`, {
      body: { libraryId: null },
    });
    expect(out.status).toBe(200);
    expect((await getDocument(caller, ids.inA)).libraryId).toBeNull();
    expect((await libraryOf(caller, clients.id)).documentCount).toBe(2);
    const after = ZDocumentList.parse(
      (await caller.call('GET', `/api/libraries/${clients.id}/documents`)).body,
    );
    expect(idsOf(after)).toEqual([ids.newest, ids.loose]);
    expect(idsOf(await all())).toContain(ids.inA);
  });

  it('refuses a library of another user, an unknown one, and a bad body, changing nothing', async () => {
    const theirs = await createLibrary(other, 'Not yours');
    for (const body of [{ libraryId: theirs.id }, { libraryId: randomUUID() }]) {
      expectError(
        await caller.call('PUT', `/api/documents/${ids.newest}/library`, { body }),
        404,
        libraryMessages.notFound,
      );
    }
    expectError(
      await caller.call('PUT', `/api/documents/${ids.newest}/library`, { body: {} }),
      400,
    );
    expect((await getDocument(caller, ids.newest)).libraryId).toBe(clients.id);
    expect((await libraryOf(other, theirs.id)).documentCount).toBe(0);
    expect((await libraryOf(caller, clients.id)).documentCount).toBe(2);
  });

  it('renames a library, with the form’s rules', async () => {
    const res = await caller.call('PATCH', `/api/libraries/${clients.id}`, {
      body: { name: 'Key clients', category: 'project', categoryValue: 'Q3', description: '' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ZLibrary.parse(res.body)).toMatchObject({
      id: clients.id,
      name: 'Key clients',
      category: 'project',
      categoryValue: 'Q3',
      documentCount: 2,
    });
    expectError(
      await caller.call('PATCH', `/api/libraries/${clients.id}`, { body: { name: ' ' } }),
      400,
      libraryMessages.nameRequired,
    );
    expect((await libraryOf(caller, clients.id)).name).toBe('Key clients');
  });

  it('deletes a library only once it is empty; its documents stay listed', async () => {
    expectError(
      await caller.call('DELETE', `/api/libraries/${clients.id}`),
      409,
      libraryMessages.notEmpty(2),
    );
    for (const id of [ids.newest, ids.loose])
      await caller.call('PUT', `/api/documents/${id}/library`, { body: { libraryId: null } });
    expect((await caller.call('DELETE', `/api/libraries/${clients.id}`)).status).toBe(204);
    expectError(await caller.call('GET', `/api/libraries/${clients.id}`), 404);
    expect((await all()).documents.map((d) => d.libraryId)).toEqual([null, null, null]);
    expectError(
      await caller.call('PUT', `/api/documents/${ids.newest}/library`, {
        body: { libraryId: clients.id },
      }),
      404,
    );
  });
});

describe('audit log', () => {
  it('is a hash chain that verifies, and fails once any stored row is changed', async () => {
    const id = await uploadDraft(owner);
    await owner.call('PUT', `/api/documents/${id}/workflow`, { body: { signers } });
    await owner.call('PUT', `/api/documents/${id}/fields`, { body: { fields: [field()] } });
    const items = await partition(id);
    const doc = items.find((i) => i.SK === 'DOC')!;
    const rows = items
      .filter((i) => String(i.SK).startsWith('AUDIT#'))
      .map((i) => i as unknown as AuditRow);
    expect(rows.map((r) => r.action)).toEqual(['created', 'edited', 'edited']);
    const head = { seq: Number(doc.auditSeq), hash: String(doc.auditHash) };
    expect(verifyChain(rows, sha256Hex, { documentId: id, head })).toMatchObject({ ok: true });

    const changed = rows.map((r) =>
      r.seq === 2 ? { ...r, details: { ...r.details, signer_count: 5 } } : r,
    );
    expect(verifyChain(changed, sha256Hex, { documentId: id, head })).toMatchObject({
      ok: false,
      seq: 2,
    });
    expect(verifyChain(rows.slice(0, 2), sha256Hex, { documentId: id, head }).ok).toBe(false);
  });
});
