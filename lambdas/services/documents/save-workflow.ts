import type { TDocument } from '@contracts/documents/document';
import type { TSaveWorkflowParsed } from '@contracts/documents/workflow';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import { documentView } from './document-view';
import { assertDraft } from './draft-change';
import { toField, toFieldItem } from './field-item';
import { ownedDocument } from './owned-document';
import { replaceSigners } from './replace-signers';
import { assertSignable } from './signable';

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

  const emails = new Set(signers.map((s) => s.email));
  const keptFields = bundle.fields.filter((f) => emails.has(f.signerEmail));
  const fieldSet = keptFields.length !== bundle.fields.length ? deps.ids.newId() : undefined;
  await replaceSigners(deps, {
    sub: input.sub,
    bundle,
    workflowType,
    signers,
    ...(fieldSet
      ? {
          fields: {
            fieldSet,
            items: keptFields.map((f) => toFieldItem(document.id, fieldSet, toField(f))),
          },
        }
      : {}),
    details: { workflow_type: workflowType, signer_count: signers.length },
  });
  return documentView(deps.table, await ownedDocument(deps.table, input));
}
