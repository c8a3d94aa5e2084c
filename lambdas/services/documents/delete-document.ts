import { concurrentWrite } from '../../errors';
import { sealQueueKeys } from '../../keys/seal-queue';
import { signingTokenKeys } from '../../keys/signing-token';
import type { FileStore } from '../../ports/file-store';
import { MAX_TRANSACTION_OPS, type Table, type TableKey } from '../../ports/table';
import { documentKey } from './document-item';
import { countInLibrary } from './library-item';
import { ownedDocument } from './owned-document';

/**
 * Deletes a document with everything it left anywhere. First one transaction removes the
 * document item (on condition it is still in the state read) and takes it out of its library's
 * count: from then on the document, its signing links and its files can no longer be reached,
 * since every read starts from that item. Then the rest goes: steps, fields and audit rows, every
 * signer's link, the sealing queue entry, the original and the signed copy.
 */
export async function deleteDocument(
  deps: {
    table: Pick<Table, 'queryAll' | 'transaction'>;
    documents: Pick<FileStore, 'delete'>;
  },
  input: { sub: string; id: string },
): Promise<void> {
  const bundle = await ownedDocument(deps.table, { ...input, includeUploading: true });
  const { document } = bundle;
  const tx = deps.table
    .transaction()
    .delete(documentKey(document.id), concurrentWrite(), { status: document.status });
  // Counted in its library only once its upload was checked.
  if (document.status !== 'uploading') countInLibrary(tx, document, -1, concurrentWrite());
  await tx.commit();

  const rest: TableKey[] = [
    ...bundle.items
      .filter((item) => item.SK !== documentKey(document.id).SK)
      .map(({ PK, SK }) => ({ PK, SK })),
    ...bundle.steps
      .filter((step) => typeof step.tokenHash === 'string' && step.tokenHash !== '')
      .map((step) => signingTokenKeys.key({ hash: String(step.tokenHash) })),
    ...(document.completedAt
      ? [sealQueueKeys.key({ completedAt: document.completedAt, documentId: document.id })]
      : []),
  ];
  for (let i = 0; i < rest.length; i += MAX_TRANSACTION_OPS) {
    const batch = deps.table.transaction();
    for (const key of rest.slice(i, i + MAX_TRANSACTION_OPS)) batch.deleteIfAny(key);
    await batch.commit();
  }
  for (const key of new Set([document.originalKey, document.signedKey, document.certificateKey]))
    if (typeof key === 'string' && key !== '') await deps.documents.delete(key);
}
