import { cancelBookingMessages } from '@contracts/booking/cancel-booking';
import { notFound } from '../../errors';
import type { Table, TableKey } from '../../ports/table';
import { meetingKey, type MeetingItem } from '../calendars/meeting-item';
import { cancelTokenKey, isLiveCancelToken, type CancelTokenItem } from './cancel-token-item';

export interface OpenCancelLink {
  tokenKey: TableKey;
  token: CancelTokenItem;
  meeting: MeetingItem;
}

/**
 * The meeting behind a visitor's cancel link. An unknown token, one past its `ttl`, one whose
 * meeting is gone and one already used all answer the same 404.
 */
export async function openCancelLink(
  table: Pick<Table, 'get'>,
  token: string,
  now: Date,
  consistent: boolean,
): Promise<OpenCancelLink> {
  const tokenKey = cancelTokenKey(token);
  const item = await table.get(tokenKey, { consistent });
  if (!isLiveCancelToken(item, now)) throw notFound(cancelBookingMessages.notFound);
  const meeting = await table.get<MeetingItem>(
    meetingKey({ calendarId: item.calendarId, startTime: item.startTime, id: item.meetingId }),
    { consistent },
  );
  if (!meeting || meeting.status !== 'scheduled') throw notFound(cancelBookingMessages.notFound);
  return { tokenKey, token: item, meeting };
}
