import { meetingMessages } from '@contracts/booking/meeting';
import { notFound } from '../../errors';
import { meetingKeys } from '../../keys/meeting';
import type { Table } from '../../ports/table';
import type { BookingPageItem } from './booking-page-item';
import { meetingKey, meetingRefKey, type MeetingItem, type MeetingRefItem } from './meeting-item';
import { ownedBookingPage } from './owned-booking-page';

/**
 * One meeting of the caller's booking page, by id, read strongly consistently, with its page.
 * Another owner's page or meeting answers like a missing one (404). The meeting's ref names its
 * start; a meeting written before refs were kept is found once by a keys-only Query of the page.
 */
export async function ownedMeeting(
  table: Pick<Table, 'get' | 'queryAll'>,
  input: { bookingPageId: string; meetingId: string; sub: string },
): Promise<{ bookingPage: BookingPageItem; meeting: MeetingItem }> {
  const bookingPage = await ownedBookingPage(table, input.bookingPageId, input.sub);
  const ids = { bookingPageId: bookingPage.id, id: input.meetingId };
  const ref = await table.get<MeetingRefItem>(meetingRefKey(ids), { consistent: true });
  const startTime = ref?.startTime ?? (await startOfUnreferenced(table, ids));
  const meeting =
    startTime &&
    (await table.get<MeetingItem>(meetingKey({ ...ids, startTime }), { consistent: true }));
  if (!meeting || meeting.userId !== input.sub) throw notFound(meetingMessages.notFound);
  return { bookingPage, meeting };
}

async function startOfUnreferenced(
  table: Pick<Table, 'queryAll'>,
  ids: { bookingPageId: string; id: string },
): Promise<string | undefined> {
  const keys = await table.queryAll({
    ...meetingKeys.inPartition({ bookingPageId: ids.bookingPageId }),
    consistent: true,
    projection: ['PK', 'SK'],
  });
  for (const key of keys) {
    const parsed = meetingKeys.parse(key);
    if (parsed?.id === ids.id) return parsed.start;
  }
  return undefined;
}
