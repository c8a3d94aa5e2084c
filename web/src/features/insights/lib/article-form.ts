import type * as z from 'zod';
import type { TArticle } from '@contracts/articles/article';
import { ZSaveArticle } from '@contracts/articles/save-article';

/** What the article form holds: text fields as typed, plus the publish switch. */
export interface ArticleFormValues {
  title: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  authorName: string;
  isPublished: boolean;
}

/** What create and update send: the form checked and normalised by the shared contract. */
export type ArticleInput = z.output<typeof ZSaveArticle>;

export const emptyArticleForm: ArticleFormValues = {
  title: '',
  excerpt: '',
  content: '',
  imageUrl: '',
  authorName: '',
  isPublished: false,
};

/** The form filled from an existing article, for editing. */
export function articleToForm(article: TArticle): ArticleFormValues {
  return {
    title: article.title,
    excerpt: article.excerpt,
    content: article.content,
    imageUrl: article.imageUrl ?? '',
    authorName: article.authorName,
    isPublished: article.isPublished,
  };
}

export type ArticleFormCheck = { ok: true; input: ArticleInput } | { ok: false; message: string };

/**
 * Checks the form with the same schema the API uses. On failure, the first rule's message (spec §5:
 * any missing title, excerpt or content gives "Please fill in all required fields").
 */
export function checkArticleForm(values: ArticleFormValues): ArticleFormCheck {
  const result = ZSaveArticle.safeParse(values);
  if (!result.success) {
    return { ok: false, message: result.error.issues[0]?.message ?? 'Please check the form' };
  }
  // A blank author name is left out: the server then credits the hub team.
  const { authorName, ...rest } = result.data;
  return { ok: true, input: authorName ? { ...rest, authorName } : rest };
}
