import { clientMessages, type TClient } from '@contracts/clients/client';
import { concurrentWrite, notFound } from '../../errors';
import type { Table, TransactionBuilder } from '../../ports/table';
import { bookingPageKey, type BookingPageItem } from '../booking-pages/booking-page-item';
import { currencyLocked } from '../timesheets/currency-lock';
import {
  clientAttributesOf,
  clientKey,
  clientViewOf,
  pageBillingOf,
  type ClientItem,
} from './client-item';

/** The caller's client, read strongly consistently; another owner's is simply not there (404). */
export async function ownedClient(
  table: Pick<Table, 'get'>,
  sub: string,
  id: string,
): Promise<ClientItem> {
  const client = await table.get<ClientItem>(clientKey(sub, id), { consistent: true });
  if (!client) throw notFound(clientMessages.notFound);
  return client;
}

/**
 * The booking pages that bill the client, each read strongly consistently. An id whose page is
 * gone, finished deleting or now bills another client is passed over: the page's own `clientId`
 * is what says whom it bills, the client's list only where to look (a deletion that stopped
 * midway may leave an id behind). A page whose deletion has started still bills the client until
 * its deletion finishes, which takes it off the list.
 */
export async function linkedPages(
  table: Pick<Table, 'get'>,
  client: Pick<ClientItem, 'id' | 'userId' | 'bookingPageIds'>,
): Promise<BookingPageItem[]> {
  const pages = await Promise.all(
    [...new Set(client.bookingPageIds)].map((id) =>
      table.get<BookingPageItem>(bookingPageKey(id), { consistent: true }),
    ),
  );
  return pages.filter(
    (page): page is BookingPageItem =>
      page !== undefined &&
      page.userId === client.userId &&
      page.clientId === client.id &&
      !page.deletedAt,
  );
}

/** Pages whose copy of the client can still be written: none whose deletion has started. */
export const writablePages = (pages: readonly BookingPageItem[]) =>
  pages.filter((page) => !page.deletingAt);

/**
 * Whether time has been logged on any of the pages: then the client's currency stays, as a page's
 * does (`timesheets/currency-lock.ts`), so every amount billed to the client is in one currency.
 */
export async function anyTimeLogged(
  table: Pick<Table, 'query'>,
  pageIds: readonly string[],
): Promise<boolean> {
  const locked = await Promise.all(pageIds.map((id) => currencyLocked(table, id)));
  return locked.some(Boolean);
}

/** The client as its screen shows it: its pages by name, and whether its currency is locked. */
export async function clientView(
  table: Pick<Table, 'get' | 'query'>,
  client: ClientItem,
  pages?: readonly BookingPageItem[],
): Promise<TClient> {
  const linked = pages ?? (await linkedPages(table, client));
  return clientViewOf(client, {
    bookingPages: linked.map((page) => ({ id: page.id, title: page.name })),
    currencyLocked: await anyTimeLogged(
      table,
      linked.map((page) => page.id),
    ),
  });
}

/**
 * Rewrites the client whole, on condition it is still at the version `before` was read with: a
 * concurrent save, link or unlink makes the transaction clash, and the caller reads again.
 */
export function rewriteClient(tx: TransactionBuilder, before: ClientItem, after: ClientItem) {
  const { version: _version, ...attributes } = clientAttributesOf(after);
  tx.update(
    clientKey(before.userId, before.id),
    { set: { ...attributes, version: before.version + 1 } },
    concurrentWrite(),
    { version: before.version },
  );
}

/**
 * Writes the client's details into each page's copy (`billing`), keeping each page's own default
 * rate and meeting billing; each write holds only while the page still bills this client, is its
 * owner's and is not being deleted, so a copy never lands on a page that left meanwhile.
 */
export function copyToPages(
  tx: TransactionBuilder,
  client: ClientItem,
  pages: readonly BookingPageItem[],
) {
  for (const page of pages)
    tx.update(
      bookingPageKey(page.id),
      { set: { billing: pageBillingOf(page, client) } },
      concurrentWrite(),
      { userId: client.userId, clientId: client.id, deletingAt: undefined, deletedAt: undefined },
    );
}
