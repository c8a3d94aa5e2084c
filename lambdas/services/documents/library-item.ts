import type { TCreateLibraryParsed, TLibrary } from '@contracts/documents/library';
import { LIBRARY_CATEGORIES, type TLibraryCategory } from '@contracts/documents/library';
import type { AppError } from '../../errors';
import { libraryKeys } from '../../keys/library';
import type { TableItem, TableKey, TransactionBuilder } from '../../ports/table';
import type { DocumentItem } from './document-item';

/**
 * How a library is stored (keys: `lambdas/keys/library.ts`): under its owner, so the key itself
 * says whose it is. `documentCount` only ever changes with `ADD`, in the same transaction that
 * makes a document appear in or disappear from the library.
 */
export const libraryKey = (sub: string, id: string): TableKey => libraryKeys.key({ sub, id });

/**
 * Adds to `tx` the change of the document's library count (a document without a library counts
 * nowhere), on condition that the library exists; else `otherwise`.
 */
export function countInLibrary(
  tx: TransactionBuilder,
  document: Pick<DocumentItem, 'ownerSub' | 'libraryId'>,
  by: 1 | -1,
  otherwise: AppError,
): TransactionBuilder {
  if (document.libraryId)
    tx.update(
      libraryKey(document.ownerSub, document.libraryId),
      { add: { documentCount: by } },
      otherwise,
    );
  return tx;
}

export type LibraryItem = TableItem &
  TCreateLibraryParsed & {
    id: string;
    ownerSub: string;
    documentCount: number;
    createdAt: string;
  };

export function toLibraryItem(input: {
  id: string;
  sub: string;
  library: TCreateLibraryParsed;
  createdAt: string;
}): LibraryItem {
  return {
    ...libraryKey(input.sub, input.id),
    ...input.library,
    id: input.id,
    ownerSub: input.sub,
    documentCount: 0,
    createdAt: input.createdAt,
  };
}

export function fromLibraryItem(item: TableItem): TLibrary {
  const l = item as Partial<LibraryItem>;
  const category = (LIBRARY_CATEGORIES as readonly string[]).includes(String(l.category))
    ? (l.category as TLibraryCategory)
    : 'custom';
  return {
    id: String(l.id),
    name: String(l.name ?? ''),
    category,
    categoryValue: String(l.categoryValue ?? ''),
    description: String(l.description ?? ''),
    // A count never shows below zero, whatever happened to the item.
    documentCount: Math.max(0, Number(l.documentCount ?? 0)),
    createdAt: String(l.createdAt ?? ''),
  };
}
