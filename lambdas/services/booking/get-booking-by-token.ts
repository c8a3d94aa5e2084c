import { MAX_LINK_MOVES, type TBookingByToken } from '@contracts/booking/cancel-booking';
import { linkMovesLeft } from '@domain/booking/link-moves';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import {
  bookingWindowOf,
  bookingPageKey,
  type BookingPageItem,
} from '../booking-pages/booking-page-item';
import { fromMeetingItem, type MeetingItem } from '../booking-pages/meeting-item';
import { openCancelLink } from './cancel-link';

/**
 * `GET /api/public/bookings/by-link`: the meeting the link may change, as its holder sees it; a
 * cancelled one too, with its page's link while the page takes bookings, to book another time.
 */
export async function getBookingByToken(
  deps: { table: Pick<Table, 'get'>; clock: Clock },
  input: { token: string },
): Promise<TBookingByToken> {
  const { meeting } = await openCancelLink(
    deps.table,
    input.token,
    deps.clock.now(),
    false,
    'show',
  );
  const page = await deps.table.get<BookingPageItem>(bookingPageKey(meeting.bookingPageId));
  return bookingOfLink(meeting, page);
}

/** What the link's holder may see of their meeting and its page. */
export function bookingOfLink(
  item: MeetingItem,
  page: BookingPageItem | undefined,
): TBookingByToken {
  const meeting = fromMeetingItem(item);
  return {
    pageName: page?.name ?? '',
    // As the public page names its host: the profile's name, never the account's e-mail.
    hostName: page?.hostName || null,
    startTime: meeting.startTime,
    endTime: meeting.endTime,
    attendeeName: meeting.attendeeName,
    platform: meeting.platform,
    // A cancelled meeting is not joined.
    ...(meeting.joinUrl && meeting.status === 'scheduled' ? { joinUrl: meeting.joinUrl } : {}),
    // The host's address, number or link: likewise only for a meeting that still takes place.
    location: (meeting.status === 'scheduled' && meeting.location) || null,
    status: meeting.status,
    horizonDays: bookingWindowOf(page ?? {}).horizonDays,
    movesLeft: linkMovesLeft({ maxMoves: MAX_LINK_MOVES }, item.linkMoves),
    ...(meeting.status === 'cancelled' && page && bookable(page) ? { pageSlug: page.slug } : {}),
  };
}

/** A page that takes bookings now: neither paused nor (being) deleted. */
const bookable = (page: BookingPageItem) =>
  page.isActive !== false && !page.deletingAt && !page.deletedAt;
