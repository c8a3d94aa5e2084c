import type { TPublicArticle, TPublicArticleList } from '@contracts/articles/article';
import type { TPageQuery } from '@contracts/paging';
import type { Table, TableItem } from '../../ports/table';
import {
  fromArticleItem,
  readArticlesNewestFirst,
  TEASER_ATTRIBUTES,
  toPublicArticle,
} from './article-item';

/** A page of published articles, newest first (home preview): one descending query on GSI2. */
export async function listPublishedArticles(
  deps: { table: Pick<Table, 'query'> },
  page: TPageQuery,
): Promise<TPublicArticleList> {
  const { items, nextCursor } = await readArticlesNewestFirst(
    deps.table,
    'GSI2',
    TEASER_ATTRIBUTES,
    page,
  );
  const articles = items
    .map((item) => toPublicArticle(fromArticleItem(item as TableItem)))
    .filter((a): a is TPublicArticle => a !== undefined);
  return { articles, nextCursor };
}
