import type { TArticle, TPublicArticle } from '@contracts/articles/article';
import type { TableItem, TableKey } from '../../ports/table';

/**
 * How an article is stored (DESIGN §4), in one place: the item, its keys, and the contract shapes.
 *
 * - GSI1 `ARTICLES` holds every article. Its sort key puts never-published drafts first (newest
 *   created first) and then the rest by `publishedAt`, newest first, in ONE descending query:
 *   `2#<createdAt>#<id>` for a never-published draft, `1#<publishedAt>#<id>` otherwise.
 * - GSI2 `ARTICLES#PUBLISHED` / `<publishedAt>#<id>` exists only while the article is published,
 *   so the public list is a plain descending query with a limit.
 * - `version` grows on every rewrite; writes are conditioned on it (optimistic lock).
 */
export const ALL_ARTICLES_PK = 'ARTICLES';
export const PUBLISHED_ARTICLES_PK = 'ARTICLES#PUBLISHED';

export const articleKey = (id: string): TableKey => ({ PK: `ARTICLE#${id}`, SK: 'ARTICLE' });

export interface ArticleItem extends TableItem {
  id: string;
  title: string;
  excerpt: string;
  content: string;
  imageUrl?: string;
  authorName: string;
  isPublished: boolean;
  publishedAt?: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  GSI1PK: string;
  GSI1SK: string;
  GSI2PK?: string;
  GSI2SK?: string;
}

export function adminSortKey(article: Pick<TArticle, 'id' | 'publishedAt' | 'createdAt'>): string {
  return article.publishedAt
    ? `1#${article.publishedAt}#${article.id}`
    : `2#${article.createdAt}#${article.id}`;
}

/** The whole item for an article; GSI2 keys only while it is published. */
export function toArticleItem(article: TArticle, version: number): ArticleItem {
  const { imageUrl, publishedAt, ...rest } = article;
  return {
    ...articleKey(article.id),
    ...rest,
    ...(imageUrl ? { imageUrl } : {}),
    ...(publishedAt ? { publishedAt } : {}),
    version,
    GSI1PK: ALL_ARTICLES_PK,
    GSI1SK: adminSortKey(article),
    ...(article.isPublished && publishedAt
      ? { GSI2PK: PUBLISHED_ARTICLES_PK, GSI2SK: `${publishedAt}#${article.id}` }
      : {}),
  };
}

/** The admin shape of a stored article; keys, index attributes and the version stay behind. */
export function fromArticleItem(item: TableItem): TArticle {
  const a = item as Partial<ArticleItem>;
  return {
    id: String(a.id),
    title: String(a.title ?? ''),
    excerpt: String(a.excerpt ?? ''),
    content: String(a.content ?? ''),
    imageUrl: typeof a.imageUrl === 'string' && a.imageUrl ? a.imageUrl : null,
    authorName: String(a.authorName ?? ''),
    isPublished: a.isPublished === true,
    publishedAt: typeof a.publishedAt === 'string' && a.publishedAt ? a.publishedAt : null,
    createdBy: String(a.createdBy ?? ''),
    createdAt: String(a.createdAt ?? ''),
    updatedAt: String(a.updatedAt ?? ''),
  };
}

export const versionOf = (item: TableItem): number =>
  typeof item.version === 'number' ? item.version : 0;

/** The reader's shape, or undefined for an article anonymous readers may not see. */
export function toPublicArticle(article: TArticle): TPublicArticle | undefined {
  if (!article.isPublished || !article.publishedAt) return undefined;
  const { createdBy: _createdBy, isPublished: _isPublished, ...rest } = article;
  return { ...rest, publishedAt: article.publishedAt };
}
