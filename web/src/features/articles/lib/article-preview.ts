/** The admin preview's texts (`/admin/articles/{id}/preview`). */
export const previewTexts = {
  title: 'Article Preview',
  lead: 'The article as readers see it on its page, drafts included.',
  loading: 'Loading article...',
  notFound: 'Article not found. It may have been deleted.',
  failed: 'The article could not be loaded.',
  backToArticles: 'Back to articles',
  /** The articles manager's button, and its name for a screen reader. */
  button: 'Preview',
  buttonLabel: (title: string) => `Preview ${title}`,
} as const;

/** The banner above a preview: the reader's page, and whether readers can reach it yet. */
export const previewBanner = (isPublished: boolean) =>
  `Preview: this is how readers will see this article. ${isPublished ? 'It is published.' : 'It is not published.'}`;

/** Where an article's "Preview" goes. */
export const articlePreviewPath = (id: string) =>
  `/admin/articles/${encodeURIComponent(id)}/preview`;
