// Intl rather than date-fns: the teaser dates load with the landing page's preview, and the
// `en-US` formats give exactly the spec's patterns ("MMM d, yyyy" and "MMMM d, yyyy").
const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const long = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

function toDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Teaser date, abbreviated month ("MMM d, yyyy"): "Mar 4, 2025". Empty for a missing or bad date. */
export function formatShortDate(iso: string | null | undefined): string {
  const date = toDate(iso);
  return date ? short.format(date) : '';
}

/** Reader date, full month ("MMMM d, yyyy"): "March 4, 2025". */
export function formatLongDate(iso: string | null | undefined): string {
  const date = toDate(iso);
  return date ? long.format(date) : '';
}

/** Admin list date in the browser's locale format (spec §9). */
export function formatListDate(iso: string | null | undefined, locale?: string): string {
  const date = toDate(iso);
  return date ? date.toLocaleDateString(locale) : '';
}

/** The date an admin list shows for an article: published ones by publish date, drafts by creation. */
export const articleListDate = (article: {
  isPublished: boolean;
  publishedAt: string | null;
  createdAt: string;
}) => (article.isPublished && article.publishedAt ? article.publishedAt : article.createdAt);
