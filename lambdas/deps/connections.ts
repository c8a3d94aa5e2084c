import { createConnectionStore } from '../adapters/dynamodb/connection-store';
import { definePort } from './define-deps';
import { buildTable, tableEnv, tableSdkClients } from './table';

/** WebSocket connections are items of the single table, so this port reads the table's variables. */
export const connectionsPort = definePort({
  env: tableEnv,
  sdkClients: tableSdkClients,
  build: (env) => createConnectionStore(buildTable(env)),
});
