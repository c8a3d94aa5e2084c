import type { TDocument } from '@contracts/documents/document';
import { templateMessages, type TApplyTemplateParsed } from '@contracts/documents/templates';
import { badRequest } from '../../../errors';
import type { Clock } from '../../../ports/clock';
import type { FileStore } from '../../../ports/file-store';
import type { IdGenerator } from '../../../ports/ids';
import type { Table } from '../../../ports/table';
import { documentView } from '../document-view';
import { assertDraft } from '../draft-change';
import { placementOf, toFieldItem } from '../field-item';
import { ownedDocument } from '../owned-document';
import { replaceSigners } from '../replace-signers';
import { assertSignable } from '../signable';
import { requireFilePageCount } from './file-pages';
import { ownedTemplate } from './template-item';

/**
 * `POST /api/documents/{id}/apply-template`: a draft gets the template's workflow, one signer
 * per role (in the roles' order) and every field of the template, each on its role's signer,
 * with fresh ids, replacing the signers and fields it had. One transaction makes the new signers
 * and fields current with an `edited` audit row naming the template, so a failure leaves the
 * draft as it was; a template used twice gives two documents that share nothing. The file must
 * have the template's page count, so every field has its page: the count sent is checked against
 * the stored file first (`file-pages.ts`).
 */
export async function applyTemplate(
  deps: {
    table: Pick<Table, 'get' | 'queryAll' | 'transaction'>;
    clock: Clock;
    ids: IdGenerator;
    documents: Pick<FileStore, 'get'>;
  },
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
  // The count sent must be the file's own before it is compared with the template's.
  await requireFilePageCount(deps.documents, document, pageCount);
  if (pageCount !== template.pageCount)
    throw badRequest(templateMessages.pageMismatch(template.pageCount));

  const fieldSet = deps.ids.newId();
  const items = template.fields.map((f) =>
    toFieldItem(document.id, fieldSet, {
      id: deps.ids.newId(),
      type: f.type,
      signerEmail: (signers[f.role - 1] ?? signers[0]!).email,
      ...placementOf(f),
    }),
  );
  await replaceSigners(deps, {
    sub: input.sub,
    bundle,
    workflowType: template.workflowType,
    signers,
    fields: { fieldSet, items },
    details: {
      template: template.name,
      workflow_type: template.workflowType,
      signer_count: signers.length,
      field_count: items.length,
    },
  });
  return documentView(deps.table, await ownedDocument(deps.table, input));
}
