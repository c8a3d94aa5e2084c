import type { TClient, TContact, TSaveClientParsed } from '@contracts/clients/client';
import { taxBasisPointsOf } from '@contracts/timesheets/billing';
import { formatPoundsPlain, type Currency } from '@domain/timesheets/money';
import { clientKeys } from '../../keys/client';
import type { TableItem, TableKey } from '../../ports/table';
import type { BookingPageItem, StoredBilling } from '../booking-pages/booking-page-item';

/**
 * How a client is stored (keys: `lambdas/keys/client.ts`): one item under its owner, holding its
 * contacts and the ids of the booking pages that bill it.
 *
 * Each of those pages keeps a copy of the client's billing details in its own `billing`
 * attribute (`clientBillingOf`), written in the same transaction as every change of the client,
 * so the timesheet, the approval mails and the invoice read one item, the page, as they always
 * have; the client is where the details are changed.
 */
export const clientKey = (sub: string, id: string): TableKey => clientKeys.key({ sub, id });

export interface ClientItem extends TableItem {
  id: string;
  userId: string;
  name: string;
  address: string;
  taxId: string;
  currency: Currency;
  /** Hundredths of a percent: 2000 is 20 %. */
  taxBasisPoints: number;
  paymentTermsDays: number;
  contacts: TContact[];
  /** The owner's booking pages that bill this client, in the order they were linked. */
  bookingPageIds: string[];
  createdAt: string;
  updatedAt: string;
  /**
   * Grows by one with every write of the client (its details, a page linked or unlinked): each
   * write holds only while it is what was read, so two saves at once never lose a page's link.
   */
  version: number;
  /**
   * Engagements with the client, drafts included, kept by the engagements' own writes (`ADD`);
   * absent: none. A client with any is not deleted: each names it and its letters go to it.
   */
  engagementCount?: number;
}

/**
 * The GSI1 sort key's name part: lower-cased, so the list sorts as people read it. A key part
 * other than the last holds no `#` (docs/data-model.md, "Conventions"), so one in a name is read
 * as a space, which sorts it where the name's words would.
 */
export const nameKeyOf = (name: string): string =>
  name.toLocaleLowerCase('en').replaceAll('#', ' ');

/** The stored item of a saved form (its index attributes included). */
export function toClientItem(
  form: TSaveClientParsed,
  client: Pick<
    ClientItem,
    'id' | 'userId' | 'bookingPageIds' | 'createdAt' | 'updatedAt' | 'version'
  >,
): ClientItem {
  return {
    ...clientKey(client.userId, client.id),
    ...clientKeys.indexAttributes('GSI1', {
      sub: client.userId,
      nameKey: nameKeyOf(form.name),
      id: client.id,
    }),
    id: client.id,
    userId: client.userId,
    name: form.name,
    address: form.address,
    taxId: form.taxId,
    currency: form.currency,
    taxBasisPoints: taxBasisPointsOf(form.taxRate),
    paymentTermsDays: form.paymentTermsDays,
    contacts: form.contacts,
    bookingPageIds: client.bookingPageIds,
    createdAt: client.createdAt,
    updatedAt: client.updatedAt,
    version: client.version,
  };
}

/**
 * The client's own attributes, for a rewrite that keeps its key (`Changes.set`): named one by one,
 * so an attribute another write keeps on the item is never written back from a stale read.
 */
export const clientAttributesOf = (client: ClientItem): Record<string, unknown> => ({
  GSI1PK: client.GSI1PK,
  GSI1SK: client.GSI1SK,
  id: client.id,
  userId: client.userId,
  name: client.name,
  address: client.address,
  taxId: client.taxId,
  currency: client.currency,
  taxBasisPoints: client.taxBasisPoints,
  paymentTermsDays: client.paymentTermsDays,
  contacts: client.contacts,
  bookingPageIds: client.bookingPageIds,
  createdAt: client.createdAt,
  updatedAt: client.updatedAt,
  version: client.version,
});

/** The approver the approval mails go to: the first contact with that role ('' for none). */
export const approverEmailOf = (client: Pick<ClientItem, 'contacts'>): string =>
  client.contacts.find((contact) => contact.role === 'approver')?.email ?? '';

/**
 * The client's part of a linked page's `billing`: what the page's copy holds of the client. The
 * page's own part (its default rate, whether meetings are billed) is the page's.
 */
export const clientBillingOf = (
  client: Pick<
    ClientItem,
    'name' | 'address' | 'currency' | 'taxBasisPoints' | 'paymentTermsDays' | 'contacts'
  >,
): Omit<StoredBilling, 'ratePence' | 'meetingsBillable'> => ({
  currency: client.currency,
  taxBasisPoints: client.taxBasisPoints,
  paymentTermsDays: client.paymentTermsDays,
  clientName: client.name,
  clientEmail: approverEmailOf(client),
  clientAddress: client.address,
});

/**
 * A linked page's whole `billing`: the copy of its client's details, with the page's own default
 * rate and meeting billing kept as the page has them.
 */
export function pageBillingOf(
  page: Pick<BookingPageItem, 'billing'>,
  client: Parameters<typeof clientBillingOf>[0],
): StoredBilling {
  const own = page.billing;
  return {
    ...(typeof own?.ratePence === 'number' ? { ratePence: own.ratePence } : {}),
    ...clientBillingOf(client),
    ...(own?.meetingsBillable === undefined ? {} : { meetingsBillable: own.meetingsBillable }),
  };
}

/** The client as the API answers it, with its pages' names and whether its currency is locked. */
export const clientViewOf = (
  client: ClientItem,
  extra: { bookingPages: TClient['bookingPages']; currencyLocked: boolean },
): TClient => ({
  id: client.id,
  name: client.name,
  address: client.address,
  taxId: client.taxId,
  currency: client.currency,
  taxRate: formatPoundsPlain(client.taxBasisPoints),
  paymentTermsDays: client.paymentTermsDays,
  contacts: client.contacts,
  bookingPages: extra.bookingPages,
  currencyLocked: extra.currencyLocked,
  createdAt: client.createdAt,
  updatedAt: client.updatedAt,
});
