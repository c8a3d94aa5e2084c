import { describe, expect, it } from 'vitest';
import { documentMessages } from '@contracts/documents/document';
import { stagedKeyOf } from '../../../../../lambdas/ports/file-store';
import { sha256Hex } from '../../../../../lambdas/services/documents/audit-log';
import { completeUpload } from '../../../../../lambdas/services/documents/complete-upload';
import {
  documentKey,
  toReservation,
  type DocumentItem,
} from '../../../../../lambdas/services/documents/document-item';
import {
  toUploadExpiry,
  uploadExpiryKey,
} from '../../../../../lambdas/services/documents/upload-expiry-item';
import { MemoryTable } from '../../support/memory-table';
import { rejection } from '../../support/rejection';

const reservedAt = new Date('2030-03-01T09:00:00.000Z');
const HOUR = 3_600_000;
const pdf = new TextEncoder().encode('%PDF-1.7 the agreed terms');

/** The bucket in memory; `onGet` plays a second upload to the same URL right after a read. */
function memoryFiles() {
  const objects = new Map<string, Uint8Array>();
  let onGet: (() => void) | undefined;
  return {
    objects,
    afterGet(fn: () => void) {
      onGet = fn;
    },
    async get(key: string) {
      const body = objects.get(key);
      onGet?.();
      return body ? { body } : undefined;
    },
    async put(o: { key: string; body: Uint8Array | string }) {
      objects.set(o.key, typeof o.body === 'string' ? new TextEncoder().encode(o.body) : o.body);
    },
    async delete(key: string) {
      objects.delete(key);
    },
  };
}

function setup(opts: { at?: Date; staged?: Uint8Array } = {}) {
  const item: DocumentItem = toReservation({
    id: 'doc-1',
    sub: 'owner',
    libraryId: null,
    title: 'Letter',
    description: '',
    fileName: 'letter.pdf',
    fileType: 'pdf',
    size: pdf.byteLength,
    now: reservedAt,
  });
  const table = new MemoryTable([item, toUploadExpiry(item)]);
  const documents = memoryFiles();
  documents.objects.set(stagedKeyOf(item.originalKey), opts.staged ?? pdf);
  const at = opts.at ?? new Date(reservedAt.getTime() + HOUR);
  const complete = () =>
    completeUpload({ table, documents, clock: { now: () => at } }, { sub: 'owner', id: 'doc-1' });
  return { item, table, documents, complete };
}

describe('completeUpload', () => {
  it('makes the checked staged bytes the original, and leaves nothing staged or due', async () => {
    const { item, table, documents, complete } = setup();
    await expect(complete()).resolves.toMatchObject({ id: 'doc-1', status: 'draft' });
    expect(documents.objects.get(item.originalKey)).toEqual(pdf);
    expect(documents.objects.has(stagedKeyOf(item.originalKey))).toBe(false);
    expect(await table.get(uploadExpiryKey(item))).toBeUndefined();
    expect(await table.get(documentKey('doc-1'))).toMatchObject({
      status: 'draft',
      originalSha256: sha256Hex(pdf),
    });
  });

  it('keeps the bytes it checked when the staged file is replaced meanwhile', async () => {
    const { item, documents, complete } = setup();
    const other = new TextEncoder().encode('%PDF-1.7 other terms here');
    documents.afterGet(() => documents.objects.set(stagedKeyOf(item.originalKey), other));
    await complete();
    expect(documents.objects.get(item.originalKey)).toEqual(pdf);
  });

  it('removes a refused file, its reservation and its entry', async () => {
    const { item, table, documents, complete } = setup({
      staged: new TextEncoder().encode('<html>not a pdf</html>!!!'),
    });
    expect(await rejection(complete())).toEqual({
      status: 422,
      message: documentMessages.contentMismatch,
    });
    expect(documents.objects.size).toBe(0);
    expect(await table.get(documentKey('doc-1'))).toBeUndefined();
    expect(await table.get(uploadExpiryKey(item))).toBeUndefined();
  });

  it('answers a reservation past its day as gone, and removes it', async () => {
    const { item, table, documents, complete } = setup({
      at: new Date(reservedAt.getTime() + 25 * HOUR),
    });
    expect(await rejection(complete())).toEqual({
      status: 404,
      message: documentMessages.notFound,
    });
    expect(documents.objects.size).toBe(0);
    expect(await table.get(documentKey('doc-1'))).toBeUndefined();
    expect(await table.get(uploadExpiryKey(item))).toBeUndefined();
  });
});
