import type { TDocumentSummary } from '@contracts/documents/document';
import { libraryMessages } from '@contracts/documents/library';
import { conflict, notFound } from '../../errors';
import { indexKeys } from '../../keys/table-schema';
import type { Table } from '../../ports/table';
import { documentKey, listedAttributes, toDocumentSummary } from './document-item';
import { countInLibrary } from './library-item';
import { ownedDocument } from './owned-document';
import { ownedLibrary } from './owned-library';

const CHANGED = conflict('This document was changed meanwhile. Please try again.');
const GONE = notFound(libraryMessages.notFound);

/**
 * Moves one of the caller's documents into another of their libraries, or out of any (`null`),
 * whatever its status. One transaction changes the document's library and its library index
 * entry (on condition it is still in the library read) and moves one off the old library's count
 * onto the new one's (on condition both exist), so the counts stay exact.
 */
export async function moveDocument(
  deps: { table: Pick<Table, 'get' | 'queryAll' | 'transaction'> },
  input: { sub: string; id: string; libraryId: string | null },
): Promise<TDocumentSummary> {
  const { document } = await ownedDocument(deps.table, input);
  if (input.libraryId) await ownedLibrary(deps.table, { sub: input.sub, id: input.libraryId });
  if (document.libraryId === input.libraryId) return toDocumentSummary(document);

  const moved = { ...document, libraryId: input.libraryId };
  const index = listedAttributes(moved);
  const tx = deps.table.transaction().update(
    documentKey(document.id),
    {
      set: { libraryId: input.libraryId, ...index },
      // Out of every library: off the libraries' index too.
      ...(input.libraryId ? {} : { remove: Object.values(indexKeys('GSI1')) }),
    },
    CHANGED,
    { libraryId: document.libraryId, status: document.status },
  );
  countInLibrary(tx, document, -1, CHANGED);
  countInLibrary(tx, moved, 1, GONE);
  await tx.commit();
  return toDocumentSummary(moved);
}
