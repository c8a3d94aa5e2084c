import { bookingMessages, type TPublicBookingPage } from '@contracts/booking/public-booking';
import type { TMeetingPlatform } from '@contracts/booking/meeting';
import { offeredChoice } from '@domain/booking/meeting-location';
import { linkPlatforms, PLATFORM_PROVIDER } from '@domain/booking/meeting-platforms';
import { availableDays, type SlotRules } from '@domain/booking/slots';
import { notFound } from '../../errors';
import type { Table } from '../../ports/table';
import {
  bookingWindowOf,
  bookingPageKey,
  connectedProvidersOf,
  locationOf,
  providerCountAttribute,
  slugClaimKey,
  type BookingPageItem,
  type SlugClaimItem,
} from '../booking-pages/booking-page-item';

/** The period grown by `minutes` on both sides. */
export const widened = (period: { from: Date; to: Date }, minutes: number) => ({
  from: new Date(period.from.getTime() - minutes * 60_000),
  to: new Date(period.to.getTime() + minutes * 60_000),
});

/**
 * The booking page behind a public link: the slug's claim names the page, then the page is read.
 * An unknown slug and a deleted page (or one being deleted) answer the same 404 (spec §2
 * "Calendar Not Found"); a page its owner paused answers 404 saying it takes no bookings now. The page names its current slug; a claim of another slug
 * leads to it only while it is a moved slug's claim within its time (`movedUntil`): links shared
 * before a slug change keep working for a while. Slug and claims change in one transaction.
 */
export async function findPublicBookingPage(
  table: Pick<Table, 'get'>,
  slug: string,
  consistent = false,
  now = new Date(),
): Promise<BookingPageItem> {
  const claim = await table.get<SlugClaimItem>(slugClaimKey(slug), { consistent });
  const bookingPage =
    claim &&
    (await table.get<BookingPageItem>(bookingPageKey(claim.bookingPageId), { consistent }));
  const reachable =
    !!bookingPage &&
    (bookingPage.slug === slug ||
      (typeof claim.movedUntil === 'string' && claim.movedUntil > now.toISOString()));
  if (!reachable || bookingPage.deletingAt || bookingPage.deletedAt)
    throw notFound(bookingMessages.notFound);
  if (bookingPage.isActive === false) throw notFound(bookingMessages.paused);
  return bookingPage;
}

export const slotRulesOf = (bookingPage: BookingPageItem): SlotRules => ({
  availability: bookingPage.availability,
  timeZone: bookingPage.timeZone,
  durationMinutes: bookingPage.defaultMeetingDuration,
  bufferMinutes: bookingPage.bufferTime,
  ...bookingWindowOf(bookingPage),
});

/** The video platforms whose join link the page's connected calendars will make. */
export const offeredPlatforms = (bookingPage: BookingPageItem): TMeetingPlatform[] =>
  linkPlatforms(connectedProvidersOf(bookingPage).map((provider) => ({ provider })));

/** The page's count of the calendars that make `platform`'s link, as a condition on the page. */
export const platformCount = (bookingPage: BookingPageItem, platform: TMeetingPlatform) => {
  const attribute = providerCountAttribute(PLATFORM_PROVIDER[platform]);
  return { [attribute]: bookingPage[attribute] };
};

/**
 * What an anonymous visitor may see; the owner and settings beyond these stay behind, and so does
 * the value of a location the owner set (only its kind is shown before booking).
 */
export const toPublicBookingPage = (bookingPage: BookingPageItem): TPublicBookingPage => {
  const choice = offeredChoice(locationOf(bookingPage.location), offeredPlatforms(bookingPage));
  return {
    name: bookingPage.name,
    hostName:
      typeof bookingPage.hostName === 'string' && bookingPage.hostName
        ? bookingPage.hostName
        : null,
    description: bookingPage.description,
    slug: bookingPage.slug,
    defaultMeetingDuration: bookingPage.defaultMeetingDuration,
    ...bookingWindowOf(bookingPage),
    timeZone: bookingPage.timeZone,
    availableDays: availableDays(bookingPage.availability),
    meetingPlatforms: choice.platforms,
    locationKind: choice.locationKind,
  };
};
