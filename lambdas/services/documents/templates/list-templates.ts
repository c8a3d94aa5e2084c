import type { TTemplateList } from '@contracts/documents/templates';
import type { TPageQuery } from '@contracts/paging';
import { templateKeys } from '../../../keys/template';
import type { Table } from '../../../ports/table';
import { readPage } from '../../page-cursor';
import { newestTemplateFirst, toTemplate, type TemplateItem } from './template-item';

/** A page of the caller's templates: one Query of their partition, each page newest first. */
export async function listTemplates(
  deps: { table: Pick<Table, 'query'> },
  input: { sub: string; page: TPageQuery },
): Promise<TTemplateList> {
  const { items, nextCursor } = await readPage<TemplateItem>(
    deps.table,
    { ...templateKeys.inPartition({ sub: input.sub }), consistent: true },
    input.page,
  );
  return { templates: items.map(toTemplate).sort(newestTemplateFirst), nextCursor };
}
