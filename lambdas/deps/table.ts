import type * as z from 'zod';
import { createDocumentClient, createDynamoTable } from '../adapters/dynamodb/repository';
import { processClient } from '../adapters/process-client';
import { ZLambdaEnv } from '../config/env';
import type { Table } from '../ports/table';
import { definePort } from './define-deps';

export const tableEnv = ZLambdaEnv.pick({
  AWS_REGION: true,
  TABLE_NAME: true,
  DYNAMODB_ENDPOINT: true,
});

/** One document client per container, built with the first table. */
const documentClient = processClient(createDocumentClient);

/**
 * The one place the single table is built from its variables (the connections port reuses it).
 * Locally DYNAMODB_ENDPOINT points at DynamoDB Local, which takes any credentials (the launcher
 * sets dummy keys).
 */
export const buildTable = (env: z.output<typeof tableEnv>): Table =>
  createDynamoTable(documentClient(env.AWS_REGION, env.DYNAMODB_ENDPOINT), env.TABLE_NAME);

/** Imported with the bundle: nearly every request reads the table. */
export const tableSdkClients = ['@aws-sdk/client-dynamodb'] as const;

export const tablePort = definePort({
  env: tableEnv,
  sdkClients: tableSdkClients,
  // The mode and the entities it may reach are the function's to say (`table`, `items`).
  access: { asks: 'table' },
  build: buildTable,
});
