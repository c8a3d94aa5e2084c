import { outboxKeys } from '../../keys/outbox';
import { acceptCorrelationId, correlationId } from '../../middleware/correlation';
import type { TableItem } from '../../ports/table';

/**
 * How an event waits in the outbox (keys: `lambdas/keys/outbox.ts`). Written in the same
 * transaction as the change it announces, it exists exactly when that change does: the table
 * stream's relay publishes it once the transaction commits, so no event is lost to a failure
 * between the commit and the publish, and none is published for a change that did not happen.
 */
export interface OutboxItem extends TableItem {
  detailType: string;
  /** The event's detail as JSON: published exactly as written. */
  detail: string;
  /** The request's id, carried on into the event's metadata and the consumers' logs. */
  correlationId?: string;
  /** Epoch seconds: a day on, long after the relay has published it. */
  ttl: number;
}

/** Only the insert is published; a day later DynamoDB deletes the item. */
const KEEP_SECONDS = 24 * 60 * 60;

/** The event `detailType` about `subject` (the meeting, document, … it announces). */
export function toOutboxItem(
  detailType: string,
  subject: string,
  detail: object,
  now: Date,
): OutboxItem {
  const id = correlationId();
  return {
    ...outboxKeys.key({ detailType, subject }),
    detailType,
    detail: JSON.stringify(detail),
    ...(id ? { correlationId: id } : {}),
    ttl: Math.floor(now.getTime() / 1000) + KEEP_SECONDS,
  };
}

export interface OutboxEvent {
  detailType: string;
  detail: object;
  correlationId?: string;
}

/** The event an outbox item holds; undefined for anything else. */
export function fromOutboxItem(item: Record<string, unknown>): OutboxEvent | undefined {
  if (!outboxKeys.parse(item as TableItem)) return undefined;
  if (typeof item.detailType !== 'string' || typeof item.detail !== 'string') return undefined;
  const detail: unknown = JSON.parse(item.detail);
  if (!detail || typeof detail !== 'object') return undefined;
  const id = acceptCorrelationId(item.correlationId);
  return { detailType: item.detailType, detail, ...(id ? { correlationId: id } : {}) };
}
