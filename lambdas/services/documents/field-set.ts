import { documentFieldKeys } from '../../keys/document-field';
import { MAX_TRANSACTION_OPS, type Table, type TableItem } from '../../ports/table';
import type { FieldItem } from './field-item';

/**
 * Writes a new field set ahead of the transaction that makes it current. The fields that do not
 * fit into that transaction (`room` places) are written first, in transactions of their own; no
 * one sees them until the document item names their set. Answers the fields for the final
 * transaction.
 */
export async function stageFieldSet(
  table: Pick<Table, 'transaction'>,
  items: readonly FieldItem[],
  room: number,
): Promise<FieldItem[]> {
  const early = items.slice(Math.max(0, room));
  for (let i = 0; i < early.length; i += MAX_TRANSACTION_OPS) {
    const tx = table.transaction();
    for (const item of early.slice(i, i + MAX_TRANSACTION_OPS)) tx.put(item);
    await tx.commit();
  }
  return items.slice(0, Math.max(0, room));
}

/**
 * Removes the fields of every set but the current one. They are already invisible, so a failure
 * here changes nothing anyone sees; the next save of the document tries again.
 */
export async function removeOldFieldSets(
  table: Pick<Table, 'transaction'>,
  partition: readonly TableItem[],
  currentSet: string,
): Promise<void> {
  const old = partition.filter(
    (item) => documentFieldKeys.parse(item) !== undefined && item.fieldSet !== currentSet,
  );
  try {
    for (let i = 0; i < old.length; i += MAX_TRANSACTION_OPS) {
      const tx = table.transaction();
      for (const { PK, SK } of old.slice(i, i + MAX_TRANSACTION_OPS)) tx.deleteIfAny({ PK, SK });
      await tx.commit();
    }
  } catch {
    // Left for the next save: see above.
  }
}
