import { describe, expect, it } from 'vitest';
import { libraryMessages } from '@contracts/documents/library';
import { ID_TAKEN } from '../../../../../lambdas/errors';
import {
  sha256Hex,
  verifyDocumentAudit,
  type AuditRowItem,
} from '../../../../../lambdas/services/documents/audit-log';
import {
  documentKey,
  type DocumentItem,
} from '../../../../../lambdas/services/documents/document-item';
import { libraryKey, toLibraryItem } from '../../../../../lambdas/services/documents/library-item';
import { saveGeneratedDocument } from '../../../../../lambdas/services/documents/save-generated-document';
import { MemoryTable } from '../../support/memory-table';

const now = new Date('2026-02-01T10:00:00.000Z');
const bytes = new TextEncoder().encode('\uFEFFDate,Hours\r\n2026-01-05,7.5\r\n');
const input = {
  id: 'export-1',
  sub: 'owner-1',
  libraryId: 'lib-1',
  title: 'Timesheet January',
  fileName: 'timesheet-2026-01.csv',
  fileType: 'csv' as const,
  bytes,
  at: new Date('2026-02-01T09:59:00.000Z'),
};

/** The bucket in memory, remembering what was put and deleted. */
function memoryFiles() {
  const objects = new Map<string, { body: Uint8Array; contentType: string }>();
  return {
    objects,
    async put(o: { key: string; body: Uint8Array | string; contentType: string }) {
      const body = typeof o.body === 'string' ? new TextEncoder().encode(o.body) : o.body;
      objects.set(o.key, { body, contentType: o.contentType });
    },
    async delete(key: string) {
      objects.delete(key);
    },
  };
}

function setup() {
  const library = toLibraryItem({
    id: 'lib-1',
    sub: 'owner-1',
    library: { name: 'Timesheets', category: 'custom', categoryValue: '', description: '' },
    createdAt: now.toISOString(),
  });
  const table = new MemoryTable([library]);
  const documents = memoryFiles();
  return { table, documents, deps: { table, documents, clock: { now: () => now } } };
}

const count = async (table: MemoryTable) =>
  Number((await table.get(libraryKey('owner-1', 'lib-1')))?.documentCount);
const stored = (table: MemoryTable) => table.get<DocumentItem>(documentKey('export-1'));
const auditRows = (table: MemoryTable) =>
  [...table.items.values()].filter(
    (i) => i.PK === documentKey('export-1').PK && String(i.SK).startsWith('AUDIT#'),
  ) as AuditRowItem[];

describe('saveGeneratedDocument', () => {
  it('stores the file and creates a listed, checked draft with its first audit row', async () => {
    const { table, documents, deps } = setup();
    await expect(saveGeneratedDocument(deps, input)).resolves.toEqual({
      documentId: 'export-1',
      created: true,
    });
    const document = (await stored(table))!;
    expect(document).toMatchObject({
      status: 'draft',
      fileType: 'csv',
      libraryId: 'lib-1',
      ownerSub: 'owner-1',
      originalFileName: 'timesheet-2026-01.csv',
      size: bytes.byteLength,
      originalSha256: sha256Hex(bytes),
      createdAt: input.at.toISOString(),
      GSI1PK: 'LIB#lib-1',
      GSI2PK: 'USER#owner-1#DOCS',
    });
    expect(document.ttl).toBeUndefined();
    expect(documents.objects.get(document.originalKey)).toEqual({
      body: bytes,
      contentType: 'text/csv; charset=utf-8',
    });
    const rows = auditRows(table);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'created',
      actor: 'owner:owner-1',
      at: now.toISOString(),
      details: { source: 'timesheet export', file_type: 'csv', size: bytes.byteLength },
    });
    expect(verifyDocumentAudit(document, rows).ok).toBe(true);
    expect(await count(table)).toBe(1);
  });

  it('writes nothing new for the same id again, and counts the document once', async () => {
    const { table, deps } = setup();
    await saveGeneratedDocument(deps, input);
    const writes = table.writes.length;
    await expect(saveGeneratedDocument(deps, { ...input, source: 'other' })).resolves.toEqual({
      documentId: 'export-1',
      created: false,
    });
    expect(table.writes).toHaveLength(writes);
    expect(await count(table)).toBe(1);
  });

  it('answers created: false when a concurrent call saved it first, keeping its file', async () => {
    const { table, documents, deps } = setup();
    let raced = false;
    table.beforeWrite = (op) => {
      if (raced || op.op !== 'put') return;
      raced = true;
      // The other call's transaction lands between this call's check and its own.
      void table.put(op.item);
    };
    await expect(saveGeneratedDocument(deps, input)).resolves.toEqual({
      documentId: 'export-1',
      created: false,
    });
    expect(documents.objects.size).toBe(1);
  });

  it('refuses a missing library with 404 and leaves no file behind', async () => {
    const { table, documents, deps } = setup();
    await expect(
      saveGeneratedDocument(deps, { ...input, libraryId: 'gone' }),
    ).rejects.toMatchObject({ status: 404, message: libraryMessages.notFound });
    expect(documents.objects.size).toBe(0);
    expect(await stored(table)).toBeUndefined();
    expect(auditRows(table)).toHaveLength(0);
  });

  it("never takes over another owner's document with the same id", async () => {
    const { deps } = setup();
    await saveGeneratedDocument(deps, input);
    await expect(saveGeneratedDocument(deps, { ...input, sub: 'owner-2' })).rejects.toMatchObject({
      status: 409,
      message: ID_TAKEN,
    });
  });
});
