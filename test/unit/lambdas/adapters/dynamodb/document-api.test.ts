import { describe, expect, it } from 'vitest';
import { DocumentApi } from '../../../../../lambdas/adapters/dynamodb/document-api';
import { AwsServiceError } from '../../../../../lambdas/adapters/signed-http/aws-json';
import { storageClash } from '../../../../../lambdas/errors';
import { createSignatureCheck } from '../../../../../local/realtime/signature-check';
import { loopbackService, type Received } from '../../support/loopback-service';

const credentials = { accessKeyId: 'AKIDTABLETEST', secretAccessKey: 'table-test-secret' };
/** Empty replies: 200 with an empty answer. */
const service = loopbackService({ status: 200, body: {} });

const api = () => new DocumentApi({ region: 'eu-west-2', endpoint: service.endpoint, credentials });
const bodyOf = (r: Received) => JSON.parse(r.body.toString('utf8')) as Record<string, unknown>;
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('the table client (DynamoDB JSON protocol as signed requests)', () => {
  it('sends the operation signed for dynamodb, items marshalled, and answers them unmarshalled', async () => {
    service.replies = [
      { status: 200, body: { Item: { PK: { S: 'A' }, n: { N: '2' }, tags: { L: [] } } } },
    ];
    const out = await api().send('GetItem', {
      TableName: 'tbl',
      Key: { PK: 'A', SK: 'B' },
      ConsistentRead: undefined,
    });
    expect(out.Item).toEqual({ PK: 'A', n: 2, tags: [] });
    const [request] = service.received as [Received];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/');
    expect(request.headers['x-amz-target']).toBe('DynamoDB_20120810.GetItem');
    expect(request.headers['content-type']).toBe('application/x-amz-json-1.0');
    expect(bodyOf(request)).toEqual({ TableName: 'tbl', Key: { PK: { S: 'A' }, SK: { S: 'B' } } });
    // The SDK's own signer, in the local stand-in's check, computes the same signature.
    const check = createSignatureCheck({ service: 'dynamodb', region: 'eu-west-2', credentials });
    expect(await check(request)).toBeUndefined();
    expect(
      await createSignatureCheck({ service: 'execute-api', region: 'eu-west-2', credentials })(
        request,
      ),
    ).toMatch(/scoped to/);
  });

  it('marshals query values, cursors and every part of a transaction, and drops undefined', async () => {
    service.replies = [
      {
        status: 200,
        body: { Items: [{ PK: { S: 'A' } }], LastEvaluatedKey: { PK: { S: 'A' } } },
      },
      { status: 200, body: {} },
    ];
    const page = await api().send('Query', {
      TableName: 'tbl',
      KeyConditionExpression: '#k = :k',
      ExpressionAttributeValues: { ':k': 'A', ':n': 5 },
      ExclusiveStartKey: { PK: 'Z' },
    });
    expect(page).toEqual({ Items: [{ PK: 'A' }], LastEvaluatedKey: { PK: 'A' } });
    expect(bodyOf(service.received[0]!)).toMatchObject({
      ExpressionAttributeValues: { ':k': { S: 'A' }, ':n': { N: '5' } },
      ExclusiveStartKey: { PK: { S: 'Z' } },
    });

    await api().send('TransactWriteItems', {
      TransactItems: [
        { Put: { TableName: 'tbl', Item: { PK: 'A', SK: 'A', gone: undefined, on: true } } },
        {
          Update: {
            TableName: 'tbl',
            Key: { PK: 'B', SK: 'B' },
            UpdateExpression: 'SET #n = :v',
            ExpressionAttributeValues: { ':v': { nested: [1] } },
          },
        },
        { ConditionCheck: { TableName: 'tbl', Key: { PK: 'C', SK: 'C' } } },
      ],
    });
    const sent = bodyOf(service.received[1]!);
    expect(sent.TransactItems).toEqual([
      { Put: { TableName: 'tbl', Item: { PK: { S: 'A' }, SK: { S: 'A' }, on: { BOOL: true } } } },
      {
        Update: {
          TableName: 'tbl',
          Key: { PK: { S: 'B' }, SK: { S: 'B' } },
          UpdateExpression: 'SET #n = :v',
          ExpressionAttributeValues: { ':v': { M: { nested: { L: [{ N: '1' }] } } } },
        },
      },
      { ConditionCheck: { TableName: 'tbl', Key: { PK: { S: 'C' }, SK: { S: 'C' } } } },
    ]);
    expect(sent.ClientRequestToken).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends binary values as base64 and reads them back as bytes, and leaves text alone', async () => {
    await api().send('PutItem', {
      TableName: 'tbl',
      Item: { PK: 'A', data: new Uint8Array([1, 2, 255]) },
    });
    expect(bodyOf(service.received[0]!)).toMatchObject({ Item: { data: { B: 'AQL/' } } });

    service.replies = [
      {
        status: 200,
        body: { Item: { PK: { S: 'A' }, data: { B: 'AQL/' }, note: { S: '"B":"x"' } } },
      },
    ];
    const out = await api().send('GetItem', { TableName: 'tbl', Key: { PK: 'A' } });
    expect(out.Item).toEqual({ PK: 'A', data: new Uint8Array([1, 2, 255]), note: '"B":"x"' });
  });

  it('names errors as the SDK does, so a failed condition or a clash reads the same', async () => {
    service.replies = [
      {
        status: 400,
        body: {
          __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException',
          message: 'The conditional request failed',
        },
      },
      {
        status: 400,
        body: {
          __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
          Message: 'Transaction cancelled',
          CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
        },
      },
    ];
    const condition = await failureOf(api().send('PutItem', { TableName: 't', Item: { PK: 'A' } }));
    expect(condition).toBeInstanceOf(AwsServiceError);
    expect(condition).toMatchObject({
      name: 'ConditionalCheckFailedException',
      message: 'The conditional request failed',
      $metadata: { httpStatusCode: 400 },
    });
    expect(storageClash(condition)).toBe('condition');
    const cancelled = await failureOf(api().send('TransactWriteItems', { TransactItems: [] }));
    expect(cancelled).toMatchObject({
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
    });
    expect(storageClash(cancelled)).toBe('concurrent');
    // Neither is tried again.
    expect(service.received).toHaveLength(2);
  });

  it('tries a throttled, failing or unanswered call again, three tries in all, then gives up', async () => {
    service.replies = [
      {
        status: 400,
        body: { __type: 'com.amazonaws.dynamodb.v20120810#ThrottlingException', message: 'slow' },
      },
      'drop',
      { status: 200, body: {} },
    ];
    await api().send('TransactWriteItems', { TransactItems: [] });
    expect(service.received).toHaveLength(3);
    // The same transaction each time, so DynamoDB applies it once even if a dropped try landed.
    const tokens = service.received.map((r) => bodyOf(r).ClientRequestToken);
    expect(new Set(tokens).size).toBe(1);

    service.received = [];
    service.replies = [{ status: 500 }, { status: 503 }, { status: 500 }, { status: 200 }];
    expect(
      await failureOf(api().send('GetItem', { TableName: 't', Key: { PK: 'A' } })),
    ).toMatchObject({ $metadata: { httpStatusCode: 500 } });
    expect(service.received).toHaveLength(3);
  });

  it('does not try again what DynamoDB refused as invalid', async () => {
    service.replies = [
      {
        status: 400,
        body: {
          __type: 'com.amazon.coral.validate#ValidationException',
          message: 'One or more parameter values were invalid',
        },
      },
    ];
    expect(await failureOf(api().send('GetItem', { TableName: 't', Key: {} }))).toMatchObject({
      name: 'ValidationException',
      message: 'One or more parameter values were invalid',
    });
    expect(service.received).toHaveLength(1);
  });

  it('sends the session token of temporary credentials, signed', async () => {
    const temporary = { ...credentials, sessionToken: 'session-token-value' };
    await new DocumentApi({
      region: 'eu-west-2',
      endpoint: service.endpoint,
      credentials: temporary,
    }).send('GetItem', { TableName: 't', Key: { PK: 'A' } });
    const [request] = service.received as [Received];
    expect(request.headers['x-amz-security-token']).toBe('session-token-value');
    expect(String(request.headers.authorization)).toMatch(
      /SignedHeaders=[^,]*x-amz-security-token/,
    );
    const check = createSignatureCheck({ service: 'dynamodb', region: 'eu-west-2', credentials });
    expect(await check(request)).toBeUndefined();
  });
});
