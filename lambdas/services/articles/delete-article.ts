import { ARTICLE_NOT_FOUND } from '@contracts/articles/article';
import { isConditionalCheckFailure, notFound } from '../../errors';
import type { Table } from '../../ports/table';
import { articleKey } from './article-item';

/** Removes an article; an unknown id is a 404. */
export async function deleteArticle(
  deps: { table: Pick<Table, 'delete'> },
  input: { id: string },
): Promise<void> {
  try {
    await deps.table.delete(articleKey(input.id), { condition: 'attribute_exists(PK)' });
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw notFound(ARTICLE_NOT_FOUND);
    throw error;
  }
}
