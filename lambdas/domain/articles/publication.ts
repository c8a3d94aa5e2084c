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
