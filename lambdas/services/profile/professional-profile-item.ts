import type { TBillingProfileParsed } from '@contracts/invoices/billing-profile';
import { billingProfileKeys } from '../../keys/billing-profile';
import type { Table, TableItem, TableKey } from '../../ports/table';

/** How a consultant's invoice details are stored (keys: `lambdas/keys/billing-profile.ts`). */
export interface BillingProfileItem extends TableItem, TBillingProfileParsed {
  updatedAt: string;
}

export const billingProfileKey = (sub: string): TableKey => billingProfileKeys.key({ sub });

const EMPTY: TBillingProfileParsed = { name: '', address: '', taxId: '' };

/** The consultant's details; blank ones for a consultant who never saved any. */
export async function billingProfileOf(
  table: Pick<Table, 'get'>,
  sub: string,
): Promise<TBillingProfileParsed> {
  const item = await table.get<BillingProfileItem>(billingProfileKey(sub), { consistent: true });
  return item ? fromBillingProfileItem(item) : EMPTY;
}

export const fromBillingProfileItem = (item: BillingProfileItem): TBillingProfileParsed => ({
  name: typeof item.name === 'string' ? item.name : '',
  address: typeof item.address === 'string' ? item.address : '',
  taxId: typeof item.taxId === 'string' ? item.taxId : '',
});

export const toBillingProfileItem = (
  sub: string,
  profile: TBillingProfileParsed,
  updatedAt: string,
): BillingProfileItem => ({ ...billingProfileKey(sub), ...profile, updatedAt });
