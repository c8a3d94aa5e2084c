import type { TArticleList } from '@contracts/articles/article';
import { articleKeys } from '../../keys/article';
import type { TPageQuery } from '@contracts/paging';
import type { Table, TableItem } from '../../ports/table';
import { readPage } from '../page-cursor';
import { fromArticleItem } from './article-item';

const SUMMARY_ATTRIBUTES = [
  'id',
  'title',
  'excerpt',
  'imageUrl',
  'authorName',
  'isPublished',
  'publishedAt',
  'createdBy',
  'createdAt',
  'updatedAt',
];

/**
 * A page of the admin list: never-published drafts first (newest created first), then by
 * `publishedAt`, newest first. One descending GSI1 query per page.
 */
export async function listArticles(
  deps: { table: Pick<Table, 'query'> },
  page: TPageQuery,
): Promise<TArticleList> {
  const { items, nextCursor } = await readPage(
    deps.table,
    {
      index: 'GSI1',
      pk: articleKeys.indexPartition('GSI1', {}),
      ascending: false,
      // Bodies (up to 50,000 characters each) are never read for the list.
      projection: SUMMARY_ATTRIBUTES,
    },
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
