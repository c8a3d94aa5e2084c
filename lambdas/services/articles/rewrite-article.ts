import { ARTICLE_NOT_FOUND, type TArticle } from '@contracts/articles/article';
import { conflict, isConditionalCheckFailure, notFound } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { articleKey, fromArticleItem, toArticleItem, versionOf } from './article-item';

const attempts = 3;

/**
 * Read, change, write back the whole item on condition that nobody wrote it in between (its
 * `version`); on a lost race, read again and retry. An unknown id is a 404 and nothing is written:
 * the write also requires the item to exist, so a concurrent delete is not undone.
 */
export async function rewriteArticle(
  deps: { table: Pick<Table, 'get' | 'put'>; clock: Clock },
  id: string,
  change: (current: TArticle, now: string) => TArticle,
): Promise<TArticle> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const item = await deps.table.get(articleKey(id), { consistent: true });
    if (!item) throw notFound(ARTICLE_NOT_FOUND);
    const version = versionOf(item);
    const now = deps.clock.now().toISOString();
    const next = { ...change(fromArticleItem(item), now), id, updatedAt: now };
    try {
      await deps.table.put(toArticleItem(next, version + 1), {
        condition:
          version === 0
            ? 'attribute_exists(PK) AND attribute_not_exists(#version)'
            : 'attribute_exists(PK) AND #version = :version',
        names: { '#version': 'version' },
        ...(version === 0 ? {} : { values: { ':version': version } }),
      });
      return next;
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
    }
  }
  throw conflict('This article was changed by someone else at the same time. Please try again.');
}
