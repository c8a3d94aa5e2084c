import { DEFAULT_AUTHOR, type TArticle } from '@contracts/articles/article';
import type { TSaveArticleParsed } from '@contracts/articles/save-article';
import { fieldsFromForm } from '@domain/articles/publication';
import { ID_TAKEN } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import { toArticleItem } from './article-item';

export interface CreateArticleInput {
  /** The caller's verified sub: the article's `createdBy`, never taken from the body. */
  sub: string;
  article: TSaveArticleParsed;
}

/** A new article; published now when created published, with the hub team as default author. */
export async function createArticle(
  deps: { table: Pick<Table, 'create'>; clock: Clock; ids: IdGenerator },
  input: CreateArticleInput,
): Promise<TArticle> {
  const now = deps.clock.now().toISOString();
  const article: TArticle = {
    id: deps.ids.newId(),
    ...fieldsFromForm(input.article, null, now, DEFAULT_AUTHOR),
    createdBy: input.sub,
    createdAt: now,
    updatedAt: now,
  };
  await deps.table.create(toArticleItem(article, 1), ID_TAKEN);
  return article;
}
