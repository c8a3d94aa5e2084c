import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { cancellationCodes, concurrentWrite, storageClash } from '../../errors';
import {
  ConditionFailed,
  type Changes,
  type Expect,
  type SortKeyCondition,
  type Table,
  type TableItem,
  type TableKey,
  type TableQuery,
  type TransactOp,
} from '../../ports/table';
import { indexKeys, tableDef } from '../../keys/table-schema';
import { clientConfig, traced } from '../aws-clients';
import { TableWithHelpers } from '../table-with-helpers';

/** What the adapter sends its commands through: the document client, or a fake in unit tests. */
export type DocumentSender = Pick<DynamoDBDocumentClient, 'send'>;

/**
 * The document client of the table: items, keys and expression values as plain values. Optional
 * fields of zod-parsed input arrive as `undefined`, which DynamoDB would refuse, so they are left
 * out. Locally `endpoint` is DynamoDB Local's address.
 */
export function createDocumentClient(region: string, endpoint?: string): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(traced(new DynamoDBClient(clientConfig(region, endpoint))), {
    marshallOptions: { removeUndefinedValues: true },
  });
}

/**
 * The single table through the document client: `Expect` and `Changes` become condition and
 * update expressions here, and nowhere else. A failed condition becomes `ConditionFailed`; other
 * DynamoDB errors pass through as the SDK throws them. TransactWriteItems carries the SDK's
 * idempotency token, so a transaction the SDK sends again after an unanswered try is applied once.
 */
export function createDynamoTable(doc: DocumentSender, tableName: string): Table {
  return new DynamoTable(doc, tableName);
}

class DynamoTable extends TableWithHelpers {
  constructor(
    private readonly doc: DocumentSender,
    private readonly tableName: string,
  ) {
    super();
  }

  override async get<T extends TableItem>(
    key: TableKey,
    options: { consistent?: boolean; projection?: string[] } = {},
  ) {
    const out = await this.doc.send(
      new GetCommand({
        TableName: this.tableName,
        Key: key,
        ConsistentRead: options.consistent,
        ...projectionOf(options.projection),
      }),
    );
    return out.Item as T | undefined;
  }

  override async put(item: TableItem, expect?: Expect) {
    await send(() =>
      this.doc.send(
        new PutCommand({ TableName: this.tableName, Item: item, ...conditionOf(expect) }),
      ),
    );
  }

  override async update<T extends TableItem>(key: TableKey, changes: Changes, expect?: Expect) {
    const out = await send(() =>
      this.doc.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: key,
          ReturnValues: 'ALL_NEW',
          ...updateOf(changes, expect),
        }),
      ),
    );
    return out.Attributes as T;
  }

  override async delete(key: TableKey, expect?: Expect) {
    await send(() =>
      this.doc.send(
        new DeleteCommand({ TableName: this.tableName, Key: key, ...conditionOf(expect) }),
      ),
    );
  }

  override async take<T extends TableItem>(key: TableKey) {
    // The condition makes the delete a compare-and-set: of two racing takes only one gets the
    // item (DynamoDB Local otherwise returns the old item to both).
    try {
      const out = await send(() =>
        this.doc.send(
          new DeleteCommand({
            TableName: this.tableName,
            Key: key,
            ReturnValues: 'ALL_OLD',
            ConditionExpression: 'attribute_exists(#pk)',
            ExpressionAttributeNames: { '#pk': tableDef.partitionKey },
          }),
        ),
      );
      return out.Attributes as T | undefined;
    } catch (error) {
      if (error instanceof ConditionFailed) return undefined;
      throw error;
    }
  }

  override async query<T extends Record<string, unknown>>(query: TableQuery) {
    const keys = query.index
      ? indexKeys(query.index)
      : { pk: tableDef.partitionKey, sk: tableDef.sortKey };
    const names: Record<string, string> = { '#qpk': keys.pk };
    const values: Record<string, unknown> = { ':qpk': query.pk };
    let keyCondition = '#qpk = :qpk';
    if (query.sk) {
      names['#qsk'] = keys.sk;
      keyCondition += ` AND ${sortKeyExpression(query.sk, values)}`;
    }
    const projection = projectionOf(query.projection);
    const out = await this.doc.send(
      new QueryCommand({
        TableName: this.tableName,
        IndexName: query.index,
        KeyConditionExpression: keyCondition,
        ExpressionAttributeNames: { ...names, ...projection.ExpressionAttributeNames },
        ExpressionAttributeValues: values,
        ProjectionExpression: projection.ProjectionExpression,
        ScanIndexForward: query.ascending ?? true,
        Limit: query.limit,
        ExclusiveStartKey: query.cursor,
        ConsistentRead: query.consistent,
      }),
    );
    return {
      items: (out.Items ?? []) as T[],
      ...(out.LastEvaluatedKey ? { cursor: out.LastEvaluatedKey as Record<string, unknown> } : {}),
    };
  }

  override async transactWrite(ops: readonly TransactOp[]) {
    if (ops.length === 0) return;
    await send(() =>
      this.doc.send(
        new TransactWriteCommand({
          TransactItems: ops.map((op) => transactItem(this.tableName, op)),
        }),
      ),
    );
  }
}

/** Runs a write, turning DynamoDB's condition failures into the port's `ConditionFailed`. */
async function send<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const clash = storageClash(error);
    if (!clash) throw error;
    // Another transaction touched the same items at the same moment: the caller may try again.
    if (clash === 'concurrent') throw concurrentWrite(error);
    const codes = cancellationCodes(error);
    const failed = codes.flatMap((code, i) => (code === 'ConditionalCheckFailed' ? [i] : []));
    throw new ConditionFailed(failed.length ? failed : [0]);
  }
}

/**
 * Condition and update expressions with placeholders for every name and value, so reserved words
 * (`name`, `status`) need no care. Empty maps are left out: DynamoDB rejects them.
 */
function compile(expect?: Expect, changes?: Changes) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const name = (attribute: string) => {
    const token = `#n${Object.keys(names).length}`;
    names[token] = attribute;
    return token;
  };
  const value = (v: unknown) => {
    const token = `:v${Object.keys(values).length}`;
    values[token] = v;
    return token;
  };

  let condition: string | undefined;
  if (expect) {
    const pk = name(tableDef.partitionKey);
    const clauses = [expect.exists ? `attribute_exists(${pk})` : `attribute_not_exists(${pk})`];
    if (expect.exists) {
      for (const [attribute, expected] of Object.entries(expect.equals ?? {})) {
        clauses.push(
          expected === undefined
            ? `attribute_not_exists(${name(attribute)})`
            : `${name(attribute)} = ${value(expected)}`,
        );
      }
    }
    condition = clauses.join(' AND ');
  }

  let update: string | undefined;
  if (changes) {
    const set = Object.entries(changes.set ?? {}).map(([a, v]) => `${name(a)} = ${value(v)}`);
    const add = Object.entries(changes.add ?? {}).map(([a, v]) => `${name(a)} ${value(v)}`);
    const remove = (changes.remove ?? []).map(name);
    update = [
      set.length ? `SET ${set.join(', ')}` : '',
      add.length ? `ADD ${add.join(', ')}` : '',
      remove.length ? `REMOVE ${remove.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join(' ');
    if (!update) throw new Error('An update must change something');
  }

  return {
    condition,
    update,
    placeholders: {
      ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
      ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
    },
  };
}

/** The parts of a put, delete or condition check. */
function conditionOf(expect?: Expect) {
  const { condition, placeholders } = compile(expect);
  return { ...(condition ? { ConditionExpression: condition } : {}), ...placeholders };
}

function checkOf(expect: Expect) {
  const { condition = '', placeholders } = compile(expect);
  return { ConditionExpression: condition, ...placeholders };
}

/** The parts of an update (`compile` refuses an update that changes nothing). */
function updateOf(changes: Changes, expect?: Expect) {
  const { condition, update = '', placeholders } = compile(expect, changes);
  return {
    UpdateExpression: update,
    ...(condition ? { ConditionExpression: condition } : {}),
    ...placeholders,
  };
}

const comparisons = { equals: '=', lt: '<', lte: '<=', gt: '>', gte: '>=' } as const;

function sortKeyExpression(sk: SortKeyCondition, values: Record<string, unknown>): string {
  if ('beginsWith' in sk) {
    values[':qsk'] = sk.beginsWith;
    return 'begins_with(#qsk, :qsk)';
  }
  if ('between' in sk) {
    values[':qsk'] = sk.between[0];
    values[':qsk2'] = sk.between[1];
    return '#qsk BETWEEN :qsk AND :qsk2';
  }
  const [name, operator] = Object.entries(comparisons).find(([n]) => n in sk) ?? [];
  if (!name || !operator) throw new Error('Unknown sort key condition');
  values[':qsk'] = (sk as Record<string, string>)[name];
  return `#qsk ${operator} :qsk`;
}

/** Placeholders for every projected name, so reserved words (`name`, `status`) need no care. */
function projectionOf(attributes?: string[]) {
  if (!attributes?.length) return {};
  const names = Object.fromEntries(attributes.map((a, i) => [`#p${i}`, a]));
  return {
    ProjectionExpression: Object.keys(names).join(', '),
    ExpressionAttributeNames: names,
  };
}

function transactItem(tableName: string, op: TransactOp) {
  switch (op.op) {
    case 'put':
      return { Put: { TableName: tableName, Item: op.item, ...conditionOf(op.expect) } };
    case 'update':
      return {
        Update: { TableName: tableName, Key: op.key, ...updateOf(op.changes, op.expect) },
      };
    case 'delete':
      return { Delete: { TableName: tableName, Key: op.key, ...conditionOf(op.expect) } };
    case 'check':
      return { ConditionCheck: { TableName: tableName, Key: op.key, ...checkOf(op.expect) } };
  }
}
