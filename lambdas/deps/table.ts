import type * as z from 'zod';
import { createDocumentClient } from '../adapters/dynamodb/client';
import { createDynamoTable } from '../adapters/dynamodb/repository';
import { ZLambdaEnv } from '../config/env';
import type { Table } from '../ports/table';
import { definePort } from './define-deps';

export const tableEnv = ZLambdaEnv.pick({
  AWS_REGION: true,
  TABLE_NAME: true,
  DYNAMODB_ENDPOINT: true,
});

/** The one place the single table is built from its variables (the connections port reuses it). */
export const buildTable = (env: z.output<typeof tableEnv>): Table =>
  createDynamoTable(createDocumentClient(env), env.TABLE_NAME);

export const tableSdkClients = ['@aws-sdk/client-dynamodb'] as const;

export const tablePort = definePort({
  env: tableEnv,
  sdkClients: tableSdkClients,
  build: buildTable,
});
