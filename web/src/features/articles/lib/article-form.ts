import type * as z from 'zod';
import type { TArticle } from '@contracts/articles/article';
import type { ZSaveArticle } from '@contracts/articles/save-article';

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

/**
 * What create and update send, from the form's values as the contract parsed them: a blank author
 * name is left out, and the server then credits the hub team.
 */
export function toArticleInput({ authorName, ...rest }: ArticleInput): ArticleInput {
  return authorName ? { ...rest, authorName } : rest;
}
