import { cancelBookingMessages } from '@contracts/booking/cancel-booking';
import { notFound } from '../../errors';
import type { Table, TableKey } from '../../ports/table';
import { meetingKey, type MeetingItem } from '../booking-pages/meeting-item';
import { cancelTokenKey, isLiveCancelToken, type CancelTokenItem } from './cancel-token-item';

export interface OpenCancelLink {
  tokenKey: TableKey;
  token: CancelTokenItem;
  meeting: MeetingItem;
}

/**
 * The meeting behind a visitor's cancel link. An unknown token, one past its `ttl` and one whose
 * meeting is gone all answer the same 404; so does one whose meeting was cancelled, unless
 * `cancelled` is 'show' (the link's page then says so and offers another time). A link lives until
 * its meeting's end, cancelled or not; only a scheduled meeting can be changed through it.
 */
export async function openCancelLink(
  table: Pick<Table, 'get'>,
  token: string,
  now: Date,
  consistent: boolean,
  cancelled: 'refuse' | 'show' = 'refuse',
): Promise<OpenCancelLink> {
  const tokenKey = cancelTokenKey(token);
  const item = await table.get(tokenKey, { consistent });
  if (!isLiveCancelToken(item, now)) throw notFound(cancelBookingMessages.notFound);
  const meeting = await table.get<MeetingItem>(
    meetingKey({
      bookingPageId: item.bookingPageId,
      startTime: item.startTime,
      id: item.meetingId,
    }),
    { consistent },
  );
  const open = meeting?.status === 'scheduled' || (cancelled === 'show' && !!meeting);
  if (!meeting || !open) throw notFound(cancelBookingMessages.notFound);
  return { tokenKey, token: item, meeting };
}
