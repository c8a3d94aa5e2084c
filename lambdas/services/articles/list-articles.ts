import type { TArticleList } from '@contracts/articles/article';
import type { Table, TableItem } from '../../ports/table';
import { ALL_ARTICLES_PK, fromArticleItem } from './article-item';

/**
 * Every article for the admin list: never-published drafts first (newest created first), then by
 * `publishedAt`, newest first. One descending GSI1 query; more pages only past 1 MB of articles.
 */
export async function listArticles(deps: { table: Pick<Table, 'query'> }): Promise<TArticleList> {
  const items: TableItem[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await deps.table.query({
      index: 'GSI1',
      pk: ALL_ARTICLES_PK,
      ascending: false,
      ...(cursor ? { cursor } : {}),
    });
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return { articles: items.map(fromArticleItem) };
}
