import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { formatPoundsPlain } from '@domain/timesheets/money';
import { bookingPageKeys } from '../../lambdas/keys/booking-page';
import type {
  BookingPageItem,
  StoredBilling,
} from '../../lambdas/services/booking-pages/booking-page-item';
import {
  pageBillingOf,
  toClientItem,
  type ClientItem,
} from '../../lambdas/services/clients/client-item';
import { billingOf } from '../../lambdas/services/timesheets/billing-item';
import { carryOverOnce, type StoredItem } from './carry-over';
import type { Seeder } from './types';

/**
 * The client a booking page from before clients stood for, made from its billing settings (the
 * name they gave, else the page's; the address, currency, tax rate and payment terms; the client's
 * e-mail as its approver), with the page's `billing` as the copy of it a linked page holds; or
 * undefined for any other item: not a page, a page without billing settings, one that already has
 * a client, or one being deleted.
 */
export function clientOfPage(
  item: StoredItem,
  id: string,
  now: string,
): { client: ClientItem; billing: StoredBilling } | undefined {
  if (!bookingPageKeys.parse(item as { PK: string; SK: string })) return undefined;
  const page = item as BookingPageItem;
  if (!page.billing || page.clientId || page.deletingAt || page.deletedAt) return undefined;
  const billing = billingOf(page);
  const email = billing.clientEmail.trim();
  const client = toClientItem(
    {
      name: billing.clientName.trim() || page.name,
      address: billing.clientAddress,
      taxId: '',
      currency: billing.currency,
      taxRate: formatPoundsPlain(billing.taxBasisPoints),
      paymentTermsDays: billing.paymentTermsDays,
      contacts: email ? [{ name: '', email, role: 'approver' }] : [],
    },
    {
      id,
      userId: page.userId,
      bookingPageIds: [page.id],
      createdAt: now,
      updatedAt: now,
      version: 1,
    },
  );
  return { client, billing: pageBillingOf(page, client) };
}

/**
 * Carries a data folder from before clients over, once: every booking page with billing settings
 * and no client is linked to a client made from them (`clientOfPage`). The client is created and
 * the page linked in one transaction, on condition the page still has no client and the billing
 * settings read, so a stop midway leaves every page whole, linked or not, and the next start goes
 * on with the rest.
 */
export const linkedClients: Seeder = {
  name: 'linked clients',
  async run(ctx) {
    const linked = await carryOverOnce(ctx, 'linked-clients', (item, TableName) => {
      const now = new Date().toISOString();
      const made = clientOfPage(item, randomUUID(), now);
      if (!made) return undefined;
      return new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName,
              Item: made.client,
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName,
              Key: { PK: item.PK, SK: item.SK },
              UpdateExpression: 'SET clientId = :clientId, billing = :billing',
              ConditionExpression:
                'attribute_exists(PK) AND billing = :was AND attribute_not_exists(clientId) AND attribute_not_exists(deletingAt) AND attribute_not_exists(deletedAt)',
              ExpressionAttributeValues: {
                ':clientId': made.client.id,
                ':billing': made.billing,
                ':was': item.billing,
              },
            },
          },
        ],
      });
    });
    if (linked) ctx.log('seed', `made a client for each of ${linked} booking pages`);
  },
};
