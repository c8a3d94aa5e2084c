/**
 * When an article counts as published (spec §3, §4). `publishedAt` is set the first time an
 * article is published and kept from then on, through unpublish and re-publish, so the article
 * keeps its place in the lists.
 */
export function publishedAtAfter(
  previous: string | null,
  isPublished: boolean,
  now: string,
): string | null {
  if (previous) return previous;
  return isPublished ? now : null;
}

/** The author shown for an article: the given name, or the hub team when it is blank. */
export function authorNameOf(given: string | null | undefined, defaultAuthor: string): string {
  const name = given?.trim();
  return name ? name : defaultAuthor;
}

export interface ArticleForm {
  title: string;
  excerpt: string;
  content: string;
  imageUrl?: string | null;
  authorName?: string | null;
  isPublished: boolean;
}

/**
 * The article fields a save of the admin form sets, the same for create and update: a blank
 * author becomes the hub team and `publishedAt` follows `publishedAtAfter`.
 */
export function fieldsFromForm(
  form: ArticleForm,
  previousPublishedAt: string | null,
  now: string,
  defaultAuthor: string,
) {
  return {
    title: form.title,
    excerpt: form.excerpt,
    content: form.content,
    imageUrl: form.imageUrl ?? null,
    authorName: authorNameOf(form.authorName, defaultAuthor),
    isPublished: form.isPublished,
    publishedAt: publishedAtAfter(previousPublishedAt, form.isPublished, now),
  };
}
