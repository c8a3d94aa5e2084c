import type { IndexName } from '../adapters/dynamodb/table-def';

/**
 * The single table (DESIGN §4) as services see it: keyed reads, conditional writes, queries and
 * transactions. There is deliberately no scan.
 */
export interface TableKey {
  PK: string;
  SK: string;
}

export type TableItem = TableKey & Record<string, unknown>;

/** Placeholders shared by an operation's update and condition expressions (`#name`, `:value`). */
export interface ExpressionValues {
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

export interface WriteCondition extends ExpressionValues {
  /** e.g. `attribute_not_exists(PK)`; a failed condition throws ConditionalCheckFailedException. */
  condition?: string;
}

export interface UpdateInput extends WriteCondition {
  /** e.g. `SET #name = :name ADD documentCount :one`. */
  update: string;
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

export type TransactOp =
  | ({ op: 'put'; item: TableItem } & WriteCondition)
  | ({ op: 'update'; key: TableKey } & UpdateInput)
  | ({ op: 'delete'; key: TableKey } & WriteCondition)
  | ({ op: 'check'; key: TableKey; condition: string } & ExpressionValues);

export interface Table {
  get<T extends TableItem = TableItem>(
    key: TableKey,
    options?: { consistent?: boolean; projection?: string[] },
  ): Promise<T | undefined>;
  put(item: TableItem, options?: WriteCondition): Promise<void>;
  /** Returns the item as it is after the update. */
  update<T extends TableItem = TableItem>(key: TableKey, input: UpdateInput): Promise<T>;
  delete(key: TableKey, options?: WriteCondition): Promise<void>;
  query<T extends Record<string, unknown> = TableItem>(query: TableQuery): Promise<QueryPage<T>>;
  /** All or nothing, up to 100 operations. */
  transactWrite(ops: TransactOp[]): Promise<void>;
}
