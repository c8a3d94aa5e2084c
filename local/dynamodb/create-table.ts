import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { indexKeys, tableDef } from '../../lambdas/keys/table-schema';
import type { Log } from '../log';

/** The names of the table's indexes, or undefined when there is no table yet. */
async function existingIndexes(
  client: DynamoDBClient,
  tableName: string,
): Promise<string[] | undefined> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    return (Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName ?? '');
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

const indexDefs = () => tableDef.indexes.map((name) => ({ name, ...indexKeys(name) }));

const indexSchema = (i: ReturnType<typeof indexDefs>[number]) => ({
  IndexName: i.name,
  KeySchema: [
    { AttributeName: i.pk, KeyType: 'HASH' as const },
    { AttributeName: i.sk, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'ALL' as const },
});

const stringAttributes = (names: string[]) =>
  names.map((name) => ({ AttributeName: name, AttributeType: 'S' as const }));

/**
 * The same key schema the Data stack deploys, built from the shared `tableDef`. `stream: false`
 * is for a test's table of its own that nothing reads a stream of: DynamoDB Local slows every
 * write to a second table with a stream in proportion to what the first one's stream holds
 * (3,200 writes took 6 s beside an empty table, 52 s beside one of 5,000 items).
 */
export async function ensureTable(
  client: DynamoDBClient,
  tableName: string,
  log: Log,
  opts: { stream?: boolean } = {},
): Promise<void> {
  const present = await existingIndexes(client, tableName);
  const indexes = indexDefs();
  if (!present) {
    const { partitionKey, sortKey } = tableDef;
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: stringAttributes([
          partitionKey,
          sortKey,
          ...indexes.flatMap((i) => [i.pk, i.sk]),
        ]),
        KeySchema: [
          { AttributeName: partitionKey, KeyType: 'HASH' },
          { AttributeName: sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: indexes.map(indexSchema),
        // The ticker's live updates read this stream (docs/events.md).
        ...(opts.stream !== false && {
          StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
        }),
      }),
    );
    log('dynamodb', `created table ${tableName}`);
  } else {
    // A table kept from an earlier start gets the indexes added since, one at a time as in AWS.
    for (const index of indexes.filter((i) => !present.includes(i.name))) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: stringAttributes([index.pk, index.sk]),
          GlobalSecondaryIndexUpdates: [{ Create: indexSchema(index) }],
        }),
      );
      log('dynamodb', `added index ${index.name} to ${tableName}`);
    }
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
