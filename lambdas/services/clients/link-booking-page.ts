import { clientMessages, MAX_CLIENT_PAGES, type TClient } from '@contracts/clients/client';
import { concurrentWrite, conflict } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { bookingPageKey, ENGAGEMENT_LINK_ATTRIBUTES } from '../booking-pages/booking-page-item';
import { ownedBookingPage } from '../booking-pages/owned-booking-page';
import { retryOnClash } from '../retry-on-clash';
import { pageCurrency } from '../timesheets/currency-confirmation';
import { clientKey, pageBillingOf, type ClientItem } from './client-item';
import { clientView, linkedPages, ownedClient, rewriteClient } from './client-pages';

/**
 * Makes one of the caller's booking pages bill this client, in one transaction: the page takes the
 * client's details into its `billing` (keeping its own default rate and meeting billing), the
 * client lists the page, and the client it billed before, if any, lets it go (with the page's
 * engagement of that client). A page with time
 * logged keeps its currency, so it joins only a client of that currency (409 otherwise). Linking
 * a page to the client it already bills changes nothing.
 */
export async function linkBookingPage(
  deps: { table: Pick<Table, 'get' | 'query' | 'transaction'>; clock: Clock },
  input: { sub: string; id: string; bookingPageId: string },
): Promise<TClient> {
  return retryOnClash(3, async () => {
    const client = await ownedClient(deps.table, input.sub, input.id);
    const page = await ownedBookingPage(deps.table, input.bookingPageId, input.sub);
    const pages = await linkedPages(deps.table, client);
    if (page.clientId === client.id && pages.some((p) => p.id === page.id))
      return clientView(deps.table, client, pages);
    if (pages.length >= MAX_CLIENT_PAGES) throw conflict(clientMessages.tooManyBookingPages);
    const current = await pageCurrency(deps.table, page);
    if (current.locked && current.currency !== client.currency)
      throw conflict(clientMessages.currencyLocked);

    const now = deps.clock.now().toISOString();
    const linked: ClientItem = {
      ...client,
      bookingPageIds: [...pages.map((p) => p.id), page.id],
      updatedAt: now,
      version: client.version + 1,
    };
    const tx = deps.table.transaction();
    tx.update(
      bookingPageKey(page.id),
      {
        set: { clientId: client.id, billing: pageBillingOf(page, client) },
        // An engagement is one client's: the page leaves the one of the client it billed.
        ...(page.clientId === client.id ? {} : { remove: ENGAGEMENT_LINK_ATTRIBUTES }),
      },
      concurrentWrite(),
      {
        userId: input.sub,
        clientId: page.clientId,
        deletingAt: undefined,
        deletedAt: undefined,
      },
    );
    rewriteClient(tx, client, linked);
    const former =
      page.clientId && page.clientId !== client.id
        ? await deps.table.get<ClientItem>(clientKey(input.sub, page.clientId), {
            consistent: true,
          })
        : undefined;
    if (former)
      rewriteClient(tx, former, {
        ...former,
        bookingPageIds: former.bookingPageIds.filter((id) => id !== page.id),
        updatedAt: now,
      });
    await tx.commit();
    return clientView(deps.table, linked, [...pages, { ...page, clientId: client.id }]);
  });
}
