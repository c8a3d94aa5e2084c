import type { TBillingSettingsView } from '@contracts/timesheets/billing';
import type { Table } from '../../ports/table';
import { ownedCalendar } from '../calendars/owned-calendar';
import { billingOf, billingViewOf } from './billing-item';
import { currencyLocked } from './currency-lock';

/** The billing settings of one of the caller's booking pages (the defaults if never saved). */
export async function getBilling(
  deps: { table: Pick<Table, 'get' | 'query'> },
  input: { calendarId: string; sub: string },
): Promise<TBillingSettingsView> {
  const calendar = await ownedCalendar(deps.table, input.calendarId, input.sub);
  return billingViewOf(billingOf(calendar), await currencyLocked(deps.table, calendar.id));
}
