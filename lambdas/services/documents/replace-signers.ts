import type { TWorkflowType } from '@contracts/documents/workflow';
import type { Clock } from '../../ports/clock';
import { MAX_TRANSACTION_OPS, type Table } from '../../ports/table';
import { commitDraftEdit, DRAFT_EDIT_OPS } from './draft-change';
import type { FieldItem } from './field-item';
import { removeOldFieldSets, stageFieldSet } from './field-set';
import type { DocumentBundle } from './owned-document';
import { stepKey, toStepItem } from './step-item';

/**
 * Gives a draft new signers (order = position in the list) and workflow type, and, when `fields`
 * is given, a new current field set, with an `edited` audit row (`details`), in one transaction
 * on condition the document is still the draft read: steps past the new list are deleted, and a
 * field set too large for that transaction is staged beforehand, unseen until it is made current.
 * The old field sets are cleaned up afterwards.
 */
export async function replaceSigners(
  deps: { table: Pick<Table, 'get' | 'transaction'>; clock: Clock },
  input: {
    sub: string;
    bundle: DocumentBundle;
    workflowType: TWorkflowType;
    signers: readonly { name: string; email: string }[];
    fields?: { fieldSet: string; items: readonly FieldItem[] };
    details: Record<string, unknown>;
  },
): Promise<void> {
  const { bundle, fields } = input;
  const { document } = bundle;
  const steps = input.signers.map((s, i) =>
    toStepItem({ documentId: document.id, order: i + 1, name: s.name, email: s.email }),
  );
  const dropped = bundle.steps.filter((old) => old.order > steps.length);
  const room = MAX_TRANSACTION_OPS - DRAFT_EDIT_OPS - steps.length - dropped.length;
  const finalFields = fields ? await stageFieldSet(deps.table, fields.items, room) : [];

  await commitDraftEdit(
    deps,
    {
      document,
      sub: input.sub,
      details: input.details,
      set: {
        workflowType: input.workflowType,
        ...(fields ? { fieldSet: fields.fieldSet } : {}),
      },
    },
    (tx) => {
      for (const step of steps) tx.put(step);
      for (const old of dropped) tx.deleteIfAny(stepKey(document.id, old.order));
      for (const field of finalFields) tx.put(field);
    },
  );
  if (fields) await removeOldFieldSets(deps.table, bundle.items, fields.fieldSet);
}
