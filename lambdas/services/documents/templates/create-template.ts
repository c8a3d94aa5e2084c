import type * as z from 'zod';
import {
  templateMessages,
  type TTemplate,
  type ZCreateTemplate,
} from '@contracts/documents/templates';
import { badRequest, ID_TAKEN } from '../../../errors';
import type { Clock } from '../../../ports/clock';
import type { FileStore } from '../../../ports/file-store';
import type { IdGenerator } from '../../../ports/ids';
import type { Table } from '../../../ports/table';
import { byPosition, placementOf, toField } from '../field-item';
import { ownedDocument } from '../owned-document';
import { requireFilePageCount } from './file-pages';
import { templateKey, toTemplate, type TemplateItem } from './template-item';

/**
 * `POST /api/templates`: the caller's document, prepared with signers and fields in any status,
 * saved as a template. Each signer becomes a role (named in the body, in signing order) and each
 * field belongs to its signer's role; names and e-mails are not kept. Every field must lie on a
 * page of the file (`pageCount`, checked against the stored file: `file-pages.ts`).
 */
export async function createTemplate(
  deps: {
    table: Pick<Table, 'queryAll' | 'create'>;
    clock: Clock;
    ids: IdGenerator;
    documents: Pick<FileStore, 'get'>;
  },
  input: { sub: string; template: z.output<typeof ZCreateTemplate> },
): Promise<TTemplate> {
  const { documentId, name, roles, pageCount } = input.template;
  const { document, steps, fields } = await ownedDocument(deps.table, {
    id: documentId,
    sub: input.sub,
  });
  if (steps.length === 0 || fields.length === 0) throw badRequest(templateMessages.notPrepared);
  if (roles.length !== steps.length) throw badRequest(templateMessages.roleCount);
  await requireFilePageCount(deps.documents, document, pageCount);
  if (fields.some((f) => f.page > pageCount))
    throw badRequest(templateMessages.pageMismatch(pageCount));
  const roleOf = new Map(steps.map((s) => [s.email, s.order]));
  const id = deps.ids.newId();
  const item: TemplateItem = {
    ...templateKey(input.sub, id),
    id,
    ownerSub: input.sub,
    name,
    workflowType: document.workflowType === 'chain' ? 'chain' : 'group',
    pageCount,
    roles,
    fields: fields
      .map(toField)
      .sort(byPosition)
      .map((f) => ({
        type: f.type,
        role: roleOf.get(f.signerEmail) ?? 1,
        ...placementOf(f),
      })),
    createdAt: deps.clock.now().toISOString(),
  };
  await deps.table.create(item, ID_TAKEN);
  return toTemplate(item);
}
