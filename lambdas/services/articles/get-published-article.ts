import { articleMessages, type TPublicArticle } from '@contracts/articles/article';
import { notFound } from '../../errors';
import type { Table } from '../../ports/table';
import { articleKey, fromArticleItem, toPublicArticle } from './article-item';

/** One article for the reader. Missing and unpublished get the very same 404. */
export async function getPublishedArticle(
  deps: { table: Pick<Table, 'get'> },
  input: { id: string },
): Promise<TPublicArticle> {
  const item = await deps.table.get(articleKey(input.id), { consistent: true });
  const article = item && toPublicArticle(fromArticleItem(item));
  if (!article) throw notFound(articleMessages.notFound);
  return article;
}
