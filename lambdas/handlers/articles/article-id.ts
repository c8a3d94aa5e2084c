import { ARTICLE_NOT_FOUND, ZArticleId } from '@contracts/articles/article';
import { notFound } from '../../errors';

/** The `{id}` path parameter. An id that cannot exist is simply not found, like any unknown id. */
export function articleIdOf(params: Record<string, string | undefined>): string {
  const parsed = ZArticleId.safeParse(params);
  if (!parsed.success) throw notFound(ARTICLE_NOT_FOUND);
  return parsed.data.id;
}
