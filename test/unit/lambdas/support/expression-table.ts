import type {
  ExpressionValues,
  QueryPage,
  Table,
  TableItem,
  TableKey,
  TableQuery,
  TransactOp,
  UpdateInput,
  WriteCondition,
} from '../../../../lambdas/ports/table';
import { InMemoryTable } from './in-memory-table';

/**
 * InMemoryTable plus the small expression language the services use, so conditional writes,
 * updates and transactions can be tested with fakes:
 *  - conditions: `attribute_exists(x)`, `attribute_not_exists(x)`, `x = :v`, joined by AND;
 *  - updates: `SET x = :v, #y = :w`.
 * Anything else throws, so a test never passes on an expression it did not understand.
 * A failed condition throws like DynamoDB does (ConditionalCheckFailedException, or
 * TransactionCanceledException with reasons), and a transaction writes all or nothing.
 * `beforeWrite` runs before each write (e.g. to simulate another writer getting there first).
 */
export class ExpressionTable implements Table {
  beforeWrite?: (op: TransactOp) => void;
  readonly writes: TransactOp[] = [];
  private readonly reads: InMemoryTable;

  constructor(items: TableItem[] = []) {
    this.reads = new InMemoryTable(items);
  }

  get items(): Map<string, TableItem> {
    return this.reads.items;
  }

  get queries(): TableQuery[] {
    return this.reads.queries;
  }

  get<T extends TableItem>(key: TableKey): Promise<T | undefined> {
    return this.reads.get<T>(key);
  }

  query<T extends Record<string, unknown>>(query: TableQuery): Promise<QueryPage<T>> {
    return this.reads.query<T>(query);
  }

  async put(item: TableItem, options: WriteCondition = {}) {
    this.apply([{ op: 'put', item, ...options }], false);
  }

  async update<T extends TableItem>(key: TableKey, input: UpdateInput): Promise<T> {
    this.apply([{ op: 'update', key, ...input }], false);
    return structuredClone(this.items.get(keyOf(key))) as T;
  }

  async delete(key: TableKey, options: WriteCondition = {}) {
    this.apply([{ op: 'delete', key, ...options }], false);
  }

  async transactWrite(ops: TransactOp[]): Promise<void> {
    if (ops.length > 100) throw new Error('A transaction holds at most 100 operations');
    const keys = ops.map((op) => keyOf(op.op === 'put' ? op.item : op.key));
    if (new Set(keys).size !== keys.length) throw new Error('Transaction names an item twice');
    this.apply(ops, true);
  }

  /** Checks every condition first, then writes them all: all or nothing. */
  private apply(ops: TransactOp[], transaction: boolean) {
    for (const op of ops) this.beforeWrite?.(op);
    const reasons = ops.map((op) => {
      const key = keyOf(op.op === 'put' ? op.item : op.key);
      const ok = !op.condition || evaluate(op.condition, this.items.get(key), op);
      return { Code: ok ? 'None' : 'ConditionalCheckFailed' };
    });
    if (reasons.some((r) => r.Code !== 'None')) {
      const error = new Error(
        transaction ? 'Transaction cancelled' : 'The conditional request failed',
      );
      error.name = transaction ? 'TransactionCanceledException' : 'ConditionalCheckFailedException';
      if (transaction) Object.assign(error, { CancellationReasons: reasons });
      throw error;
    }
    for (const op of ops) {
      this.writes.push(structuredClone(op));
      if (op.op === 'put') this.items.set(keyOf(op.item), structuredClone(op.item));
      else if (op.op === 'delete') this.items.delete(keyOf(op.key));
      else if (op.op === 'update') {
        const key = keyOf(op.key);
        const next = { ...(this.items.get(key) ?? op.key) } as TableItem;
        for (const [name, value] of assignments(op.update, op)) next[name] = structuredClone(value);
        this.items.set(key, next);
      }
    }
  }
}

const keyOf = (k: TableKey) => `${k.PK}\u0000${k.SK}`;

function nameOf(token: string, ev: ExpressionValues): string {
  if (!token.startsWith('#')) return token;
  const name = ev.names?.[token];
  if (name === undefined) throw new Error(`Expression name ${token} is not defined`);
  return name;
}

function valueOf(token: string, ev: ExpressionValues): unknown {
  if (!ev.values || !(token in ev.values))
    throw new Error(`Expression value ${token} is not defined`);
  return ev.values[token];
}

function evaluate(condition: string, item: TableItem | undefined, ev: ExpressionValues): boolean {
  return condition.split(/\s+AND\s+/).every((clause) => {
    const c = clause.trim();
    let m = /^attribute_exists\(([#\w]+)\)$/.exec(c);
    if (m?.[1]) return item !== undefined && nameOf(m[1], ev) in item;
    m = /^attribute_not_exists\(([#\w]+)\)$/.exec(c);
    if (m?.[1]) return item === undefined || !(nameOf(m[1], ev) in item);
    m = /^([#\w]+)\s*=\s*(:\w+)$/.exec(c);
    if (m?.[1] && m[2]) return item !== undefined && item[nameOf(m[1], ev)] === valueOf(m[2], ev);
    throw new Error(`ExpressionTable does not understand the condition "${c}"`);
  });
}

function assignments(update: string, ev: ExpressionValues): Array<[string, unknown]> {
  const m = /^SET\s+(.+)$/.exec(update.trim());
  if (!m?.[1]) throw new Error(`ExpressionTable does not understand the update "${update}"`);
  return m[1].split(',').map((part) => {
    const a = /^\s*([#\w]+)\s*=\s*(:\w+)\s*$/.exec(part);
    if (!a?.[1] || !a[2]) throw new Error(`ExpressionTable does not understand "${part}"`);
    return [nameOf(a[1], ev), valueOf(a[2], ev)];
  });
}
