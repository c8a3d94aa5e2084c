import { beforeAll, describe, expect, inject, it } from 'vitest';
import { photoMessages, ZPhotoUpload } from '@contracts/applications/photo';
import { ZCreatedUpload, ZDownloadUrl } from '@contracts/documents/document';
import { ZApiError } from '@contracts/errors';
import { uploadExpiryKeys } from '../../lambdas/keys/upload-expiry';
import { stagedKeyOf } from '../../lambdas/ports/file-store';
import {
  documentKey,
  RESERVATION_TTL_SECONDS,
} from '../../lambdas/services/documents/document-item';
import { uploadExpiryKey } from '../../lambdas/services/documents/upload-expiry-item';
import { applyLambdaEnv } from '../../local/lambda-env';
import { userCaller, type Caller } from '../support/api-session';
import { cisoApplication, submitApplication, TINY_PNG } from '../support/applications';
import { samplePdf } from '../support/document-files';

const stack = inject('stack');
applyLambdaEnv({ ...stack.env, LOG_LEVEL: 'ERROR' });
const { uploadSweepDeps } = await import('../../lambdas/events/upload-sweep');
const { sweepUploads } = await import('../../lambdas/services/uploads/sweep-uploads');
const { table, documents, photos } = uploadSweepDeps.deps;

let owner: Caller;

beforeAll(async () => {
  owner = await userCaller(stack);
});

/** The sweep as it runs a day and an hour from now, when everything staged now has run out. */
const sweepLater = () =>
  sweepUploads({
    ...uploadSweepDeps.deps,
    clock: { now: () => new Date(Date.now() + (RESERVATION_TTL_SECONDS + 3600) * 1000) },
  });

/** Reserves a PDF upload and sends `bytes` with its URL, as the browser does; nothing more. */
async function reserveAndSend(bytes: Uint8Array) {
  const reserved = await owner.call('POST', '/api/documents', {
    body: { title: 'Engagement letter', fileName: 'letter.pdf', size: bytes.byteLength },
  });
  expect(reserved.status, JSON.stringify(reserved.body)).toBe(201);
  const { document, upload } = ZCreatedUpload.parse(reserved.body);
  const put = await fetch(upload.url, {
    method: 'PUT',
    headers: upload.headers,
    body: Buffer.from(bytes),
  });
  expect(put.status).toBe(200);
  return { id: document.id, upload, originalKey: `${owner.sub}/${document.id}.pdf` };
}

async function downloadOriginal(id: string): Promise<Uint8Array> {
  const res = await owner.call('GET', `/api/documents/${id}/download-url`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const file = await fetch(ZDownloadUrl.parse(res.body).url);
  expect(file.status).toBe(200);
  return new Uint8Array(await file.arrayBuffer());
}

describe('an upload that is never completed', () => {
  it('stays while its reservation lasts', async () => {
    const { id, originalKey } = await reserveAndSend(await samplePdf());
    await sweepUploads(uploadSweepDeps.deps);
    expect(await documents.get(stagedKeyOf(originalKey))).toBeDefined();
    expect(await table.get(documentKey(id))).toMatchObject({ status: 'uploading' });
  });

  it('is gone with its reservation once the reservation has run out', async () => {
    const { id, originalKey } = await reserveAndSend(await samplePdf());
    const reservation = await table.get(documentKey(id), { consistent: true });
    expect(reservation).toBeDefined();

    const result = await sweepLater();
    expect(result.reservations).toBeGreaterThanOrEqual(1);
    expect(await documents.get(stagedKeyOf(originalKey))).toBeUndefined();
    expect(await documents.get(originalKey)).toBeUndefined();
    expect(await table.get(documentKey(id), { consistent: true })).toBeUndefined();
    const entry = uploadExpiryKey({ id, createdAt: String(reservation!.createdAt) });
    expect(await table.get(entry, { consistent: true })).toBeUndefined();
    // Completing it now finds nothing.
    const late = await owner.call('POST', `/api/documents/${id}/upload-complete`);
    expect(late.status).toBe(404);
  });

  it('leaves no entry for the sweep once its upload was completed', async () => {
    const { id } = await reserveAndSend(await samplePdf());
    expect((await owner.call('POST', `/api/documents/${id}/upload-complete`)).status).toBe(200);
    const { items } = await table.query({
      pk: uploadExpiryKeys.pk.format({}),
      consistent: true,
    });
    expect(items.filter((i) => i.documentId === id)).toEqual([]);
  });
});

describe('an accepted upload', () => {
  it('keeps its original when its upload URL is used again', async () => {
    const original = await samplePdf({ text: 'The agreed terms' });
    const { id, upload, originalKey } = await reserveAndSend(original);
    expect((await owner.call('POST', `/api/documents/${id}/upload-complete`)).status).toBe(200);
    // The staged copy is removed once accepted.
    expect(await documents.get(stagedKeyOf(originalKey))).toBeUndefined();

    // Same size, so the signed length still fits; one byte of the terms changed.
    const forged = Uint8Array.from(original);
    const middle = original.byteLength >> 1;
    forged[middle] = original[middle]! ^ 0xff;
    const again = await fetch(upload.url, {
      method: 'PUT',
      headers: upload.headers,
      body: Buffer.from(forged),
    });
    expect(again.status).toBe(200);
    expect(await downloadOriginal(id)).toEqual(original);
    // Completing it again changes nothing either.
    expect((await owner.call('POST', `/api/documents/${id}/upload-complete`)).status).toBe(200);
    expect(await downloadOriginal(id)).toEqual(original);
  });

  it('still downloads after the sweep', async () => {
    const bytes = await samplePdf();
    const { id } = await reserveAndSend(bytes);
    expect((await owner.call('POST', `/api/documents/${id}/upload-complete`)).status).toBe(200);
    await sweepLater();
    expect(await downloadOriginal(id)).toEqual(bytes);
    expect(await table.get(documentKey(id), { consistent: true })).toMatchObject({
      status: 'draft',
    });
  });
});

describe('applicant photos', () => {
  async function sendPhoto(bytes: Uint8Array) {
    const res = await owner.call('POST', '/api/applications/photos', {
      body: { contentType: 'image/png', size: bytes.byteLength },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { photoUrl, upload } = ZPhotoUpload.parse(res.body);
    const put = await fetch(upload.url, {
      method: 'PUT',
      headers: upload.headers,
      body: Buffer.from(bytes),
    });
    expect(put.status).toBe(200);
    return { photoUrl, upload };
  }

  it('deletes a photo never attached to a submission', async () => {
    const { photoUrl } = await sendPhoto(TINY_PNG);
    expect(await photos.get(stagedKeyOf(photoUrl))).toBeDefined();

    const result = await sweepLater();
    expect(result.staged).toBeGreaterThanOrEqual(1);
    expect(await photos.get(stagedKeyOf(photoUrl))).toBeUndefined();
    expect(await photos.get(photoUrl)).toBeUndefined();
    const late = await owner.call('POST', '/api/applications/ciso', {
      body: cisoApplication({ photoUrl: photoUrl }),
    });
    expect(late.status).toBe(400);
    expect(ZApiError.parse(late.body).error.message).toBe(photoMessages.notUploaded);
  });

  it('keeps a submitted photo, which its upload URL can no longer replace', async () => {
    const { photoUrl, upload } = await sendPhoto(TINY_PNG);
    await submitApplication(owner, 'ciso', cisoApplication({ photoUrl: photoUrl }));
    expect(await photos.get(stagedKeyOf(photoUrl))).toBeUndefined();

    const other = Uint8Array.from(TINY_PNG);
    other[other.length - 5] = (other[other.length - 5]! + 1) % 256;
    await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: Buffer.from(other) });
    await sweepLater();
    expect((await photos.get(photoUrl))?.body).toEqual(TINY_PNG);
  });
});
