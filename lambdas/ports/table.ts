import type { AppError } from '../errors';
import type { IndexName } from '../keys/table-schema';

/**
 * The single table (docs/data-model.md) as services see it. Services say what they mean —
 * create this, change that if it exists, rewrite under a version lock, read every page — and
 * never write DynamoDB expressions: the adapter compiles these shapes, and the test fake
 * evaluates the same shapes directly. There is deliberately no scan.
 */
export interface TableKey {
  PK: string;
  SK: string;
}

export type TableItem = TableKey & Record<string, unknown>;

/** A value a condition can compare; `undefined` means "the attribute is absent". */
export type Scalar = string | number | boolean | null | undefined;

/** What must hold of the stored item for a write to go ahead. */
export type Expect =
  /** No item with this key. */
  | { exists: false }
  /** The item exists and each named attribute equals its value (undefined: is absent). */
  | { exists: true; equals?: Readonly<Record<string, Scalar>> };

/** An update: attributes to set, to remove, and numbers to add to atomically (counters). */
export interface Changes {
  set?: Readonly<Record<string, unknown>>;
  remove?: readonly string[];
  add?: Readonly<Record<string, number>>;
}

export type SortKeyCondition =
  | { equals: string }
  | { beginsWith: string }
  | { between: [string, string] }
  | { lt: string }
  | { lte: string }
  | { gt: string }
  | { gte: string };

export interface TableQuery {
  /** Absent: the table's own PK/SK. */
  index?: IndexName;
  /** Value of the partition key (PK, GSI1PK or GSI2PK). */
  pk: string;
  sk?: SortKeyCondition;
  /** Sort key order; default ascending. */
  ascending?: boolean;
  limit?: number;
  /** Attribute names to return; all when absent. */
  projection?: string[];
  /** `cursor` of the previous page. */
  cursor?: Record<string, unknown>;
  /** Not allowed on global secondary indexes. */
  consistent?: boolean;
}

export interface QueryPage<T> {
  items: T[];
  /** Present when more items may follow. */
  cursor?: Record<string, unknown>;
}

/** DynamoDB's limit for one TransactWriteItems. */
export const MAX_TRANSACTION_OPS = 100;

export type TransactOp =
  | { op: 'put'; item: TableItem; expect?: Expect }
  | { op: 'update'; key: TableKey; changes: Changes; expect?: Expect }
  | { op: 'delete'; key: TableKey; expect?: Expect }
  | { op: 'check'; key: TableKey; expect: Expect };

/**
 * A write whose `expect` did not hold; nothing was written. `failed` lists the positions of the
 * operations whose condition failed (always `[0]` outside a transaction).
 */
export class ConditionFailed extends Error {
  constructor(readonly failed: readonly number[]) {
    super('The condition of the write did not hold');
    this.name = 'ConditionFailed';
  }
}

/** What an adapter implements: DynamoDB's operations, with conditions as `Expect`. */
export interface TableCore {
  get<T extends TableItem = TableItem>(
    key: TableKey,
    options?: { consistent?: boolean; projection?: string[] },
  ): Promise<T | undefined>;
  /** Throws ConditionFailed when `expect` does not hold. */
  put(item: TableItem, expect?: Expect): Promise<void>;
  /** Returns the item as it is after the update. Without `expect`, a missing item is created. */
  update<T extends TableItem = TableItem>(
    key: TableKey,
    changes: Changes,
    expect?: Expect,
  ): Promise<T>;
  delete(key: TableKey, expect?: Expect): Promise<void>;
  /**
   * Deletes the item if there is one and returns it as it was, in one step: of two callers taking
   * the same key at once, only one gets the item (a single-use claim such as an OAuth state).
   */
  take<T extends TableItem = TableItem>(key: TableKey): Promise<T | undefined>;
  query<T extends Record<string, unknown> = TableItem>(query: TableQuery): Promise<QueryPage<T>>;
  /** All or nothing, up to 100 operations, each key at most once. */
  transactWrite(ops: readonly TransactOp[]): Promise<void>;
}

/** Collects a transaction's writes, each with the error to answer if its condition fails. */
export interface TransactionBuilder {
  /** A new item; `otherwise` (default 409) when one with its key exists. */
  create(item: TableItem, otherwise: AppError): TransactionBuilder;
  /** Writes the item whatever is stored. */
  put(item: TableItem): TransactionBuilder;
  /** Changes an existing item (and, with `equals`, only in that state); else `otherwise`. */
  update(
    key: TableKey,
    changes: Changes,
    otherwise: AppError,
    equals?: Readonly<Record<string, Scalar>>,
  ): TransactionBuilder;
  /** Deletes an existing item (and, with `equals`, only in that state); else `otherwise`. */
  delete(
    key: TableKey,
    otherwise: AppError,
    equals?: Readonly<Record<string, Scalar>>,
  ): TransactionBuilder;
  /** Deletes the item if there is one. */
  deleteIfAny(key: TableKey): TransactionBuilder;
  /** Adds to the item's counters (negative numbers take away), making the item if absent. */
  count(key: TableKey, counters: Readonly<Record<string, number>>): TransactionBuilder;
  /** Writes nothing, but the transaction goes ahead only if `expect` holds; else `otherwise`. */
  check(key: TableKey, expect: Expect, otherwise: AppError): TransactionBuilder;
  readonly size: number;
  /** Writes everything or nothing; throws the `otherwise` of the first failed operation. */
  commit(): Promise<void>;
}

/**
 * The helpers every table has, written once over `TableCore` (`withTableHelpers`). Each maps a
 * failed condition to the answer the caller names, so no service catches storage errors.
 */
export interface Table extends TableCore {
  /** Writes the item unless one with its key exists; true when it was written. */
  putIfAbsent(item: TableItem): Promise<boolean>;
  /** A new item; 409 with `conflictMessage` when one with its key exists. */
  create(item: TableItem, conflictMessage: string): Promise<void>;
  /**
   * Changes an existing item and returns it as it is afterwards: 404 with `notFoundMessage` when
   * it is absent; with `equals`, 409 with `conflictMessage` when it is in another state.
   */
  updateExisting<T extends TableItem = TableItem>(
    key: TableKey,
    changes: Changes,
    messages: { notFound: string; conflict?: string },
    equals?: Readonly<Record<string, Scalar>>,
  ): Promise<T>;
  /** Deletes an existing item: 404 with `notFoundMessage` when it is absent. */
  deleteExisting(key: TableKey, notFoundMessage: string): Promise<void>;
  /**
   * Read, change, write back, on condition that nobody wrote the item in between (its `version`
   * attribute, which grows by one on every rewrite); a lost race reads again and retries. 404 when
   * the item is absent (also when deleted meanwhile: a rewrite never brings it back); 409 with
   * `messages.conflict` after `attempts` lost races. `change` gets the stored item and returns the
   * whole new item; the key and version are set by the helper.
   */
  rewrite<T extends TableItem>(
    key: TableKey,
    change: (current: T) => TableItem,
    messages: { notFound: string; conflict: string },
    attempts?: number,
  ): Promise<T>;
  /** Every item the query matches, following the pages. */
  queryAll<T extends Record<string, unknown> = TableItem>(
    query: Omit<TableQuery, 'cursor'>,
  ): Promise<T[]>;
  /** The query's pages one at a time, for callers that act on each page as it arrives. */
  queryPages<T extends Record<string, unknown> = TableItem>(
    query: Omit<TableQuery, 'cursor'>,
  ): AsyncIterable<T[]>;
  transaction(): TransactionBuilder;
}
