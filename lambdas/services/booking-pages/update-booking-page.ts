import {
  bookingPageMessages,
  MOVED_SLUG_DAYS,
  type TBookingPage,
  type TUpdateBookingPageParsed,
} from '@contracts/booking/booking-page';
import { conflict } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import {
  atVersion,
  bookingPageKey,
  fromBookingPageItem,
  slugClaimKey,
  toSlugClaim,
  versionOf,
  type BookingPageItem,
  type FormerSlug,
  type SlugClaimItem,
} from './booking-page-item';
import { ownedBookingPage } from './owned-booking-page';

/** A page keeps at most this many old links alive; the oldest is let go first. */
export const MAX_FORMER_SLUGS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

const changedElsewhere = () => conflict(bookingPageMessages.changedElsewhere);

/**
 * The owner edits a booking page's settings or pauses / reactivates it (`isActive`). The edit
 * names the version it was made on; the page is written only while it is still at that version
 * (and the version grows by one), so an edit made in a stale tab is refused with 409 instead of
 * silently undoing another. Bookings commit only while the page is at the version they read
 * (`book-meeting.ts`), so after an edit commits no booking is accepted on the old settings.
 *
 * A new slug is claimed in the same transaction (409 when taken). The old slug's claim is kept
 * for `MOVED_SLUG_DAYS`, still naming the page, so links already shared keep working and nobody
 * else can take them over meanwhile; DynamoDB's `ttl` removes it afterwards.
 */
export async function updateBookingPage(
  deps: { table: Pick<Table, 'get' | 'transaction'>; clock: Clock },
  input: { id: string; sub: string; edit: TUpdateBookingPageParsed },
): Promise<TBookingPage> {
  const bookingPage = await ownedBookingPage(deps.table, input.id, input.sub);
  const { version: editedVersion, location, ...edit } = input.edit;
  if (editedVersion !== versionOf(bookingPage)) throw changedElsewhere();
  // A location set to null is taken off the page: visitors choose a platform again.
  const changes = Object.fromEntries(
    Object.entries({ ...edit, ...(location ? { location } : {}) }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as Partial<BookingPageItem>;
  const remove = location === null ? ['location'] : [];
  const now = deps.clock.now();

  const slug =
    changes.slug !== undefined && changes.slug !== bookingPage.slug ? changes.slug : null;
  // Whose the new slug is: nobody's, this page's own from before, or someone else's (409).
  const claim = slug
    ? await deps.table.get<SlugClaimItem>(slugClaimKey(slug), { consistent: true })
    : undefined;
  if (claim && claim.bookingPageId !== bookingPage.id)
    throw conflict(bookingPageMessages.slugTaken);
  const slugMove = slug ? planSlugMove(bookingPage, slug, now) : undefined;

  const version = versionOf(bookingPage) + 1;
  const set: Record<string, unknown> = {
    ...changes,
    version,
    ...(slugMove ? { formerSlugs: slugMove.formerSlugs } : {}),
  };
  // The page's own write comes first: a stale edit is told so before anything about the slug.
  const tx = deps.table
    .transaction()
    .update(
      bookingPageKey(bookingPage.id),
      { set, ...(remove.length ? { remove } : {}) },
      changedElsewhere(),
      atVersion(bookingPage),
    );
  if (slug && slugMove) {
    const taken = conflict(bookingPageMessages.slugTaken);
    if (claim)
      tx.update(slugClaimKey(slug), { remove: ['movedUntil', 'ttl'] }, taken, {
        bookingPageId: bookingPage.id,
      });
    else tx.create(toSlugClaim(slug, bookingPage.id), taken);
    tx.update(
      slugClaimKey(bookingPage.slug),
      { set: { movedUntil: slugMove.until, ttl: Math.floor(Date.parse(slugMove.until) / 1000) } },
      changedElsewhere(),
      { bookingPageId: bookingPage.id },
    );
    for (const former of slugMove.released)
      tx.delete(slugClaimKey(former), changedElsewhere(), { bookingPageId: bookingPage.id });
  }
  await tx.commit();
  const { location: _removed, ...kept } = bookingPage;
  return fromBookingPageItem({
    ...(remove.length ? kept : bookingPage),
    ...set,
  } as BookingPageItem);
}

/**
 * The page's moved slugs after a move to `slug`: the one it leaves is kept until `until`, the
 * one it takes back and those past their time drop out, and beyond `MAX_FORMER_SLUGS` the oldest
 * are let go (`released`: their claims are deleted).
 */
export function planSlugMove(
  bookingPage: Pick<BookingPageItem, 'slug' | 'formerSlugs'>,
  slug: string,
  now: Date,
): { until: string; formerSlugs: FormerSlug[]; released: string[] } {
  const until = new Date(now.getTime() + MOVED_SLUG_DAYS * DAY_MS).toISOString();
  const kept = [
    ...(bookingPage.formerSlugs ?? []).filter(
      (f) => f.slug !== slug && f.slug !== bookingPage.slug && f.until > now.toISOString(),
    ),
    { slug: bookingPage.slug, until },
  ];
  const cut = Math.max(0, kept.length - MAX_FORMER_SLUGS);
  return { until, formerSlugs: kept.slice(cut), released: kept.slice(0, cut).map((f) => f.slug) };
}
