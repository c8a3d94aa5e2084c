import type { TConnection } from '@contracts/booking/connection';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import { addConnection } from './add-connection';

/** The Local Calendar dialog: a calendar that lives only in this product. */
export async function createLocalConnection(
  deps: { table: Pick<Table, 'get' | 'transaction'>; clock: Clock; ids: IdGenerator },
  input: { bookingPageId: string; sub: string; name: string },
): Promise<TConnection> {
  const id = deps.ids.newId();
  return addConnection(deps, {
    id,
    bookingPageId: input.bookingPageId,
    userId: input.sub,
    provider: 'local',
    providerCalendarId: id,
    providerCalendarName: input.name,
    createdAt: deps.clock.now().toISOString(),
  });
}
