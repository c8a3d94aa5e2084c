const BRAND = 'vCISO Hub';

/** The browser tab title of a page: "vCISO Hub — {title}", or the site's default title without one. */
export const documentTitle = (title?: string) =>
  title ? `${BRAND} — ${title}` : `${BRAND} — Virtual CISO marketplace`;

/**
 * Sets the document title while the page is shown. React 19 hoists `<title>` into `<head>` ahead of
 * the static one in index.html and removes it again on unmount, so no effect or clean-up is needed.
 */
export function DocumentTitle({ title }: { title?: string }) {
  return <title>{documentTitle(title)}</title>;
}
