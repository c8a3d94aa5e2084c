import type { TBillingProfileParsed } from '@contracts/invoices/billing-profile';
import type { Clock } from '../../ports/clock';
import type { Table } from '../../ports/table';
import { fromBillingProfileItem, toBillingProfileItem } from './billing-profile-item';

/**
 * Saves the caller's invoice details whole. Invoices already issued keep the details they were
 * issued with (each is a snapshot); the next one prints these.
 */
export async function saveBillingProfile(
  deps: { table: Pick<Table, 'put'>; clock: Clock },
  input: { sub: string; profile: TBillingProfileParsed },
): Promise<TBillingProfileParsed> {
  const item = toBillingProfileItem(input.sub, input.profile, deps.clock.now().toISOString());
  await deps.table.put(item);
  return fromBillingProfileItem(item);
}
