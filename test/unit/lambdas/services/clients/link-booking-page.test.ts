import { describe, expect, it } from 'vitest';
import { clientMessages, MAX_CLIENT_PAGES, ZSaveClient } from '@contracts/clients/client';
import { MAX_TRANSACTION_OPS } from '../../../../../lambdas/ports/table';
import {
  bookingPageKey,
  toBookingPageItem,
  type BookingPageItem,
} from '../../../../../lambdas/services/booking-pages/booking-page-item';
import {
  clientKey,
  pageBillingOf,
  toClientItem,
  type ClientItem,
} from '../../../../../lambdas/services/clients/client-item';
import { linkBookingPage } from '../../../../../lambdas/services/clients/link-booking-page';
import { updateClient } from '../../../../../lambdas/services/clients/update-client';
import { MemoryTable } from '../../support/memory-table';
import { rejection } from '../../support/rejection';

const OWNER = 'owner-sub';
const AT = '2026-06-01T09:00:00.000Z';
const clock = { now: () => new Date(AT) };
const users = { getEmail: () => Promise.resolve('me@consultant.example') };

const form = ZSaveClient.parse({ name: 'Acme Ltd', currency: 'EUR' });
const client = (pageIds: string[]): ClientItem =>
  toClientItem(form, {
    id: 'client-1',
    userId: OWNER,
    bookingPageIds: pageIds,
    createdAt: AT,
    updatedAt: AT,
    version: 1,
  });

const page = (id: string, linked: boolean): BookingPageItem => {
  const item = toBookingPageItem({
    id,
    userId: OWNER,
    name: `Page ${id}`,
    description: '',
    slug: id,
    defaultMeetingDuration: 30,
    bufferTime: 0,
    timeZone: 'UTC',
    availability: [],
    createdAt: AT,
  });
  return linked ? { ...item, clientId: 'client-1', billing: pageBillingOf({}, client([])) } : item;
};

/** A client billed by `count` pages, and one more page of the owner's. */
function withPages(count: number) {
  const ids = Array.from({ length: count }, (_, i) => `p${i}`);
  return new MemoryTable([client(ids), ...ids.map((id) => page(id, true)), page('extra', false)]);
}

describe("a client's booking pages fit one transaction", () => {
  it('refuses a page beyond the most a client may have (409), changing nothing', async () => {
    expect(1 + MAX_CLIENT_PAGES).toBeLessThanOrEqual(MAX_TRANSACTION_OPS);
    const table = withPages(MAX_CLIENT_PAGES);
    const refused = await rejection(
      linkBookingPage({ table, clock }, { sub: OWNER, id: 'client-1', bookingPageId: 'extra' }),
    );
    expect(refused).toMatchObject({ status: 409, message: clientMessages.tooManyBookingPages });
    expect((await table.get<BookingPageItem>(bookingPageKey('extra')))?.clientId).toBeUndefined();
    expect((await table.get<ClientItem>(clientKey(OWNER, 'client-1')))?.version).toBe(1);
  });

  it('saves a full client with every page’s copy in one transaction', async () => {
    const table = withPages(MAX_CLIENT_PAGES);
    const saved = await updateClient(
      { table, clock, users },
      { sub: OWNER, id: 'client-1', client: { ...form, name: 'Acme Group' } },
    );
    expect(saved.bookingPages).toHaveLength(MAX_CLIENT_PAGES);
    const last = await table.get<BookingPageItem>(bookingPageKey(`p${MAX_CLIENT_PAGES - 1}`));
    expect(last?.billing?.clientName).toBe('Acme Group');
  });

  it('takes one page less, and then the next', async () => {
    const table = withPages(MAX_CLIENT_PAGES - 1);
    const linked = await linkBookingPage(
      { table, clock },
      { sub: OWNER, id: 'client-1', bookingPageId: 'extra' },
    );
    expect(linked.bookingPages.at(-1)).toEqual({ id: 'extra', title: 'Page extra' });
    expect((await table.get<ClientItem>(clientKey(OWNER, 'client-1')))?.version).toBe(2);
  });
});
