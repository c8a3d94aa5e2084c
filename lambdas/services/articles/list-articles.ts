import type { TArticleList } from '@contracts/articles/article';
import type { TPageQuery } from '@contracts/paging';
import type { Table, TableItem } from '../../ports/table';
import { fromArticleItem, readArticlesNewestFirst, TEASER_ATTRIBUTES } from './article-item';

/**
 * A page of the admin list: never-published drafts first (newest created first), then by
 * `publishedAt`, newest first. One descending GSI1 query per page.
 */
export async function listArticles(
  deps: { table: Pick<Table, 'query'> },
  page: TPageQuery,
): Promise<TArticleList> {
  const { items, nextCursor } = await readArticlesNewestFirst(
    deps.table,
    'GSI1',
    [...TEASER_ATTRIBUTES, 'createdBy'],
    page,
  );
  return {
    articles: items.map((item) => {
      const { content: _content, ...summary } = fromArticleItem(item as TableItem);
      return summary;
    }),
    nextCursor,
  };
}
