import useSWR from 'swr';
import type { TArticleTeaser } from '@contracts/articles/article';
import type { articleRoutes } from '@contracts/articles/routes';
import { routePath } from '@contracts/route';
import { apiFetch } from '@/lib/api-client';

/**
 * The landing preview loads no zod, so it names its route by type only: the compiler holds this
 * path to the contract's.
 */
const listPublished: Pick<typeof articleRoutes.listPublished, 'path'> = { path: '/api/articles' };

export const articlesKey = (limit: number) => routePath(listPublished, {}, { limit });

const isText = (v: unknown): v is string => typeof v === 'string';

/**
 * The fields a teaser shows, checked by hand rather than with the zod contract, which would add
 * zod to the landing page's preview chunk. An article that does not fit is left out.
 */
export function isPublicArticle(a: unknown): a is TArticleTeaser {
  const x = a as Partial<Record<keyof TArticleTeaser, unknown>> | null;
  return (
    !!x &&
    isText(x.id) &&
    isText(x.title) &&
    isText(x.excerpt) &&
    isText(x.authorName) &&
    isText(x.publishedAt) &&
    (x.imageUrl == null || isText(x.imageUrl))
  );
}

/** The newest published articles (public). */
export async function getArticles(limit: number): Promise<TArticleTeaser[]> {
  const data = await apiFetch<{ articles?: unknown }>(articlesKey(limit), { anonymous: true });
  if (!Array.isArray(data?.articles)) throw new Error('Unexpected answer from /api/articles');
  return data.articles.filter(isPublicArticle);
}

/** The landing preview's articles; a failure is shown by hiding the section (spec §8). */
export function useArticles(limit: number) {
  return useSWR(articlesKey(limit), () => getArticles(limit));
}
