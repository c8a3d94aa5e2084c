import { randomUUID } from 'node:crypto';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  documentMessages,
  ZDocument,
  ZDocumentList,
  ZDownloadUrl,
  type TDocument,
} from '@contracts/documents/document';
import { libraryMessages, ZLibrary, type TLibrary } from '@contracts/documents/library';
import { toCsv } from '@domain/timesheets/csv';
import { applyLambdaEnv } from '../../local/lambda-env';
import { userCaller, type Caller } from '../support/api-session';
import { samplePdf } from '../support/document-files';
import { expectError } from '../support/api-error';

/**
 * Files the product generates (timesheet exports) saved to a library with saveGeneratedDocument,
 * against the local stack: the service is called as the export consumer calls it, and the
 * documents API shows what it saved.
 */

const stack = inject('stack');
applyLambdaEnv({ ...stack.env, LOG_LEVEL: 'ERROR' });
const { documentsDeps } = await import('../../lambdas/handlers/documents/deps');
const { saveGeneratedDocument } =
  await import('../../lambdas/services/documents/save-generated-document');
const deps = documentsDeps.deps;

const s3 = new S3Client({
  endpoint: stack.s3Endpoint,
  forcePathStyle: true,
  region: stack.region,
  credentials: {
    accessKeyId: stack.env.AWS_ACCESS_KEY_ID!,
    secretAccessKey: stack.env.AWS_SECRET_ACCESS_KEY!,
  },
});
const bucket = stack.env.DOCUMENTS_BUCKET!;

let owner: Caller;
let sub: string;
beforeAll(async () => {
  owner = await userCaller(stack);
  sub = owner.sub!;
});
afterAll(() => s3.destroy());

const csvBytes = new TextEncoder().encode(
  toCsv(
    [
      [{ text: 'Date' }, { text: 'Description' }, { text: 'Hours' }],
      [{ text: '2026-01-05' }, { text: 'Review, "phase 2"' }, { number: 7.5, decimals: 2 }],
    ],
    { bom: true },
  ),
);

async function createLibrary(): Promise<TLibrary> {
  const res = await owner.call('POST', '/api/libraries', { body: { name: 'Timesheets' } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZLibrary.parse(res.body);
}

async function libraryOf(id: string) {
  const library = ZLibrary.parse((await owner.call('GET', `/api/libraries/${id}`)).body);
  const list = ZDocumentList.parse(
    (await owner.call('GET', `/api/libraries/${id}/documents`)).body,
  );
  return { count: library.documentCount, documents: list.documents };
}

async function readDocument(id: string): Promise<TDocument> {
  const res = await owner.call('GET', `/api/documents/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZDocument.strict().parse(res.body);
}

async function storedObject(key: string): Promise<Uint8Array | undefined> {
  try {
    const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return await out.Body?.transformToByteArray();
  } catch {
    return undefined;
  }
}

const saveCsv = (libraryId: string, id = randomUUID()) =>
  saveGeneratedDocument(deps, {
    id,
    sub,
    libraryId,
    title: 'Timesheet January 2026',
    fileName: 'timesheet-2026-01.csv',
    fileType: 'csv',
    bytes: csvBytes,
  });

describe('saving a generated file to a library', () => {
  it('lists a CSV in its library, counts it once and serves the file', async () => {
    const library = await createLibrary();
    const id = randomUUID();
    await expect(saveCsv(library.id, id)).resolves.toEqual({ documentId: id, created: true });

    const listed = await libraryOf(library.id);
    expect(listed.count).toBe(1);
    expect(listed.documents).toEqual([
      expect.objectContaining({ id, fileType: 'csv', status: 'draft', libraryId: library.id }),
    ]);
    const document = await readDocument(id);
    expect(document).toMatchObject({
      title: 'Timesheet January 2026',
      originalFileName: 'timesheet-2026-01.csv',
      libraryName: 'Timesheets',
      signers: [],
    });
    expect(document.timeline).toEqual([
      expect.objectContaining({
        action: 'created',
        actor: `owner:${sub}`,
        details: expect.objectContaining({ source: 'timesheet export', file_type: 'csv' }),
      }),
    ]);

    // The page's preview reads it inline, the Download button under the title's name.
    const inline = ZDownloadUrl.parse(
      (await owner.call('GET', `/api/documents/${id}/download-url?inline=true`)).body,
    );
    const file = await fetch(inline.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(csvBytes);
    const download = ZDownloadUrl.parse(
      (await owner.call('GET', `/api/documents/${id}/download-url`)).body,
    );
    expect(download.fileName).toBe('Timesheet January 2026.csv');
    expect((await fetch(download.url)).headers.get('content-disposition')).toContain('attachment');

    // The same export handled again: nothing new, the count unchanged.
    await expect(saveCsv(library.id, id)).resolves.toEqual({ documentId: id, created: false });
    const again = await libraryOf(library.id);
    expect(again.count).toBe(1);
    expect(again.documents.map((d) => d.id)).toEqual([id]);
    expect((await readDocument(id)).timeline).toHaveLength(1);

    // Deleted like any document: out of the count, the file gone.
    expect((await owner.call('DELETE', `/api/documents/${id}`)).status).toBe(204);
    expect((await libraryOf(library.id)).count).toBe(0);
    expect(await storedObject(`${sub}/${id}.csv`)).toBeUndefined();
  });

  it('refuses an unknown library with 404 and stores nothing', async () => {
    const id = randomUUID();
    await expect(saveCsv(randomUUID(), id)).rejects.toMatchObject({
      status: 404,
      message: libraryMessages.notFound,
    });
    expect(await storedObject(`${sub}/${id}.csv`)).toBeUndefined();
    expectError(await owner.call('GET', `/api/documents/${id}`), 404, documentMessages.notFound);
  });

  it('refuses to prepare, place fields on, send or resend a CSV, changing nothing', async () => {
    const library = await createLibrary();
    const { documentId: id } = await saveCsv(library.id);
    const before = await readDocument(id);
    const signer = { name: 'Ada Lovelace', email: 'ada@example.com' };
    const field = {
      id: randomUUID(),
      type: 'signature',
      signerEmail: signer.email,
      page: 1,
      x: 0.1,
      y: 0.2,
      width: 0.3,
      height: 0.07,
    };
    const notSignable = documentMessages.notSignable;
    expectError(
      await owner.call('PUT', `/api/documents/${id}/workflow`, { body: { signers: [signer] } }),
      409,
      notSignable,
    );
    expectError(
      await owner.call('PUT', `/api/documents/${id}/fields`, { body: { fields: [field] } }),
      409,
      notSignable,
    );
    expectError(await owner.call('POST', `/api/documents/${id}/send`), 409, notSignable);
    expectError(
      await owner.call('POST', `/api/documents/${id}/signers/1/resend`),
      409,
      notSignable,
    );
    expect(await readDocument(id)).toEqual(before);
  });

  it('saves a generated PDF as an ordinary draft that can be sent for signature', async () => {
    const library = await createLibrary();
    const { documentId: id } = await saveGeneratedDocument(deps, {
      id: randomUUID(),
      sub,
      libraryId: library.id,
      title: 'Timesheet February 2026',
      fileName: 'timesheet-2026-02.pdf',
      fileType: 'pdf',
      bytes: await samplePdf({ text: 'Timesheet' }),
    });
    const signer = { name: 'Ada Lovelace', email: 'ada@example.com' };
    const workflow = await owner.call('PUT', `/api/documents/${id}/workflow`, {
      body: { signers: [signer] },
    });
    expect(workflow.status, JSON.stringify(workflow.body)).toBe(200);
    const fields = await owner.call('PUT', `/api/documents/${id}/fields`, {
      body: {
        fields: [
          {
            id: randomUUID(),
            type: 'signature',
            signerEmail: signer.email,
            page: 1,
            x: 0.1,
            y: 0.2,
            width: 0.3,
            height: 0.07,
          },
        ],
      },
    });
    expect(fields.status, JSON.stringify(fields.body)).toBe(200);
    const sent = await owner.call('POST', `/api/documents/${id}/send`);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(ZDocument.parse(sent.body).status).toBe('pending_signatures');
  });
});
