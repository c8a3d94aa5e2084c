import type { TArticle } from '@contracts/articles/article';
import { publishedAtAfter } from '@domain/articles/publication';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { rewriteArticle } from './rewrite-article';

/**
 * Publish / Unpublish. `publishedAt` is set when first published and kept on unpublish and
 * re-publish; the article leaves the public index (GSI2) while unpublished.
 */
export async function setArticlePublished(
  deps: { table: Pick<Table, 'rewrite'>; clock: Clock },
  input: { id: string; isPublished: boolean },
): Promise<TArticle> {
  return rewriteArticle(deps, input.id, (current, now) => ({
    ...current,
    isPublished: input.isPublished,
    publishedAt: publishedAtAfter(current.publishedAt, input.isPublished, now),
  }));
}
