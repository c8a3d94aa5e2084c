import { articleMessages } from '@contracts/articles/article';
import type { Table } from '../../ports/table';
import { articleKey } from './article-item';

/** Removes an article; an unknown id is a 404. */
export async function deleteArticle(
  deps: { table: Pick<Table, 'deleteExisting'> },
  input: { id: string },
): Promise<void> {
  await deps.table.deleteExisting(articleKey(input.id), articleMessages.notFound);
}
