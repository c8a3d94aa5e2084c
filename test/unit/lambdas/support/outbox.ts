import { fromOutboxItem, type OutboxEvent } from '../../../../lambdas/services/outbox/outbox-item';
import type { MemoryTable } from './memory-table';

/** The events waiting in the table's outbox, as the relay would publish them. */
export const outboxOf = (table: MemoryTable): OutboxEvent[] =>
  [...table.items.values()].flatMap((item) => fromOutboxItem(item) ?? []);
