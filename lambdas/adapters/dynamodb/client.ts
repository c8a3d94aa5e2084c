import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TLambdaEnv } from '../../config/env';

/**
 * One document client per cold start. Locally DYNAMODB_ENDPOINT points at DynamoDB Local; the
 * credentials still come from the SDK's usual chain (the launcher sets dummy keys).
 */
export function createDocumentClient(
  env: Pick<TLambdaEnv, 'AWS_REGION' | 'DYNAMODB_ENDPOINT'>,
): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    region: env.AWS_REGION,
    ...(env.DYNAMODB_ENDPOINT ? { endpoint: env.DYNAMODB_ENDPOINT } : {}),
  });
  return DynamoDBDocumentClient.from(client, {
    // Optional fields arrive as undefined from zod-parsed input; DynamoDB rejects them otherwise.
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}
