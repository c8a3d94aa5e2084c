import { describe, expect, it } from 'vitest';
import { libraryMessages, ZCreateLibrary } from '@contracts/documents/library';
import { documentView } from '../../../../../lambdas/services/documents/document-view';
import {
  toGeneratedDocument,
  toReservation,
} from '../../../../../lambdas/services/documents/document-item';
import { toLibraryItem } from '../../../../../lambdas/services/documents/library-item';
import { listLibraryDocuments } from '../../../../../lambdas/services/documents/list-library-documents';
import { MemoryTable } from '../../support/memory-table';
import { rejection } from '../../support/rejection';

const OWNER = 'owner-1';
const NOW = new Date('2030-01-01T00:00:00Z');

const library = toLibraryItem({
  id: 'lib-1',
  sub: OWNER,
  library: ZCreateLibrary.parse({ name: 'Acme' }),
  createdAt: NOW.toISOString(),
});

const file = (id: string, libraryId: string | null) => ({
  id,
  sub: OWNER,
  libraryId,
  title: 'Letter',
  description: '',
  fileName: 'letter.pdf',
  fileType: 'pdf' as const,
  size: 10,
  now: NOW,
});

const bundle = (id: string, libraryId: string | null) => ({
  document: toReservation(file(id, libraryId)),
  steps: [],
  fields: [],
  audit: [],
  items: [],
});

describe('the documents of a library', () => {
  const setup = () =>
    new MemoryTable([library, toGeneratedDocument({ ...file('d1', 'lib-1'), sha256: 'ab' })]);

  it('are listed for the library’s owner', async () => {
    const { documents } = await listLibraryDocuments(
      { table: setup() },
      { sub: OWNER, id: 'lib-1', page: { limit: 20 } },
    );
    expect(documents.map((d) => d.id)).toEqual(['d1']);
  });

  it('answer another user the library’s 404 without reading them', async () => {
    const table = setup();
    expect(
      await rejection(
        listLibraryDocuments({ table }, { sub: 'someone-else', id: 'lib-1', page: { limit: 20 } }),
      ),
    ).toEqual({ status: 404, message: libraryMessages.notFound });
    expect(table.queries).toEqual([]);
  });
});

describe('a document’s view', () => {
  it('names its library, and none for a document outside a library', async () => {
    const table = new MemoryTable([library]);
    expect((await documentView(table, bundle('d1', 'lib-1'))).libraryName).toBe('Acme');
    expect((await documentView(table, bundle('d2', null))).libraryName).toBeNull();
  });
});
