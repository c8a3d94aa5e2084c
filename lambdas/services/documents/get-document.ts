import type { TDocument } from '@contracts/documents/document';
import type { Table } from '../../ports/table';
import { documentView } from './document-view';
import { ownedDocument } from './owned-document';

/** One of the caller's documents with its signers, fields and timeline. */
export async function getDocument(
  deps: { table: Pick<Table, 'get' | 'queryAll'> },
  input: { sub: string; id: string },
): Promise<TDocument> {
  return documentView(deps.table, await ownedDocument(deps.table, input));
}
