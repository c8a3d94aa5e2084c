import type { TRangeQuery } from '@contracts/booking/meeting';
import type { TSlotList } from '@contracts/booking/public-booking';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { ownedMeeting } from '../booking-pages/owned-meeting';
import { assertMovable, freeTimesForMove } from './move-meeting';

/** `GET …/meetings/{meetingId}/slots`: where the owner may move a booked meeting to. */
export async function ownerMoveSlots(
  deps: { table: Pick<Table, 'get' | 'queryAll'>; clock: Clock },
  input: { bookingPageId: string; meetingId: string; sub: string; range: TRangeQuery },
): Promise<TSlotList> {
  const { bookingPage, meeting } = await ownedMeeting(deps.table, input);
  assertMovable(meeting);
  return freeTimesForMove(deps.table, {
    bookingPage,
    meeting,
    range: input.range,
    now: deps.clock.now(),
  });
}
