import { indexKeys } from '../../../../lambdas/adapters/dynamodb/table-def';
import type {
  QueryPage,
  Table,
  TableItem,
  TableKey,
  TableQuery,
} from '../../../../lambdas/ports/table';

/**
 * A Table fake with DynamoDB's read semantics (sparse indexes, sort order, limit, projection) for
 * service tests. Expressions are not evaluated: writes with a condition or an update expression
 * throw, so a test never silently passes on a condition it did not check.
 */
export class InMemoryTable implements Table {
  readonly items = new Map<string, TableItem>();
  readonly queries: TableQuery[] = [];

  constructor(items: TableItem[] = []) {
    for (const item of items) this.items.set(keyOf(item), structuredClone(item));
  }

  async get<T extends TableItem>(key: TableKey) {
    const item = this.items.get(keyOf(key));
    return item ? (structuredClone(item) as T) : undefined;
  }

  async put(item: TableItem, options: { condition?: string } = {}) {
    if (options.condition) throw new Error('InMemoryTable does not evaluate conditions');
    this.items.set(keyOf(item), structuredClone(item));
  }

  async update<T extends TableItem>(): Promise<T> {
    throw new Error('InMemoryTable does not evaluate update expressions');
  }

  async delete(key: TableKey, options: { condition?: string } = {}) {
    if (options.condition) throw new Error('InMemoryTable does not evaluate conditions');
    this.items.delete(keyOf(key));
  }

  async query<T extends Record<string, unknown>>(query: TableQuery): Promise<QueryPage<T>> {
    this.queries.push(query);
    const { pk, sk } = query.index ? indexKeys(query.index) : { pk: 'PK', sk: 'SK' };
    const matches = [...this.items.values()]
      .filter((item) => item[pk] === query.pk && typeof item[sk] === 'string')
      .filter((item) => !query.sk || matchesSortKey(item[sk] as string, query.sk))
      .sort(
        (a, b) => compare(a[sk] as string, b[sk] as string) * (query.ascending === false ? -1 : 1),
      );
    const page = query.limit === undefined ? matches : matches.slice(0, query.limit);
    const items = page.map((item) => project(item, query.projection) as T);
    return matches.length > page.length ? { items, cursor: { PK: page.at(-1)?.PK } } : { items };
  }

  async transactWrite(): Promise<void> {
    throw new Error('InMemoryTable does not evaluate transactions');
  }
}

const keyOf = (k: TableKey) => `${k.PK}\u0000${k.SK}`;
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

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
