import { cancelBookingMessages, MAX_LINK_MOVES } from '@contracts/booking/cancel-booking';
import type { TRangeQuery } from '@contracts/booking/meeting';
import { linkMovesLeft } from '@domain/booking/link-moves';
import { conflict } from '../../errors';
import type { TSlotList } from '@contracts/booking/public-booking';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { openCancelLink } from './cancel-link';
import { pageForMove } from './link-page';
import { freeTimesForMove } from './move-meeting';

/**
 * `GET /api/public/bookings/by-link/slots`: where the link's holder may move their meeting; none
 * once the link has had its moves (409, the visitor contacts the host).
 */
export async function listRescheduleSlots(
  deps: { table: Pick<Table, 'get' | 'queryAll'>; clock: Clock },
  input: { token: string; range: TRangeQuery },
): Promise<TSlotList> {
  const now = deps.clock.now();
  const { meeting } = await openCancelLink(deps.table, input.token, now, false);
  if (linkMovesLeft({ maxMoves: MAX_LINK_MOVES }, meeting.linkMoves) === 0)
    throw conflict(cancelBookingMessages.movesUsedUp);
  const bookingPage = await pageForMove(deps.table, meeting, false);
  return freeTimesForMove(deps.table, { bookingPage, meeting, range: input.range, now });
}
