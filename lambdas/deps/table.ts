import type * as z from 'zod';
import { DocumentApi } from '../adapters/dynamodb/document-api';
import { createDynamoTable } from '../adapters/dynamodb/repository';
import { ZLambdaEnv } from '../config/env';
import type { Table } from '../ports/table';
import { credentialsEnv, credentialsOf } from '../adapters/signed-http/credentials';
import { definePort } from './define-deps';

export const tableEnv = ZLambdaEnv.pick({
  AWS_REGION: true,
  TABLE_NAME: true,
  DYNAMODB_ENDPOINT: true,
  ...credentialsEnv,
});

/**
 * The one place the single table is built from its variables (the connections port reuses it).
 * Locally DYNAMODB_ENDPOINT points at DynamoDB Local, which takes any credentials (the launcher
 * sets dummy keys).
 */
export const buildTable = (env: z.output<typeof tableEnv>): Table =>
  createDynamoTable(
    new DocumentApi({
      region: env.AWS_REGION,
      ...(env.DYNAMODB_ENDPOINT ? { endpoint: env.DYNAMODB_ENDPOINT } : {}),
      credentials: credentialsOf(env, 'table'),
    }),
    env.TABLE_NAME,
  );

/** No SDK client: the table signs its own requests (`adapters/dynamodb/document-api.ts`). */
export const tableSdkClients = [] as const;

export const tablePort = definePort({
  env: tableEnv,
  sdkClients: tableSdkClients,
  build: buildTable,
});
