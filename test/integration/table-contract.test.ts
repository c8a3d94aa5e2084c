import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, inject } from 'vitest';
import { createDynamoTable } from '../../lambdas/adapters/dynamodb/repository';
import { describeTableContract } from '../support/table-contract';

const stack = inject('stack');
const client = new DynamoDBClient({
  endpoint: stack.dynamodbEndpoint,
  region: stack.region,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
const table = createDynamoTable(DynamoDBDocumentClient.from(client), stack.tableName);
afterAll(() => client.destroy());

// Partitions of their own, so the cases never meet the product's items or each other's.
const run = randomUUID();
let n = 0;
describeTableContract('DynamoDB Local', () => ({
  table,
  partition: () => `CONTRACT#${run}#${++n}`,
}));
