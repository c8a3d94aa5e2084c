import { documentMessages } from '@contracts/documents/document';
import { conflict, concurrentWrite, notFound, type AppError } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { Changes, Table, TransactionBuilder } from '../../ports/table';
import { ownerActor, withAudit } from './audit-log';
import { documentKey, type DocumentItem } from './document-item';

/** Signers and fields can change only before the document is sent. */
export function assertDraft(document: Pick<DocumentItem, 'status'>): void {
  if (document.status !== 'draft') throw conflict(documentMessages.notDraft);
}

/**
 * Commits a change made on condition that the document is still the draft that was read. When
 * that no longer holds, one more read tells the caller why: the document is gone (404), was sent
 * meanwhile (409, not a draft), or was changed by another save at the same moment (409, retry).
 */
export async function commitDraftChange(
  table: Pick<Table, 'get' | 'transaction'>,
  documentId: string,
  build: (tx: TransactionBuilder, stale: AppError) => void,
): Promise<void> {
  const stale = concurrentWrite();
  const tx = table.transaction();
  build(tx, stale);
  try {
    await tx.commit();
  } catch (error) {
    if (error !== stale) throw error;
    const now = await table.get<DocumentItem>(documentKey(documentId), {
      consistent: true,
      projection: ['status'],
    });
    if (!now) throw notFound(documentMessages.notFound);
    assertDraft(now);
    throw error;
  }
}

/** Places in a draft edit's transaction taken by the document item and its audit row. */
export const DRAFT_EDIT_OPS = 2;

/**
 * The owner's edit of a draft (its signers, its fields), committed by `commitDraftChange`: the
 * document takes `set` under an `edited` audit row with `details`, and `write` adds the edit's
 * own items, all in one transaction on condition that the document is still a draft.
 */
export function commitDraftEdit(
  deps: { table: Pick<Table, 'get' | 'transaction'>; clock: Clock },
  edit: {
    document: DocumentItem;
    sub: string;
    details: Record<string, unknown>;
    set: Changes['set'];
  },
  write: (tx: TransactionBuilder) => void,
): Promise<void> {
  return commitDraftChange(deps.table, edit.document.id, (tx, stale) => {
    withAudit(
      tx,
      edit.document,
      {
        action: 'edited',
        actor: ownerActor(edit.sub),
        at: deps.clock.now().toISOString(),
        details: edit.details,
      },
      { changes: { set: edit.set }, equals: { status: 'draft' }, otherwise: stale },
    );
    write(tx);
  });
}
