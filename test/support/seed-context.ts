import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { SeedContext } from '../../local/seed/types';
import type { StackInfo } from './stack';

/** The stand-ins take any credentials; these are the local stack's own. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * What `runSeeders` runs with against a test's stack, as `npm start` runs them on its own: the
 * table's and the pool's clients, quietly. Tests of a carry-over or of the demo content run a
 * seeder again with it, and read the table through `dynamodb`.
 */
export function seedContextOf(stack: StackInfo): SeedContext {
  const dynamodb = new DynamoDBClient({
    endpoint: stack.dynamodbEndpoint,
    region: stack.region,
    credentials,
  });
  const cognito = new CognitoIdentityProviderClient({
    endpoint: stack.cognito.endpoint,
    region: stack.region,
    credentials,
  });
  return {
    cognito: { client: cognito, ...stack.cognito },
    dynamodb,
    tableName: stack.tableName,
    env: stack.env,
    log: () => undefined,
  };
}
