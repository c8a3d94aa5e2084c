import { conflict, notFound, type AppError } from '../errors';
import {
  ConditionFailed,
  MAX_TRANSACTION_OPS,
  type Changes,
  type Expect,
  type QueryPage,
  type Scalar,
  type Table,
  type TableCore,
  type TableItem,
  type TableKey,
  type TableQuery,
  type TransactionBuilder,
  type TransactOp,
} from '../ports/table';

const DEFAULT_REWRITE_ATTEMPTS = 3;

const mustExist = (equals?: Readonly<Record<string, Scalar>>) =>
  ({ exists: true, ...(equals ? { equals } : {}) }) as const;

const versionOf = (item: TableItem): number =>
  typeof item.version === 'number' ? item.version : 0;

/**
 * The `Table` helpers over the primitive operations, written once: the DynamoDB adapter and the
 * test fake extend this class and implement only `TableCore`, so conditions, error mapping,
 * retries and paging behave the same in both (and are tested against both).
 */
export abstract class TableWithHelpers implements Table {
  abstract get<T extends TableItem = TableItem>(
    key: TableKey,
    options?: { consistent?: boolean; projection?: string[] },
  ): Promise<T | undefined>;
  abstract put(item: TableItem, expect?: Expect): Promise<void>;
  abstract update<T extends TableItem = TableItem>(
    key: TableKey,
    changes: Changes,
    expect?: Expect,
  ): Promise<T>;
  abstract delete(key: TableKey, expect?: Expect): Promise<void>;
  abstract take<T extends TableItem = TableItem>(key: TableKey): Promise<T | undefined>;
  abstract query<T extends Record<string, unknown> = TableItem>(
    query: TableQuery,
  ): Promise<QueryPage<T>>;
  abstract transactWrite(ops: readonly TransactOp[]): Promise<void>;

  async putIfAbsent(item: TableItem): Promise<boolean> {
    try {
      await this.put(item, { exists: false });
      return true;
    } catch (error) {
      if (error instanceof ConditionFailed) return false;
      throw error;
    }
  }

  async create(item: TableItem, conflictMessage: string): Promise<void> {
    if (!(await this.putIfAbsent(item))) throw conflict(conflictMessage);
  }

  async updateExisting<T extends TableItem = TableItem>(
    key: TableKey,
    changes: Changes,
    messages: { notFound: string; conflict?: string },
    equals?: Readonly<Record<string, Scalar>>,
  ): Promise<T> {
    try {
      return await this.update<T>(key, changes, mustExist(equals));
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      // Absent, or present in another state: only a read can tell which answer is right.
      if (equals && (await this.get(key, { consistent: true, projection: ['PK'] })))
        throw conflict(messages.conflict);
      throw notFound(messages.notFound);
    }
  }

  async deleteExisting(key: TableKey, notFoundMessage: string): Promise<void> {
    try {
      await this.delete(key, { exists: true });
    } catch (error) {
      if (error instanceof ConditionFailed) throw notFound(notFoundMessage);
      throw error;
    }
  }

  async rewrite<T extends TableItem>(
    key: TableKey,
    change: (current: T) => TableItem,
    messages: { notFound: string; conflict: string },
    attempts = DEFAULT_REWRITE_ATTEMPTS,
  ): Promise<T> {
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      const current = await this.get<T>(key, { consistent: true });
      if (!current) throw notFound(messages.notFound);
      const version = versionOf(current);
      const next = { ...change(current), ...key, version: version + 1 } as unknown as T;
      try {
        // Items written before versions existed have none: "still has none" is the lock then.
        await this.put(next, { exists: true, equals: { version: version || undefined } });
        return next;
      } catch (error) {
        if (!(error instanceof ConditionFailed)) throw error;
      }
    }
    throw conflict(messages.conflict);
  }

  async queryAll<T extends Record<string, unknown> = TableItem>(
    query: Omit<TableQuery, 'cursor'>,
  ): Promise<T[]> {
    const items: T[] = [];
    for await (const page of this.queryPages<T>(query)) items.push(...page);
    return items;
  }

  async *queryPages<T extends Record<string, unknown> = TableItem>(
    query: Omit<TableQuery, 'cursor'>,
  ): AsyncGenerator<T[]> {
    let cursor: Record<string, unknown> | undefined;
    do {
      const page = await this.query<T>({ ...query, ...(cursor ? { cursor } : {}) });
      yield page.items;
      cursor = page.cursor;
    } while (cursor);
  }

  transaction(): TransactionBuilder {
    return transactionOn(this);
  }
}

function transactionOn(core: TableCore): TransactionBuilder {
  const ops: TransactOp[] = [];
  const otherwise: Array<AppError | undefined> = [];
  const add = (op: TransactOp, error?: AppError) => {
    ops.push(op);
    otherwise.push(error);
    return builder;
  };
  const builder: TransactionBuilder = {
    create: (item, error) => add({ op: 'put', item, expect: { exists: false } }, error),
    put: (item) => add({ op: 'put', item }),
    update: (key, changes, error, equals) =>
      add({ op: 'update', key, changes, expect: mustExist(equals) }, error),
    delete: (key, error, equals) => add({ op: 'delete', key, expect: mustExist(equals) }, error),
    deleteIfAny: (key) => add({ op: 'delete', key }),
    count: (key, counters) => add({ op: 'update', key, changes: { add: counters } }),
    check: (key, expect, error) => add({ op: 'check', key, expect }, error),
    get size() {
      return ops.length;
    },
    async commit() {
      if (ops.length > MAX_TRANSACTION_OPS)
        throw new Error(`A transaction holds at most ${MAX_TRANSACTION_OPS} writes`);
      try {
        await core.transactWrite(ops);
      } catch (error) {
        if (!(error instanceof ConditionFailed)) throw error;
        const first = error.failed[0];
        throw (first === undefined ? undefined : otherwise[first]) ?? conflict();
      }
    },
  };
  return builder;
}
