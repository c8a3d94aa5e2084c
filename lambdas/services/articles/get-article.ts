import { articleMessages, type TArticle } from '@contracts/articles/article';
import { notFound } from '../../errors';
import type { Table } from '../../ports/table';
import { articleKey, fromArticleItem } from './article-item';

/** One article as the editor opens it, draft or published, body included. */
export async function getArticle(
  deps: { table: Pick<Table, 'get'> },
  input: { id: string },
): Promise<TArticle> {
  const item = await deps.table.get(articleKey(input.id), { consistent: true });
  if (!item) throw notFound(articleMessages.notFound);
  return fromArticleItem(item);
}
