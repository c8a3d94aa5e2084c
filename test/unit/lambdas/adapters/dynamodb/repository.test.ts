import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createDynamoTable } from '../../../../../lambdas/adapters/dynamodb/repository';

/** Records the commands the adapter sends, answering each with `reply`. */
function fakeClient(reply: Record<string, unknown> = {}) {
  const sent: Array<{ name: string; input: Record<string, unknown> }> = [];
  const client = {
    send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      sent.push({ name: command.constructor.name, input: command.input });
      return reply;
    },
  };
  return { sent, table: createDynamoTable(client as unknown as DynamoDBDocumentClient, 'tbl') };
}

describe('DynamoDB table adapter', () => {
  it('queries an index by its own key names, with placeholders for projected attributes', async () => {
    const { sent, table } = fakeClient({ Items: [{ PK: 'CAL#1' }], LastEvaluatedKey: { PK: 'x' } });
    const page = await table.query({
      index: 'GSI1',
      pk: 'USER#u#CALS',
      sk: { beginsWith: '2025-' },
      ascending: false,
      limit: 1,
      projection: ['PK', 'name'],
    });
    expect(page).toEqual({ items: [{ PK: 'CAL#1' }], cursor: { PK: 'x' } });
    expect(sent[0]).toEqual({
      name: 'QueryCommand',
      input: expect.objectContaining({
        TableName: 'tbl',
        IndexName: 'GSI1',
        KeyConditionExpression: '#qpk = :qpk AND begins_with(#qsk, :qsk)',
        ExpressionAttributeNames: {
          '#qpk': 'GSI1PK',
          '#qsk': 'GSI1SK',
          '#p0': 'PK',
          '#p1': 'name',
        },
        ExpressionAttributeValues: { ':qpk': 'USER#u#CALS', ':qsk': '2025-' },
        ProjectionExpression: '#p0, #p1',
        ScanIndexForward: false,
        Limit: 1,
      }),
    });
  });

  it('uses the table keys and BETWEEN for a range on the base table', async () => {
    const { sent, table } = fakeClient({});
    expect(
      await table.query({ pk: 'CAL#1', sk: { between: ['MEET#2025-06-01', 'MEET#2025-06-08'] } }),
    ).toEqual({ items: [] });
    expect(sent[0]!.input).toMatchObject({
      KeyConditionExpression: '#qpk = :qpk AND #qsk BETWEEN :qsk AND :qsk2',
      ExpressionAttributeNames: { '#qpk': 'PK', '#qsk': 'SK' },
      ExpressionAttributeValues: {
        ':qpk': 'CAL#1',
        ':qsk': 'MEET#2025-06-01',
        ':qsk2': 'MEET#2025-06-08',
      },
      ScanIndexForward: true,
    });
  });

  it('sends no empty expression maps (DynamoDB rejects them) and passes conditions through', async () => {
    const { sent, table } = fakeClient();
    await table.put({ PK: 'A', SK: 'B' });
    await table.put({ PK: 'SLUG#x', SK: 'SLUG' }, { condition: 'attribute_not_exists(PK)' });
    expect(sent[0]!.input).toEqual({ TableName: 'tbl', Item: { PK: 'A', SK: 'B' } });
    expect(sent[1]!.input).toEqual({
      TableName: 'tbl',
      Item: { PK: 'SLUG#x', SK: 'SLUG' },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
  });

  it('turns transaction operations into TransactItems', async () => {
    const { sent, table } = fakeClient();
    await table.transactWrite([
      { op: 'put', item: { PK: 'CAL#1', SK: 'MEET#t#m' }, condition: 'attribute_not_exists(PK)' },
      {
        op: 'update',
        key: { PK: 'CAL#1', SK: 'CAL' },
        update: 'SET #v = :next',
        condition: '#v = :prev',
        names: { '#v': 'bookingVersion' },
        values: { ':next': 2, ':prev': 1 },
      },
      { op: 'check', key: { PK: 'USER#u', SK: 'PROFILE' }, condition: 'attribute_exists(PK)' },
      { op: 'delete', key: { PK: 'X', SK: 'Y' } },
    ]);
    expect(sent[0]).toEqual({
      name: 'TransactWriteCommand',
      input: {
        TransactItems: [
          {
            Put: {
              TableName: 'tbl',
              Item: { PK: 'CAL#1', SK: 'MEET#t#m' },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName: 'tbl',
              Key: { PK: 'CAL#1', SK: 'CAL' },
              UpdateExpression: 'SET #v = :next',
              ConditionExpression: '#v = :prev',
              ExpressionAttributeNames: { '#v': 'bookingVersion' },
              ExpressionAttributeValues: { ':next': 2, ':prev': 1 },
            },
          },
          {
            ConditionCheck: {
              TableName: 'tbl',
              Key: { PK: 'USER#u', SK: 'PROFILE' },
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          { Delete: { TableName: 'tbl', Key: { PK: 'X', SK: 'Y' } } },
        ],
      },
    });
  });
});
