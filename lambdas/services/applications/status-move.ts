import {
  APPLICATION_STATUS_CHANGED,
  applicationMessages,
  type TApplicationStatus,
  type TApplicationStatusChanged,
} from '@contracts/applications/application';
import { conflict, ID_TAKEN } from '../../errors';
import type { IdGenerator } from '../../ports/ids';
import type { TransactionBuilder } from '../../ports/table';
import { toOutboxItem } from '../outbox/outbox-item';
import { applicationKey, historyItem, statusIndex, type ApplicationItem } from './application-item';

/**
 * Adds one status move to a transaction: the item (only if its status is still the one read,
 * else 409), its GSI2 entry, a history line, and — when `announce` is given — the
 * `ApplicationStatusChanged` whose consumer tells the applicant. `add` counts on the same item in
 * the same write (a transaction takes one operation per item).
 */
export function moveStatus(
  tx: TransactionBuilder,
  item: ApplicationItem,
  to: TApplicationStatus,
  change: { by: string; at: Date; reason?: string; announce?: boolean },
  ids: IdGenerator,
  add?: Readonly<Record<string, number>>,
): void {
  const at = change.at.toISOString();
  const changeId = ids.newId();
  tx.update(
    applicationKey(item.id),
    {
      set: { status: to, updatedAt: at, ...statusIndex(item.kind, to, item.createdAt, item.id) },
      ...(add ? { add } : {}),
    },
    conflict(applicationMessages.changed),
    { status: item.status },
  );
  tx.create(
    historyItem({
      id: item.id,
      changeId,
      from: item.status,
      to,
      by: change.by,
      at,
      ...(change.reason ? { reason: change.reason } : {}),
    }),
    conflict(ID_TAKEN),
  );
  if (change.announce) {
    const detail: TApplicationStatusChanged = {
      applicationId: item.id,
      changeId,
      from: item.status,
      to,
    };
    tx.put(toOutboxItem(APPLICATION_STATUS_CHANGED, changeId, detail, change.at));
  }
}
