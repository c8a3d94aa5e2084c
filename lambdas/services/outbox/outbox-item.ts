import { indexKeys } from '../../keys/table-schema';
import { outboxKeys } from '../../keys/outbox';
import { acceptCorrelationId, correlationId } from '../../middleware/correlation';
import type { Changes, TableItem, TableKey } from '../../ports/table';

/**
 * How an event waits in the outbox (keys: `lambdas/keys/outbox.ts`). Written in the same
 * transaction as the change it announces, it exists exactly when that change does: the table
 * stream's relay publishes it once the transaction commits, so no event is lost to a failure
 * between the commit and the publish, and none is published for a change that did not happen.
 * Until it is published it stays on the unpublished index (GSI1) with no `ttl`, so neither a
 * crashed relay nor a stream that expired its records can lose it: the outbox sweep finds it.
 */
export interface OutboxItem extends TableItem {
  detailType: string;
  /**
   * The event's detail as JSON, published exactly as written; or a JSON array of details, one
   * event each, when one change announces several of a kind (a send asking up to 20 signers keeps
   * its transaction within DynamoDB's 100 items).
   */
  detail: string;
  /** The request's id, carried on into the event's metadata and the consumers' logs. */
  correlationId?: string;
  /** When the change committed (ISO): the sweep publishes what waits longer than a few minutes. */
  writtenAt: string;
  /** Epoch seconds, set once published: a day on, long after every redelivery. */
  ttl?: number;
}

/** A published event is kept a day, then DynamoDB deletes it. */
const KEEP_SECONDS = 24 * 60 * 60;

/** The event `detailType` (one per detail) about `subject` (the meeting, document, … it announces). */
export function toOutboxItem(
  detailType: string,
  subject: string,
  detail: object | readonly object[],
  now: Date,
): OutboxItem {
  const id = correlationId();
  const writtenAt = now.toISOString();
  return {
    ...outboxKeys.key({ detailType, subject }),
    ...outboxKeys.indexAttributes('GSI1', { writtenAt, detailType, subject }),
    detailType,
    detail: JSON.stringify(detail),
    ...(id ? { correlationId: id } : {}),
    writtenAt,
  };
}

/** The change that marks an outbox item published: off the unpublished index, deleted in a day. */
export function publishedChanges(now: Date): Changes {
  const { pk, sk } = indexKeys('GSI1');
  return { remove: [pk, sk], set: { ttl: Math.floor(now.getTime() / 1000) + KEEP_SECONDS } };
}

/**
 * The change that puts a published outbox item back among the unpublished, filed as if written
 * at `due`: a consumer whose work may outlive one run (an account closure) takes this lease on
 * its own event when it starts, with `due` past its run's end, so the outbox sweep publishes the
 * event again only if the run died before handing over or finishing.
 */
export function leaseChanges(key: TableKey, due: Date): Changes {
  const { detailType, subject } = outboxKeys.parse(key)!;
  return {
    set: outboxKeys.indexAttributes('GSI1', { writtenAt: due.toISOString(), detailType, subject }),
    remove: ['ttl'],
  };
}

/** What one outbox item announces: events of one type, one per detail. */
export interface OutboxEvents {
  /** The outbox item's own key, to mark it published. */
  key: TableKey;
  /**
   * Where the item was filed on the unpublished index when read: it is marked published only if
   * still filed there, so a lease its consumer took meanwhile (`leaseChanges`) stands.
   */
  filedAs?: string;
  detailType: string;
  details: object[];
  correlationId?: string;
}

const isDetail = (value: unknown): value is object =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The events an outbox item holds; undefined for anything else. */
export function fromOutboxItem(item: Record<string, unknown>): OutboxEvents | undefined {
  if (!outboxKeys.parse(item as TableItem)) return undefined;
  if (typeof item.detailType !== 'string' || typeof item.detail !== 'string') return undefined;
  const parsed: unknown = JSON.parse(item.detail);
  const details = Array.isArray(parsed) ? parsed : [parsed];
  if (!details.every(isDetail)) return undefined;
  const id = acceptCorrelationId(item.correlationId);
  const filedAs = item[indexKeys('GSI1').sk];
  return {
    key: { PK: item.PK as string, SK: item.SK as string },
    ...(typeof filedAs === 'string' ? { filedAs } : {}),
    detailType: item.detailType,
    details,
    ...(id ? { correlationId: id } : {}),
  };
}
