import type { TBillingSettingsView } from '@contracts/timesheets/billing';
import type { Table } from '../../ports/table';
import { ownedBookingPage } from '../booking-pages/owned-booking-page';
import { billingOf, billingViewOf } from './billing-item';
import { pageCurrency } from './currency-confirmation';

/**
 * The billing settings of one of the caller's booking pages: the defaults if never saved, with
 * the currency its zone suggests until one is confirmed.
 */
export async function getBilling(
  deps: { table: Pick<Table, 'get' | 'query'> },
  input: { bookingPageId: string; sub: string },
): Promise<TBillingSettingsView> {
  const bookingPage = await ownedBookingPage(deps.table, input.bookingPageId, input.sub);
  const page = await pageCurrency(deps.table, bookingPage);
  return billingViewOf({ ...billingOf(bookingPage), currency: page.currency }, page);
}
