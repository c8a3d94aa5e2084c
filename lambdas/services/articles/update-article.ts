import { DEFAULT_AUTHOR, type TArticle } from '@contracts/articles/article';
import type { TSaveArticleParsed } from '@contracts/articles/save-article';
import { fieldsFromForm } from '@domain/articles/publication';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { rewriteArticle } from './rewrite-article';

export interface UpdateArticleInput {
  id: string;
  article: TSaveArticleParsed;
}

/**
 * The edit form's save: every form field replaced. Publishing through the switch sets
 * `publishedAt` only if the article was never published; `createdBy`/`createdAt` never change.
 */
export async function updateArticle(
  deps: { table: Pick<Table, 'rewrite'>; clock: Clock },
  input: UpdateArticleInput,
): Promise<TArticle> {
  return rewriteArticle(deps, input.id, (current, now) => ({
    ...current,
    ...fieldsFromForm(input.article, current.publishedAt, now, DEFAULT_AUTHOR),
  }));
}
