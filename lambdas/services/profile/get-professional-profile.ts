import type { TBillingProfileParsed } from '@contracts/invoices/billing-profile';
import type { Table } from '../../ports/table';
import { billingProfileOf } from './billing-profile-item';

/** The caller's invoice details (blank until saved). */
export const getBillingProfile = (
  deps: { table: Pick<Table, 'get'> },
  input: { sub: string },
): Promise<TBillingProfileParsed> => billingProfileOf(deps.table, input.sub);
