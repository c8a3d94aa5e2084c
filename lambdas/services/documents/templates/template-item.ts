import type { TTemplate } from '@contracts/documents/templates';
import { templateMessages } from '@contracts/documents/templates';
import { notFound } from '../../../errors';
import { templateKeys } from '../../../keys/template';
import type { Table, TableItem, TableKey } from '../../../ports/table';

/** How a template is stored (keys: `lambdas/keys/template.ts`): the answer's shape and its owner. */
export type TemplateItem = TableItem & TTemplate & { ownerSub: string };

export const templateKey = (sub: string, id: string): TableKey => templateKeys.key({ sub, id });

export function toTemplate(item: TemplateItem): TTemplate {
  return {
    id: item.id,
    name: item.name,
    workflowType: item.workflowType,
    pageCount: item.pageCount,
    roles: [...item.roles],
    fields: item.fields.map((f) => ({ ...f })),
    createdAt: item.createdAt,
  };
}

/** Newest first; the id settles a tie. */
export const newestTemplateFirst = (a: TTemplate, b: TTemplate) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** The caller's template; another user's answers exactly like a missing one (404). */
export async function ownedTemplate(
  table: Pick<Table, 'get'>,
  input: { sub: string; id: string },
): Promise<TemplateItem> {
  const item = await table.get<TemplateItem>(templateKey(input.sub, input.id), {
    consistent: true,
  });
  if (!item) throw notFound(templateMessages.notFound);
  return item;
}
