import { describe, expect, it, vi } from 'vitest';
import { ZCreateLibrary } from '@contracts/documents/library';
import { containerMemory } from '../../../../lambdas/services/container-memory';
import { documentView } from '../../../../lambdas/services/documents/document-view';
import { toReservation } from '../../../../lambdas/services/documents/document-item';
import { toLibraryItem } from '../../../../lambdas/services/documents/library-item';
import { MemoryTable } from '../support/memory-table';

describe('containerMemory', () => {
  it('keeps at most its size, dropping the one used longest ago', () => {
    const memory = containerMemory<number>(2);
    memory.set('a', 1);
    memory.set('b', 2);
    expect(memory.get('a')).toBe(1); // a is now the most recent
    memory.set('c', 3);
    expect([memory.get('a'), memory.get('b'), memory.get('c')]).toEqual([1, undefined, 3]);
    memory.delete('a');
    expect(memory.get('a')).toBeUndefined();
  });
});

describe('documentView', () => {
  it("reads a library's name once per container, and a document without a library reads none", async () => {
    const table = new MemoryTable();
    const sub = 'owner-1';
    const libraryId = `lib-${Math.random()}`;
    await table.put(
      toLibraryItem({
        id: libraryId,
        sub,
        library: ZCreateLibrary.parse({ name: 'Acme' }),
        createdAt: '2030-01-01T00:00:00.000Z',
      }),
    );
    const document = (id: string, library: string | null) =>
      toReservation({
        id,
        sub,
        libraryId: library,
        title: 'Letter',
        description: '',
        fileName: 'letter.pdf',
        fileType: 'pdf',
        size: 10,
        now: new Date('2030-01-01T00:00:00Z'),
      });
    const bundle = (id: string, library: string | null) => ({
      document: document(id, library),
      steps: [],
      fields: [],
      audit: [],
      items: [],
    });
    const reads = vi.spyOn(table, 'get');
    expect((await documentView(table, bundle('d1', libraryId))).libraryName).toBe('Acme');
    expect((await documentView(table, bundle('d2', libraryId))).libraryName).toBe('Acme');
    expect((await documentView(table, bundle('d3', null))).libraryName).toBeNull();
    expect(reads).toHaveBeenCalledTimes(1);
  });
});
