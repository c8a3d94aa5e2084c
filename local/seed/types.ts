import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Log } from '../log';

/** What a seeder may touch: the local stand-ins, already bootstrapped. */
export interface SeedContext {
  cognito: { client: CognitoIdentityProviderClient; userPoolId: string; clientId: string };
  dynamodb: DynamoDBClient;
  tableName: string;
  /** The Lambda environment, for seeders that reuse services from `lambdas/`. */
  env: Record<string, string>;
  log: Log;
}

/**
 * One piece of demo content. Seeders run on every start, in order, so each must be idempotent by
 * itself: look before writing (AdminGetUser, GetItem), or write fixed ids with
 * `attribute_not_exists(PK)` and treat the conditional failure as "already there".
 */
export interface Seeder {
  name: string;
  run(ctx: SeedContext): Promise<void>;
}
