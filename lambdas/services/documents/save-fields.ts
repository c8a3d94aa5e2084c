import type { TDocument } from '@contracts/documents/document';
import { fieldMessages, type TSaveFieldsParsed } from '@contracts/documents/fields';
import { badRequest } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import { MAX_TRANSACTION_OPS, type Table } from '../../ports/table';
import { documentView } from './document-view';
import { assertDraft, commitDraftEdit, DRAFT_EDIT_OPS } from './draft-change';
import { toFieldItem } from './field-item';
import { removeOldFieldSets, stageFieldSet } from './field-set';
import { ownedDocument } from './owned-document';
import { assertSignable } from './signable';

/**
 * The field editor's save: every field of a draft is replaced by the ones sent, each belonging
 * to one of the document's signers, with an `edited` audit row. The new fields become current
 * in one transaction, so nobody ever sees half of a save.
 */
export async function saveFields(
  deps: { table: Pick<Table, 'get' | 'queryAll' | 'transaction'>; clock: Clock; ids: IdGenerator },
  input: { sub: string; id: string; fields: TSaveFieldsParsed['fields'] },
): Promise<TDocument> {
  const bundle = await ownedDocument(deps.table, input);
  const { document } = bundle;
  assertSignable(document);
  assertDraft(document);
  const emails = new Set(bundle.steps.map((s) => s.email));
  if (input.fields.some((f) => !emails.has(f.signerEmail)))
    throw badRequest(fieldMessages.unknownSigner);
  if (new Set(input.fields.map((f) => f.id)).size !== input.fields.length)
    throw badRequest('Each field must have its own id');

  const fieldSet = deps.ids.newId();
  const items = input.fields.map((f) => toFieldItem(document.id, fieldSet, f));
  const finalFields = await stageFieldSet(deps.table, items, MAX_TRANSACTION_OPS - DRAFT_EDIT_OPS);

  await commitDraftEdit(
    deps,
    { document, sub: input.sub, details: { field_count: items.length }, set: { fieldSet } },
    (tx) => {
      for (const field of finalFields) tx.put(field);
    },
  );
  await removeOldFieldSets(deps.table, bundle.items, fieldSet);
  return documentView(deps.table, await ownedDocument(deps.table, input));
}
