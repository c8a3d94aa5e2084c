import type { TDocument } from '@contracts/documents/document';
import { templateMessages, type TApplyTemplateParsed } from '@contracts/documents/templates';
import { badRequest } from '../../../errors';
import type { Clock } from '../../../ports/clock';
import type { IdGenerator } from '../../../ports/ids';
import { MAX_TRANSACTION_OPS, type Table } from '../../../ports/table';
import { ownerActor, withAudit } from '../audit-log';
import { documentView } from '../document-view';
import { assertDraft, commitDraftChange } from '../draft-change';
import { toFieldItem } from '../field-item';
import { removeOldFieldSets, stageFieldSet } from '../field-set';
import { ownedDocument } from '../owned-document';
import { assertSignable } from '../signable';
import { stepKey, toStepItem } from '../step-item';
import { ownedTemplate } from './template-item';

/** Places in the final transaction taken by the document item and its audit row. */
const DOCUMENT_OPS = 2;

/**
 * `POST /api/documents/{id}/apply-template`: a draft gets the template's workflow, one signer
 * per role (in the roles' order) and every field of the template, each on its role's signer,
 * with fresh ids, replacing the signers and fields it had. One transaction makes the new signers
 * and fields current with an `edited` audit row naming the template, so a failure leaves the
 * draft as it was; a template used twice gives two documents that share nothing. The file must
 * have the template's page count, so every field has its page.
 */
export async function applyTemplate(
  deps: { table: Pick<Table, 'get' | 'queryAll' | 'transaction'>; clock: Clock; ids: IdGenerator },
  input: { sub: string; id: string; apply: TApplyTemplateParsed },
): Promise<TDocument> {
  const bundle = await ownedDocument(deps.table, input);
  const { document } = bundle;
  assertSignable(document);
  assertDraft(document);
  const template = await ownedTemplate(deps.table, { sub: input.sub, id: input.apply.templateId });
  const { signers, pageCount } = input.apply;
  if (signers.length !== template.roles.length)
    throw badRequest(templateMessages.signerCount(template.roles.length));
  if (pageCount !== template.pageCount)
    throw badRequest(templateMessages.pageMismatch(template.pageCount));

  const steps = signers.map((s, i) =>
    toStepItem({ documentId: document.id, order: i + 1, name: s.name, email: s.email }),
  );
  const dropped = bundle.steps.filter((old) => old.order > steps.length);
  const fieldSet = deps.ids.newId();
  const items = template.fields.map((f) =>
    toFieldItem(document.id, fieldSet, {
      id: deps.ids.newId(),
      type: f.type,
      signerEmail: steps[f.role - 1]?.email ?? steps[0]!.email,
      page: f.page,
      x: f.x,
      y: f.y,
      width: f.width,
      height: f.height,
      required: f.required,
    }),
  );
  const room = MAX_TRANSACTION_OPS - DOCUMENT_OPS - steps.length - dropped.length;
  const finalFields = await stageFieldSet(deps.table, items, room);

  await commitDraftChange(deps.table, document.id, (tx, stale) => {
    withAudit(
      tx,
      document,
      {
        action: 'edited',
        actor: ownerActor(input.sub),
        at: deps.clock.now().toISOString(),
        details: {
          template: template.name,
          workflow_type: template.workflowType,
          signer_count: steps.length,
          field_count: items.length,
        },
      },
      {
        changes: { set: { workflowType: template.workflowType, fieldSet } },
        equals: { status: 'draft' },
        otherwise: stale,
      },
    );
    for (const step of steps) tx.put(step);
    for (const old of dropped) tx.deleteIfAny(stepKey(document.id, old.order));
    for (const field of finalFields) tx.put(field);
  });
  await removeOldFieldSets(deps.table, bundle.items, fieldSet);
  return documentView(deps.table, await ownedDocument(deps.table, input));
}
