import type { TPublicArticle, TPublicArticleList } from '@contracts/articles/article';
import type { TPageQuery } from '@contracts/paging';
import type { Table, TableItem } from '../../ports/table';
import { articleKeys } from '../../keys/article';
import { readPage } from '../page-cursor';
import { fromArticleItem, toPublicArticle } from './article-item';

/** What a teaser shows (and what tells a published article): never the body. */
const TEASER_ATTRIBUTES = [
  'id',
  'title',
  'excerpt',
  'imageUrl',
  'authorName',
  'isPublished',
  'publishedAt',
  'createdAt',
  'updatedAt',
];

/** A page of published articles, newest first (home preview): one descending query on GSI2. */
export async function listPublishedArticles(
  deps: { table: Pick<Table, 'query'> },
  page: TPageQuery,
): Promise<TPublicArticleList> {
  const { items, nextCursor } = await readPage(
    deps.table,
    {
      index: 'GSI2',
      pk: articleKeys.indexPartition('GSI2', {}),
      ascending: false,
      projection: TEASER_ATTRIBUTES,
    },
    page,
  );
  const articles = items
    .map((item) => toPublicArticle(fromArticleItem(item as TableItem)))
    .filter((a): a is TPublicArticle => a !== undefined);
  return { articles, nextCursor };
}
