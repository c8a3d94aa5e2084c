import { fromOutboxItem } from '../../../../lambdas/services/outbox/outbox-item';
import type { MemoryTable } from './memory-table';

/** The events waiting in the table's outbox, one per detail, as the relay would publish them. */
export const outboxOf = (
  table: MemoryTable,
): { detailType: string; detail: object; correlationId?: string }[] =>
  [...table.items.values()].flatMap((item) => {
    const events = fromOutboxItem(item);
    if (!events) return [];
    const { detailType, details, correlationId } = events;
    return details.map((detail) => ({
      detailType,
      detail,
      ...(correlationId ? { correlationId } : {}),
    }));
  });
