import { engagementMessages } from '@contracts/engagements/engagement';
import { notFound } from '../../errors';
import type { Table } from '../../ports/table';
import { engagementKey, type EngagementItem } from './engagement-item';

/**
 * One of the caller's engagements, read strongly consistently. The key holds the caller, so
 * another consultant's engagement is simply not found (404).
 */
export async function ownedEngagement(
  table: Pick<Table, 'get'>,
  sub: string,
  id: string,
): Promise<EngagementItem> {
  const item = await table.get<EngagementItem>(engagementKey(sub, id), { consistent: true });
  if (!item || item.userId !== sub) throw notFound(engagementMessages.notFound);
  return item;
}
