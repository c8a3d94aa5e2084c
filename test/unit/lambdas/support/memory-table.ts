import { TableWithHelpers } from '../../../../lambdas/adapters/table-with-helpers';
import { indexKeys } from '../../../../lambdas/keys/table-schema';
import {
  ConditionFailed,
  type Changes,
  type Expect,
  type QueryPage,
  type TableItem,
  type TableKey,
  type TableQuery,
  type TransactOp,
} from '../../../../lambdas/ports/table';

/**
 * The table in memory, for service tests: DynamoDB's read semantics (sparse indexes, sort order,
 * limit with a cursor, projection) and its write semantics (`Expect`, all-or-nothing transactions
 * of at most 100 distinct items). The helpers are the real ones, and the table contract test runs
 * the same cases against this fake and against DynamoDB Local, so the two cannot drift apart.
 * `beforeWrite` runs before each write (to play another writer getting there first).
 */
export class MemoryTable extends TableWithHelpers {
  readonly items = new Map<string, TableItem>();
  readonly queries: TableQuery[] = [];
  readonly writes: TransactOp[] = [];
  beforeWrite?: (op: TransactOp) => void;

  constructor(items: TableItem[] = []) {
    super();
    for (const item of items) this.items.set(keyOf(item), structuredClone(item));
  }

  override async get<T extends TableItem>(key: TableKey) {
    const item = this.items.get(keyOf(key));
    return item ? (structuredClone(item) as T) : undefined;
  }

  override async put(item: TableItem, expect?: Expect) {
    this.apply([{ op: 'put', item, ...(expect ? { expect } : {}) }], false);
  }

  override async update<T extends TableItem>(key: TableKey, changes: Changes, expect?: Expect) {
    this.apply([{ op: 'update', key, changes, ...(expect ? { expect } : {}) }], false);
    return structuredClone(this.items.get(keyOf(key))) as T;
  }

  override async delete(key: TableKey, expect?: Expect) {
    this.apply([{ op: 'delete', key, ...(expect ? { expect } : {}) }], false);
  }

  override async take<T extends TableItem>(key: TableKey) {
    const item = this.items.get(keyOf(key));
    this.apply([{ op: 'delete', key }], false);
    return item ? (structuredClone(item) as T) : undefined;
  }

  override async query<T extends Record<string, unknown>>(
    query: TableQuery,
  ): Promise<QueryPage<T>> {
    this.queries.push(query);
    const { pk, sk } = query.index ? indexKeys(query.index) : { pk: 'PK', sk: 'SK' };
    const direction = query.ascending === false ? -1 : 1;
    let matches = [...this.items.values()]
      .filter((item) => item[pk] === query.pk && typeof item[sk] === 'string')
      .filter((item) => !query.sk || matchesSortKey(item[sk] as string, query.sk))
      .sort((a, b) => compare(a[sk] as string, b[sk] as string) * direction);
    if (query.cursor) {
      // DynamoDB's start key: the key attributes of the last item of the previous page.
      const start = keyOf(query.cursor as unknown as TableKey);
      const after = matches.findIndex((item) => keyOf(item) === start);
      matches = matches.slice(after + 1);
    }
    const page = query.limit === undefined ? matches : matches.slice(0, query.limit);
    const items = page.map((item) => project(item, query.projection) as T);
    const last = page.at(-1);
    const startKey = (item: TableItem) =>
      Object.fromEntries(['PK', 'SK', pk, sk].map((k) => [k, item[k]]));
    return matches.length > page.length && last ? { items, cursor: startKey(last) } : { items };
  }

  override async transactWrite(ops: readonly TransactOp[]): Promise<void> {
    if (ops.length === 0) return;
    if (ops.length > 100) throw new Error('A transaction holds at most 100 operations');
    const keys = ops.map((op) => keyOf(op.op === 'put' ? op.item : op.key));
    if (new Set(keys).size !== keys.length) throw new Error('Transaction names an item twice');
    this.apply(ops, true);
  }

  /** Checks every condition first, then writes them all: all or nothing. */
  private apply(ops: readonly TransactOp[], transaction: boolean) {
    for (const op of ops) this.beforeWrite?.(op);
    const failed = ops.flatMap((op, i) => {
      const stored = this.items.get(keyOf(op.op === 'put' ? op.item : op.key));
      return op.expect && !holds(op.expect, stored) ? [i] : [];
    });
    if (failed.length) throw new ConditionFailed(transaction ? failed : [0]);
    for (const op of ops) {
      this.writes.push(structuredClone(op));
      if (op.op === 'put') this.items.set(keyOf(op.item), structuredClone(op.item));
      else if (op.op === 'delete') this.items.delete(keyOf(op.key));
      else if (op.op === 'update')
        this.items.set(keyOf(op.key), applied(op.changes, op.key, this.items.get(keyOf(op.key))));
    }
  }
}

const keyOf = (k: TableKey) => `${k.PK}\u0000${k.SK}`;
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function holds(expect: Expect, stored: TableItem | undefined): boolean {
  if (!expect.exists) return stored === undefined;
  if (!stored) return false;
  return Object.entries(expect.equals ?? {}).every(([name, value]) =>
    value === undefined ? !(name in stored) : stored[name] === value,
  );
}

function applied(changes: Changes, key: TableKey, stored: TableItem | undefined): TableItem {
  const next: TableItem = { ...(stored ?? key) };
  for (const [name, value] of Object.entries(changes.set ?? {}))
    next[name] = structuredClone(value);
  for (const [name, value] of Object.entries(changes.add ?? {}))
    next[name] = (typeof next[name] === 'number' ? next[name] : 0) + value;
  for (const name of changes.remove ?? []) delete next[name];
  return next;
}

function matchesSortKey(value: string, c: NonNullable<TableQuery['sk']>): boolean {
  if ('equals' in c) return value === c.equals;
  if ('beginsWith' in c) return value.startsWith(c.beginsWith);
  if ('between' in c) return value >= c.between[0] && value <= c.between[1];
  if ('lt' in c) return value < c.lt;
  if ('lte' in c) return value <= c.lte;
  if ('gt' in c) return value > c.gt;
  return value >= c.gte;
}

function project(item: TableItem, projection?: string[]): Record<string, unknown> {
  if (!projection?.length) return structuredClone(item);
  return Object.fromEntries(projection.filter((a) => a in item).map((a) => [a, item[a]]));
}
