import { describe, expect, it } from 'vitest';
import { stagedKeyOf, type StoredObject } from '../../../../../lambdas/ports/file-store';
import {
  documentKey,
  toReservation,
  type DocumentItem,
} from '../../../../../lambdas/services/documents/document-item';
import {
  toUploadExpiry,
  uploadExpiryKey,
} from '../../../../../lambdas/services/documents/upload-expiry-item';
import { sweepUploads } from '../../../../../lambdas/services/uploads/sweep-uploads';
import { MemoryTable } from '../../support/memory-table';

const reservedAt = new Date('2030-03-01T09:00:00.000Z');
const HOUR = 3_600_000;

/** A bucket in memory that lists two objects a page, with their upload time. */
function memoryBucket() {
  const objects = new Map<string, Date>();
  return {
    objects,
    // Like S3's continuation token, the cursor names where the page ended, not an offset.
    async list(prefix: string, cursor?: string) {
      const keys = [...objects.keys()]
        .filter((k) => k.startsWith(prefix) && (!cursor || k > cursor))
        .sort();
      const page: StoredObject[] = keys
        .slice(0, 2)
        .map((key) => ({ key, lastModified: objects.get(key)! }));
      return keys.length > 2 ? { objects: page, cursor: page[1]!.key } : { objects: page };
    },
    async delete(key: string) {
      objects.delete(key);
    },
  };
}

function reservation(id: string, now = reservedAt): DocumentItem {
  return toReservation({
    id,
    sub: 'owner',
    libraryId: null,
    title: 'Letter',
    description: '',
    fileName: 'letter.pdf',
    fileType: 'pdf',
    size: 10,
    now,
  });
}

function setup(items: DocumentItem[]) {
  const table = new MemoryTable(items.flatMap((item) => [item, toUploadExpiry(item)]));
  const documents = memoryBucket();
  const photos = memoryBucket();
  for (const item of items) documents.objects.set(stagedKeyOf(item.originalKey), reservedAt);
  const sweepAt = (at: Date) =>
    sweepUploads({ table, documents, photos, clock: { now: () => at } });
  return { table, documents, photos, sweepAt };
}

describe('sweepUploads', () => {
  it('leaves a reservation and its staged file within their day', async () => {
    const item = reservation('doc-1');
    const { table, documents, sweepAt } = setup([item]);
    await expect(sweepAt(new Date(reservedAt.getTime() + 23 * HOUR))).resolves.toEqual({
      reservations: 0,
      staged: 0,
    });
    expect(await table.get(documentKey('doc-1'))).toBeDefined();
    expect(documents.objects.has(stagedKeyOf(item.originalKey))).toBe(true);
  });

  it('removes a reservation past its day with its staged file and its entry', async () => {
    const item = reservation('doc-1');
    const { table, documents, sweepAt } = setup([item]);
    // What an acceptance that failed to commit (its library deleted meanwhile) wrote.
    documents.objects.set(item.originalKey, reservedAt);
    const result = await sweepAt(new Date(reservedAt.getTime() + 25 * HOUR));
    expect(result.reservations).toBe(1);
    expect(await table.get(documentKey('doc-1'))).toBeUndefined();
    expect(await table.get(uploadExpiryKey(item))).toBeUndefined();
    expect(documents.objects.size).toBe(0);
  });

  it('removes the staged file of a reservation the table has already expired', async () => {
    const item = reservation('doc-1');
    const { table, documents, sweepAt } = setup([item]);
    await table.delete(documentKey('doc-1'));
    await expect(sweepAt(new Date(reservedAt.getTime() + 25 * HOUR))).resolves.toMatchObject({
      reservations: 1,
    });
    expect(documents.objects.size).toBe(0);
    expect(await table.get(uploadExpiryKey(item))).toBeUndefined();
  });

  it('keeps a document whose upload was accepted, and drops only the stale entry', async () => {
    const item = reservation('doc-1');
    const { table, documents, sweepAt } = setup([{ ...item, status: 'draft' }]);
    documents.objects.set(item.originalKey, reservedAt);
    await sweepAt(new Date(reservedAt.getTime() + 25 * HOUR));
    expect(await table.get(documentKey('doc-1'))).toMatchObject({ status: 'draft' });
    expect(documents.objects.has(item.originalKey)).toBe(true);
    expect(await table.get(uploadExpiryKey(item))).toBeUndefined();
  });

  it('leaves the entry for the next run when the upload is accepted at that moment', async () => {
    const item = reservation('doc-1');
    const { table, sweepAt } = setup([item]);
    const key = documentKey('doc-1');
    table.beforeWrite = (op) => {
      const stored = table.items.get(`${key.PK}\u0000${key.SK}`);
      if (op.op === 'delete' && op.key.PK === key.PK && stored) stored.status = 'draft';
    };
    await expect(sweepAt(new Date(reservedAt.getTime() + 25 * HOUR))).resolves.toMatchObject({
      reservations: 0,
    });
    expect(await table.get(documentKey('doc-1'))).toMatchObject({ status: 'draft' });
    expect(await table.get(uploadExpiryKey(item))).toBeDefined();
  });

  it('deletes staged documents and photos older than a day in both buckets, every page', async () => {
    const { documents, photos, sweepAt } = setup([]);
    const now = new Date(reservedAt.getTime() + 30 * HOUR);
    const old = new Date(now.getTime() - 25 * HOUR);
    const recent = new Date(now.getTime() - HOUR);
    for (const n of [1, 2, 3]) photos.objects.set(stagedKeyOf(`u/${n}.png`), old);
    photos.objects.set(stagedKeyOf('u/4.png'), recent);
    photos.objects.set('u/0.png', old);
    documents.objects.set(stagedKeyOf('u/d.pdf'), old);
    documents.objects.set('u/e.pdf', old);

    await expect(sweepAt(now)).resolves.toEqual({ reservations: 0, staged: 4 });
    expect([...photos.objects.keys()].sort()).toEqual([stagedKeyOf('u/4.png'), 'u/0.png']);
    expect([...documents.objects.keys()]).toEqual(['u/e.pdf']);
  });
});
