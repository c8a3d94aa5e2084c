import type { TDocument } from '@contracts/documents/document';
import type { TSaveWorkflowParsed } from '@contracts/documents/workflow';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import { MAX_TRANSACTION_OPS, type Table } from '../../ports/table';
import { ownerActor, withAudit } from './audit-log';
import { documentView } from './document-view';
import { assertDraft, commitDraftChange } from './draft-change';
import { toField, toFieldItem } from './field-item';
import { removeOldFieldSets, stageFieldSet } from './field-set';
import { ownedDocument } from './owned-document';
import { assertSignable } from './signable';
import { stepKey, toStepItem } from './step-item';

/** Places in the final transaction taken by the document item and its audit row. */
const DOCUMENT_OPS = 2;

/**
 * Prepare for Signing: replaces the signers of a draft (order = position in the list) and its
 * workflow type, with an `edited` audit row, in one transaction. Fields stay with their signer's
 * e-mail; the fields of a signer who was removed go with them in the same transaction (the
 * remaining fields become a new set, so a signer added back later does not bring old ones back).
 */
export async function saveWorkflow(
  deps: { table: Pick<Table, 'get' | 'queryAll' | 'transaction'>; clock: Clock; ids: IdGenerator },
  input: { sub: string; id: string; workflow: TSaveWorkflowParsed },
): Promise<TDocument> {
  const bundle = await ownedDocument(deps.table, input);
  const { document } = bundle;
  assertSignable(document);
  assertDraft(document);
  const { signers, workflowType } = input.workflow;

  const steps = signers.map((s, i) =>
    toStepItem({ documentId: document.id, order: i + 1, name: s.name, email: s.email }),
  );
  const dropped = bundle.steps.filter((old) => old.order > steps.length);
  const emails = new Set(signers.map((s) => s.email));
  const keptFields = bundle.fields.filter((f) => emails.has(f.signerEmail));
  const fieldsChange = keptFields.length !== bundle.fields.length;
  const fieldSet = fieldsChange ? deps.ids.newId() : document.fieldSet;
  const room = MAX_TRANSACTION_OPS - DOCUMENT_OPS - steps.length - dropped.length;
  const finalFields =
    fieldsChange && fieldSet
      ? await stageFieldSet(
          deps.table,
          keptFields.map((f) => toFieldItem(document.id, fieldSet, toField(f))),
          room,
        )
      : [];

  await commitDraftChange(deps.table, document.id, (tx, stale) => {
    withAudit(
      tx,
      document,
      {
        action: 'edited',
        actor: ownerActor(input.sub),
        at: deps.clock.now().toISOString(),
        details: { workflow_type: workflowType, signer_count: steps.length },
      },
      {
        changes: { set: { workflowType, ...(fieldsChange ? { fieldSet } : {}) } },
        equals: { status: 'draft' },
        otherwise: stale,
      },
    );
    for (const step of steps) tx.put(step);
    for (const old of dropped) tx.deleteIfAny(stepKey(document.id, old.order));
    for (const field of finalFields) tx.put(field);
  });
  if (fieldsChange && fieldSet) await removeOldFieldSets(deps.table, bundle.items, fieldSet);
  return documentView(deps.table, await ownedDocument(deps.table, input));
}
