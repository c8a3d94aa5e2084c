import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDocumentClient,
  createDynamoTable,
} from '../../../../../lambdas/adapters/dynamodb/repository';
import { AppError, CONCURRENT_WRITE } from '../../../../../lambdas/errors';
import { ConditionFailed } from '../../../../../lambdas/ports/table';
import { fakeSdkClient } from '../../support/fake-sdk-client';
import { loopbackService } from '../../support/loopback-service';

/** Records the commands the adapter sends, answering each with `reply`. */
function fakeClient(reply: Record<string, unknown> = {}) {
  const { client, sent } = fakeSdkClient<DynamoDBDocumentClient>(() => reply);
  return { sent, table: createDynamoTable(client, 'tbl') };
}

/** A table whose every command fails with `error`, as the SDK throws it. */
function failingTable(error: Error) {
  const { client, sent } = fakeSdkClient<DynamoDBDocumentClient>(() => {
    throw error;
  });
  return { sent, table: createDynamoTable(client, 'tbl') };
}

const $metadata = { httpStatusCode: 400 };

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
    expect(sent[0]).toBeInstanceOf(QueryCommand);
    expect(sent[0]!.input).toEqual(
      expect.objectContaining({
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
    );
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

  it('sends no empty expression maps (DynamoDB rejects them) and compiles expectations', async () => {
    const { sent, table } = fakeClient();
    await table.put({ PK: 'A', SK: 'B' });
    await table.put({ PK: 'SLUG#x', SK: 'SLUG' }, { exists: false });
    expect(sent[0]).toBeInstanceOf(PutCommand);
    expect(sent[0]!.input).toEqual({ TableName: 'tbl', Item: { PK: 'A', SK: 'B' } });
    expect(sent[1]!.input).toEqual({
      TableName: 'tbl',
      Item: { PK: 'SLUG#x', SK: 'SLUG' },
      ConditionExpression: 'attribute_not_exists(#n0)',
      ExpressionAttributeNames: { '#n0': 'PK' },
    });
  });

  it('compiles changes and state conditions with placeholders for every name and value', async () => {
    const { sent, table } = fakeClient({ Attributes: { PK: 'T', SK: 'E', status: 'submitted' } });
    const after = await table.update(
      { PK: 'T', SK: 'E' },
      { set: { status: 'submitted' }, add: { count: 1 }, remove: ['draftNote'] },
      { exists: true, equals: { status: 'draft', lockedAt: undefined } },
    );
    expect(after).toEqual({ PK: 'T', SK: 'E', status: 'submitted' });
    expect(sent[0]).toBeInstanceOf(UpdateCommand);
    expect(sent[0]!.input).toEqual({
      TableName: 'tbl',
      Key: { PK: 'T', SK: 'E' },
      ReturnValues: 'ALL_NEW',
      UpdateExpression: 'SET #n3 = :v1 ADD #n4 :v2 REMOVE #n5',
      ConditionExpression: 'attribute_exists(#n0) AND #n1 = :v0 AND attribute_not_exists(#n2)',
      ExpressionAttributeNames: {
        '#n0': 'PK',
        '#n1': 'status',
        '#n2': 'lockedAt',
        '#n3': 'status',
        '#n4': 'count',
        '#n5': 'draftNote',
      },
      ExpressionAttributeValues: { ':v0': 'draft', ':v1': 'submitted', ':v2': 1 },
    });
  });

  it('turns transaction operations into TransactItems', async () => {
    const { sent, table } = fakeClient();
    await table.transactWrite([
      { op: 'put', item: { PK: 'CAL#1', SK: 'MEET#t#m' }, expect: { exists: false } },
      {
        op: 'update',
        key: { PK: 'CAL#1', SK: 'CAL' },
        changes: { set: { bookingVersion: 2 } },
        expect: { exists: true, equals: { bookingVersion: 1 } },
      },
      { op: 'check', key: { PK: 'USER#u', SK: 'PROFILE' }, expect: { exists: true } },
      { op: 'delete', key: { PK: 'X', SK: 'Y' } },
    ]);
    expect(sent[0]).toBeInstanceOf(TransactWriteCommand);
    expect(sent[0]!.input).toEqual({
      TransactItems: [
        {
          Put: {
            TableName: 'tbl',
            Item: { PK: 'CAL#1', SK: 'MEET#t#m' },
            ConditionExpression: 'attribute_not_exists(#n0)',
            ExpressionAttributeNames: { '#n0': 'PK' },
          },
        },
        {
          Update: {
            TableName: 'tbl',
            Key: { PK: 'CAL#1', SK: 'CAL' },
            UpdateExpression: 'SET #n2 = :v1',
            ConditionExpression: 'attribute_exists(#n0) AND #n1 = :v0',
            ExpressionAttributeNames: {
              '#n0': 'PK',
              '#n1': 'bookingVersion',
              '#n2': 'bookingVersion',
            },
            ExpressionAttributeValues: { ':v0': 1, ':v1': 2 },
          },
        },
        {
          ConditionCheck: {
            TableName: 'tbl',
            Key: { PK: 'USER#u', SK: 'PROFILE' },
            ConditionExpression: 'attribute_exists(#n0)',
            ExpressionAttributeNames: { '#n0': 'PK' },
          },
        },
        { Delete: { TableName: 'tbl', Key: { PK: 'X', SK: 'Y' } } },
      ],
    });
  });

  it('reports which operations of a cancelled transaction failed their condition', async () => {
    const { table } = failingTable(
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata,
        CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
      }),
    );
    const failure = await table
      .transactWrite([
        { op: 'put', item: { PK: 'A', SK: 'A' } },
        { op: 'delete', key: { PK: 'B', SK: 'B' }, expect: { exists: true } },
      ])
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConditionFailed);
    expect((failure as ConditionFailed).failed).toEqual([1]);
  });

  it('answers a transaction that clashed with another one as a conflict worth one more try', async () => {
    const { table } = failingTable(
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata,
        CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
      }),
    );
    const failure = await table
      .transactWrite([
        { op: 'put', item: { PK: 'A', SK: 'A' } },
        { op: 'put', item: { PK: 'B', SK: 'B' } },
      ])
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ status: 409, message: CONCURRENT_WRITE, retryable: true });
  });

  it("turns a single write's failed condition into ConditionFailed, and a lost take into nothing", async () => {
    const failed = new ConditionalCheckFailedException({
      message: 'The conditional request failed',
      $metadata,
    });
    const { table, sent } = failingTable(failed);
    const failure = await table
      .put({ PK: 'A', SK: 'A' }, { exists: false })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConditionFailed);
    expect((failure as ConditionFailed).failed).toEqual([0]);

    expect(await table.take({ PK: 'A', SK: 'A' })).toBeUndefined();
    expect(sent[1]).toBeInstanceOf(DeleteCommand);
    expect(sent[1]!.input).toMatchObject({ ReturnValues: 'ALL_OLD' });
  });

  it('passes other DynamoDB errors through as the SDK throws them', async () => {
    const throttled = Object.assign(new Error('Rate exceeded'), {
      name: 'ProvisionedThroughputExceededException',
    });
    const { table } = failingTable(throttled);
    await expect(table.put({ PK: 'A', SK: 'A' })).rejects.toBe(throttled);
  });
});

describe('the document client the table is built on', () => {
  const service = loopbackService({ status: 200, body: {} });
  beforeEach(() => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDTABLETEST');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'table-test-secret');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("leaves out attributes that are undefined (zod's absent optionals)", async () => {
    const table = createDynamoTable(createDocumentClient('eu-west-2', service.endpoint), 'tbl');
    await table.put({ PK: 'A', SK: 'B', name: 'Ann', note: undefined });
    const body = JSON.parse(service.received[0]!.body.toString('utf8')) as Record<string, unknown>;
    expect(service.received[0]!.headers['x-amz-target']).toBe('DynamoDB_20120810.PutItem');
    expect(body.Item).toEqual({ PK: { S: 'A' }, SK: { S: 'B' }, name: { S: 'Ann' } });
  });

  it('gives each transaction its own idempotency token, so a try sent again is applied once', async () => {
    const table = createDynamoTable(createDocumentClient('eu-west-2', service.endpoint), 'tbl');
    await table.transactWrite([{ op: 'put', item: { PK: 'A', SK: 'B' } }]);
    await table.transactWrite([{ op: 'put', item: { PK: 'A', SK: 'B' } }]);
    const tokens = service.received.map(
      (request) =>
        (JSON.parse(request.body.toString('utf8')) as { ClientRequestToken?: string })
          .ClientRequestToken,
    );
    expect(tokens).toEqual([expect.any(String), expect.any(String)]);
    expect(tokens[0]).not.toBe(tokens[1]);
  });
});
