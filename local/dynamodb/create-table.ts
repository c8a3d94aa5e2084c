import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { indexKeys, tableDef } from '../../lambdas/keys/table-schema';
import type { Log } from '../log';

async function tableExists(client: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return true;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return false;
    throw error;
  }
}

/** The same key schema the Data stack deploys, built from the shared `tableDef`. */
export async function ensureTable(
  client: DynamoDBClient,
  tableName: string,
  log: Log,
): Promise<void> {
  if (!(await tableExists(client, tableName))) {
    const { partitionKey, sortKey } = tableDef;
    const indexes = tableDef.indexes.map((name) => ({ name, ...indexKeys(name) }));
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [partitionKey, sortKey, ...indexes.flatMap((i) => [i.pk, i.sk])].map(
          (name) => ({
            AttributeName: name,
            AttributeType: 'S',
          }),
        ),
        KeySchema: [
          { AttributeName: partitionKey, KeyType: 'HASH' },
          { AttributeName: sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: indexes.map((i) => ({
          IndexName: i.name,
          KeySchema: [
            { AttributeName: i.pk, KeyType: 'HASH' },
            { AttributeName: i.sk, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
        // The ticker's live updates read this stream (docs/events.md).
        StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
      }),
    );
    log('dynamodb', `created table ${tableName}`);
  }

  // DynamoDB Local accepts and reports the setting but did not delete an expired item (still there
  // after 40 s when checked). Code must filter expired items itself, as it should in AWS too,
  // where deletion can lag by days.
  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: tableDef.ttlAttribute, Enabled: true },
      }),
    );
  }
}
