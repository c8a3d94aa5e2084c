import type { TBillingSettingsView } from '@contracts/timesheets/billing';
import type { Table } from '../../ports/table';
import { ownedBookingPage } from '../booking-pages/owned-booking-page';
import { clientKey, type ClientItem } from '../clients/client-item';
import { anyTimeLogged, linkedPages } from '../clients/client-pages';
import { billingOf, billingViewOf } from './billing-item';
import { pageCurrency } from './currency-confirmation';

/**
 * The billing settings of one of the caller's booking pages: the defaults if never saved, with
 * the currency its zone suggests until one is confirmed, and the client they are the details of.
 * The currency is locked once time is logged on the page or on another page of its client, since
 * saving the form changes the client's currency, and so every one of its pages'.
 */
export async function getBilling(
  deps: { table: Pick<Table, 'get' | 'query'> },
  input: { bookingPageId: string; sub: string },
): Promise<TBillingSettingsView> {
  const bookingPage = await ownedBookingPage(deps.table, input.bookingPageId, input.sub);
  const page = await pageCurrency(deps.table, bookingPage);
  const clientId = bookingPage.clientId ?? null;
  let locked = page.locked;
  if (!locked && clientId) {
    const client = await deps.table.get<ClientItem>(clientKey(input.sub, clientId), {
      consistent: true,
    });
    const others = client ? await linkedPages(deps.table, client) : [];
    locked = await anyTimeLogged(
      deps.table,
      others.map((p) => p.id),
    );
  }
  return billingViewOf(
    { ...billingOf(bookingPage), currency: page.currency },
    { confirmed: page.confirmed, locked },
    clientId,
  );
}
