import { connectionMessages, type TOAuthProvider } from '@contracts/booking/connection';
import { notConfigured } from '../../errors';
import type { Table } from '../../ports/table';
import { ownedCalendar } from './owned-calendar';

/**
 * Starts connecting a Google or Microsoft calendar. This deployment holds no OAuth client
 * credentials for calendar access, so it says so plainly instead of opening a popup that
 * cannot work.
 */
export async function startOAuth(
  deps: { table: Pick<Table, 'get'> },
  input: { calendarId: string; sub: string; provider: TOAuthProvider },
): Promise<never> {
  await ownedCalendar(deps.table, input.calendarId, input.sub);
  throw notConfigured(connectionMessages.notConfigured(input.provider));
}
