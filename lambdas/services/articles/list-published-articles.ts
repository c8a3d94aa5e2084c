import type { TPublicArticle, TPublicArticleList } from '@contracts/articles/article';
import type { Table } from '../../ports/table';
import { articleKeys } from '../../keys/article';
import { fromArticleItem, toPublicArticle } from './article-item';

/** The newest published articles (home preview): one descending query on GSI2 with a limit. */
export async function listPublishedArticles(
  deps: { table: Pick<Table, 'query'> },
  input: { limit: number },
): Promise<TPublicArticleList> {
  const page = await deps.table.query({
    index: 'GSI2',
    pk: articleKeys.indexPartition('GSI2', {}),
    ascending: false,
    limit: input.limit,
  });
  const articles = page.items
    .map((item) => toPublicArticle(fromArticleItem(item)))
    .filter((a): a is TPublicArticle => a !== undefined);
  return { articles };
}
