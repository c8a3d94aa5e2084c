import type { TRangeQuery } from '@contracts/booking/meeting';
import type { TSlotList } from '@contracts/booking/public-booking';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { openCancelLink } from './cancel-link';
import { pageForMove } from './link-page';
import { freeTimesForMove } from './move-meeting';

/** `GET /api/public/bookings/by-link/slots`: where the link's holder may move their meeting. */
export async function listRescheduleSlots(
  deps: { table: Pick<Table, 'get' | 'queryAll'>; clock: Clock },
  input: { token: string; range: TRangeQuery },
): Promise<TSlotList> {
  const now = deps.clock.now();
  const { meeting } = await openCancelLink(deps.table, input.token, now, false);
  const calendar = await pageForMove(deps.table, meeting, false);
  return freeTimesForMove(deps.table, { calendar, meeting, range: input.range, now });
}
