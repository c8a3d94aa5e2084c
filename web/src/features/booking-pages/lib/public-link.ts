/** The public booking link of a page (spec §9): `{origin}/book/{slug}`. */
export const publicLink = (slug: string, origin: string = window.location.origin): string =>
  `${origin}/book/${encodeURIComponent(slug)}`;
