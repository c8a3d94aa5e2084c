import type { TArticle, TPublicArticle } from '@contracts/articles/article';
import { articleKeys } from '../../keys/article';
import type { TPageQuery } from '@contracts/paging';
import type { Table, TableItem, TableKey } from '../../ports/table';
import { readPage } from '../page-cursor';

/**
 * How an article is stored, in one place: the item and the contract shapes (keys and indexes:
 * `lambdas/keys/article.ts`). `version` grows on every rewrite; writes are conditioned on it.
 */
export const articleKey = (id: string): TableKey => articleKeys.key({ id });

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

/** Never-published drafts (rank 2, by creation) sort before the rest (rank 1, by publication). */
function adminIndex(article: Pick<TArticle, 'id' | 'publishedAt' | 'createdAt'>) {
  return article.publishedAt
    ? articleKeys.indexAttributes('GSI1', { rank: '1', at: article.publishedAt, id: article.id })
    : articleKeys.indexAttributes('GSI1', { rank: '2', at: article.createdAt, id: article.id });
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
    ...adminIndex(article),
    ...(article.isPublished && publishedAt
      ? articleKeys.indexAttributes('GSI2', { publishedAt, id: article.id })
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

/** The reader's shape, or undefined for an article anonymous readers may not see. */
export function toPublicArticle(article: TArticle): TPublicArticle | undefined {
  if (!article.isPublished || !article.publishedAt) return undefined;
  const { createdBy: _createdBy, isPublished: _isPublished, ...rest } = article;
  return { ...rest, publishedAt: article.publishedAt };
}

/** What a teaser shows (and what tells a published article): never the body. */
export const TEASER_ATTRIBUTES = [
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

/**
 * A page of articles in one index's order, newest first, reading only `projection`: bodies (up to
 * 50,000 characters each) are never read for a list.
 */
export function readArticlesNewestFirst(
  table: Pick<Table, 'query'>,
  index: 'GSI1' | 'GSI2',
  projection: string[],
  page: TPageQuery,
) {
  return readPage(
    table,
    { index, pk: articleKeys.indexPartition(index, {}), ascending: false, projection },
    page,
  );
}
