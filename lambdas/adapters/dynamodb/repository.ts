import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type {
  ExpressionValues,
  SortKeyCondition,
  Table,
  TableItem,
  TableQuery,
  TransactOp,
  WriteCondition,
} from '../../ports/table';
import { indexKeys, tableDef } from './table-def';

/** The single table over the DynamoDB document client. Errors from the SDK pass through as is. */
export function createDynamoTable(doc: DynamoDBDocumentClient, tableName: string): Table {
  return {
    async get<T extends TableItem>(
      key: { PK: string; SK: string },
      options: { consistent?: boolean; projection?: string[] } = {},
    ) {
      const projection = projectionOf(options.projection);
      const out = await doc.send(
        new GetCommand({
          TableName: tableName,
          Key: key,
          ConsistentRead: options.consistent,
          ...projection,
        }),
      );
      return out.Item as T | undefined;
    },

    async put(item, options = {}) {
      await doc.send(new PutCommand({ TableName: tableName, Item: item, ...conditionOf(options) }));
    },

    async update<T extends TableItem>(
      key: { PK: string; SK: string },
      input: WriteCondition & { update: string },
    ) {
      const out = await doc.send(
        new UpdateCommand({
          TableName: tableName,
          Key: key,
          UpdateExpression: input.update,
          ReturnValues: 'ALL_NEW',
          ...conditionOf(input),
        }),
      );
      return out.Attributes as T;
    },

    async delete(key, options = {}) {
      await doc.send(
        new DeleteCommand({ TableName: tableName, Key: key, ...conditionOf(options) }),
      );
    },

    async query<T extends Record<string, unknown>>(query: TableQuery) {
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
      const out = await doc.send(
        new QueryCommand({
          TableName: tableName,
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
        ...(out.LastEvaluatedKey ? { cursor: out.LastEvaluatedKey } : {}),
      };
    },

    async transactWrite(ops: TransactOp[]) {
      if (ops.length === 0) return;
      await doc.send(
        new TransactWriteCommand({ TransactItems: ops.map((op) => transactItem(tableName, op)) }),
      );
    },
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

/** Empty maps are rejected by DynamoDB, so each part is only sent when present. */
function conditionOf(input: WriteCondition) {
  return {
    ...(input.condition ? { ConditionExpression: input.condition } : {}),
    ...expressionValuesOf(input),
  };
}

function expressionValuesOf({ names, values }: ExpressionValues) {
  return {
    ...(names && Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
    ...(values && Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
  };
}

function transactItem(tableName: string, op: TransactOp) {
  switch (op.op) {
    case 'put':
      return { Put: { TableName: tableName, Item: op.item, ...conditionOf(op) } };
    case 'update':
      return {
        Update: {
          TableName: tableName,
          Key: op.key,
          UpdateExpression: op.update,
          ...conditionOf(op),
        },
      };
    case 'delete':
      return { Delete: { TableName: tableName, Key: op.key, ...conditionOf(op) } };
    case 'check':
      return {
        ConditionCheck: {
          TableName: tableName,
          Key: op.key,
          ConditionExpression: op.condition,
          ...expressionValuesOf(op),
        },
      };
  }
}
