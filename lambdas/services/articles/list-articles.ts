import type { TArticleList } from '@contracts/articles/article';
import { articleKeys } from '../../keys/article';
import type { Table } from '../../ports/table';
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
 * Every article for the admin list: never-published drafts first (newest created first), then by
 * `publishedAt`, newest first. One descending GSI1 query; more pages only past 1 MB of articles.
 */
export async function listArticles(deps: {
  table: Pick<Table, 'queryAll'>;
}): Promise<TArticleList> {
  const items = await deps.table.queryAll({
    index: 'GSI1',
    pk: articleKeys.indexPartition('GSI1', {}),
    ascending: false,
    // Bodies (up to 50,000 characters each) are never read for the list.
    projection: SUMMARY_ATTRIBUTES,
  });
  return {
    articles: items.map((item) => {
      const { content: _content, ...summary } = fromArticleItem(item);
      return summary;
    }),
  };
}
