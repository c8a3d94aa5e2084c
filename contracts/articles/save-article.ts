import * as z from 'zod';
import { PAGE_SIZES, ZPageQuery } from '../paging';
import { requiredText } from '../text-fields';

export const saveArticleMessages = {
  /** The spec's one message for any missing required article field (spec §5). */
  required: 'Please fill in all required fields',
  imageUrl: 'Image URL must be a valid http or https URL',
  imageUrlTooLong: 'Image URL must be at most 2,048 characters',
  authorName: 'Author name must be text',
  authorNameTooLong: 'Author name must be at most 100 characters',
  published: 'Publish must be true or false',
  updatedAtRequired: 'Send the article as you loaded it',
  /** 409: the article was saved by someone else after this editor opened it. */
  stale:
    'This article was changed by someone else since you opened it. Reload it to see their changes, then save again.',
} as const;

const required = (max: number, label: string) =>
  requiredText(saveArticleMessages.required, label, max);

/** True for an absolute http(s) URL with a host; never `javascript:`, `data:` or a relative path. */
function isWebUrl(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An http(s) URL, or nothing (empty text and null both mean no image). */
const ZImageUrl = z
  .string(saveArticleMessages.imageUrl)
  .trim()
  .max(2048, saveArticleMessages.imageUrlTooLong)
  .refine((v) => v === '' || isWebUrl(v), saveArticleMessages.imageUrl)
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

/** Create and full update of an article (the admin form). Unknown keys (e.g. `createdBy`) are dropped. */
export const ZSaveArticle = z.object(
  {
    title: required(200, 'Title'),
    excerpt: required(1000, 'Excerpt'),
    content: required(50_000, 'Content'),
    imageUrl: ZImageUrl,
    /** Blank or absent means the hub team. */
    authorName: z
      .string(saveArticleMessages.authorName)
      .trim()
      .max(100, saveArticleMessages.authorNameTooLong)
      .nullable()
      .optional(),
    isPublished: z.boolean(saveArticleMessages.published).default(false),
  },
  saveArticleMessages.required,
);
export type TSaveArticle = z.input<typeof ZSaveArticle>;
/** The body after validation: trimmed text, `imageUrl` null when blank, `isPublished` defaulted. */
export type TSaveArticleParsed = z.output<typeof ZSaveArticle>;

/**
 * Full update: the form's fields and the `updatedAt` of the article as the editor loaded it, so
 * a save over a newer change is refused instead of overwriting it.
 */
export const ZUpdateArticle = ZSaveArticle.extend({
  expectedUpdatedAt: z
    .string(saveArticleMessages.updatedAtRequired)
    .trim()
    .min(1)
    .max(40)
    .optional(),
});
export type TUpdateArticle = z.input<typeof ZUpdateArticle>;
export type TUpdateArticleParsed = z.output<typeof ZUpdateArticle>;

/** Publish / Unpublish. */
export const ZSetArticlePublished = z.object(
  { isPublished: z.boolean(saveArticleMessages.published) },
  saveArticleMessages.published,
);
export type TSetArticlePublished = z.infer<typeof ZSetArticlePublished>;

export const ZListArticlesQuery = ZPageQuery(PAGE_SIZES.publicArticles);
