import { describe, expect, it } from 'vitest';
import { documentKeys } from '../../../../../lambdas/keys/document';
import { listDocuments } from '../../../../../lambdas/services/documents/list-documents';
import { MAX_READ_PER_PAGE } from '../../../../../lambdas/services/page-cursor';
import { MemoryTable } from '../../support/memory-table';

/** A listed document of `sub`, `n` minutes into 2030. */
const listed = (sub: string, n: number, fields: Record<string, unknown> = {}) => {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const createdAt = new Date(Date.UTC(2030, 0, 1, 0, n)).toISOString();
  return {
    ...documentKeys.key({ id }),
    ...documentKeys.indexAttributes('GSI2', { sub, createdAt, id }),
    id,
    ownerSub: sub,
    libraryId: null,
    title: `Contract ${n}`,
    fileType: 'pdf',
    status: 'draft',
    createdAt,
    ...fields,
  };
};

describe('all documents', () => {
  it('reads a bounded number of documents per page, and the cursor carries on where it stopped', async () => {
    const drafts = Array.from({ length: MAX_READ_PER_PAGE + 20 }, (_, n) => listed('me', n + 1));
    const declined = listed('me', 0, { status: 'declined', title: 'Old one' });
    const table = new MemoryTable([
      declined,
      ...drafts,
      listed('them', 900, { status: 'declined' }),
    ]);
    const page = (cursor?: string) =>
      listDocuments({ table }, { sub: 'me', status: 'declined', page: { limit: 10, cursor } });

    const first = await page();
    expect(first.documents).toEqual([]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page(first.nextCursor!);
    expect(second.documents.map((d) => d.title)).toEqual(['Old one']);
    expect(second.nextCursor).toBeNull();
  });

  it('stops at the limit, newest first, and offers no empty page after the last', async () => {
    const table = new MemoryTable([1, 2, 3].map((n) => listed('me', n)));
    const first = await listDocuments({ table }, { sub: 'me', page: { limit: 2 } });
    expect(first.documents.map((d) => d.title)).toEqual(['Contract 3', 'Contract 2']);
    const rest = await listDocuments(
      { table },
      { sub: 'me', page: { limit: 2, cursor: first.nextCursor! } },
    );
    expect(rest).toEqual({
      documents: [expect.objectContaining({ title: 'Contract 1' })],
      nextCursor: null,
    });
    const exact = await listDocuments({ table }, { sub: 'me', page: { limit: 3 } });
    expect(exact.nextCursor).toBeNull();
  });
});
