import { articleMessages, type TArticle } from '@contracts/articles/article';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { articleKey, fromArticleItem, toArticleItem, type ArticleItem } from './article-item';

export const ARTICLE_CHANGED =
  'This article was changed by someone else at the same time. Please try again.';

/**
 * Read, change, write back the whole item under its version lock (the table's `rewrite`): an
 * unknown id is a 404 and nothing is written, and a concurrent delete is never undone.
 */
export async function rewriteArticle(
  deps: { table: Pick<Table, 'rewrite'>; clock: Clock },
  id: string,
  change: (current: TArticle, now: string) => TArticle,
): Promise<TArticle> {
  const item = await deps.table.rewrite<ArticleItem>(
    articleKey(id),
    (current) => {
      const now = deps.clock.now().toISOString();
      return toArticleItem({ ...change(fromArticleItem(current), now), id, updatedAt: now }, 0);
    },
    { notFound: articleMessages.notFound, conflict: ARTICLE_CHANGED },
  );
  return fromArticleItem(item);
}
