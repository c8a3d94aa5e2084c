import { calendarMessages } from '@contracts/booking/calendar';
import {
  billingMessages,
  type TBillingSettingsParsed,
  type TBillingSettingsView,
} from '@contracts/timesheets/billing';
import { conflict, notFound } from '../../errors';
import type { Table } from '../../ports/table';
import { calendarKey } from '../calendars/calendar-item';
import { ownedCalendar } from '../calendars/owned-calendar';
import { billingOf, billingViewOf, toStoredBilling } from './billing-item';
import { currencyLocked } from './currency-lock';

/**
 * Saves a booking page's billing settings as a whole. The currency changes only while no time
 * has been logged on the page (409 after); saving the same one is always fine. A new default
 * rate is for entries made from now on: every entry keeps the rate it was made with. The write
 * holds only while the page is still its owner's and not being deleted, so settings never bring
 * a deleted page back.
 */
export async function saveBilling(
  deps: { table: Pick<Table, 'get' | 'query' | 'transaction'> },
  input: { calendarId: string; sub: string; settings: TBillingSettingsParsed },
): Promise<TBillingSettingsView> {
  const calendar = await ownedCalendar(deps.table, input.calendarId, input.sub);
  const locked = await currencyLocked(deps.table, calendar.id);
  if (locked && input.settings.currency !== billingOf(calendar).currency)
    throw conflict(billingMessages.currencyLocked);
  const billing = toStoredBilling(input.settings);
  await deps.table
    .transaction()
    .update(calendarKey(calendar.id), { set: { billing } }, notFound(calendarMessages.notFound), {
      userId: input.sub,
      deletingAt: undefined,
      deletedAt: undefined,
    })
    .commit();
  return billingViewOf(billingOf({ billing }), locked);
}
