import { DEFAULT_AUTHOR, type TArticle } from '@contracts/articles/article';
import { saveArticleMessages, type TUpdateArticleParsed } from '@contracts/articles/save-article';
import { fieldsFromForm } from '@domain/articles/publication';
import { conflict } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { rewriteArticle } from './rewrite-article';

export interface UpdateArticleInput {
  id: string;
  article: TUpdateArticleParsed;
}

/**
 * The edit form's save: every form field replaced, unless the article changed since the editor
 * loaded it (`expectedUpdatedAt`), which is a 409 that leaves the newer change in place. Publishing through the switch sets
 * `publishedAt` only if the article was never published; `createdBy`/`createdAt` never change.
 */
export async function updateArticle(
  deps: { table: Pick<Table, 'rewrite'>; clock: Clock },
  input: UpdateArticleInput,
): Promise<TArticle> {
  const { expectedUpdatedAt, ...fields } = input.article;
  return rewriteArticle(deps, input.id, (current, now) => {
    if (expectedUpdatedAt && expectedUpdatedAt !== current.updatedAt)
      throw conflict(saveArticleMessages.stale);
    return {
      ...current,
      ...fieldsFromForm(fields, current.publishedAt, now, DEFAULT_AUTHOR),
    };
  });
}
