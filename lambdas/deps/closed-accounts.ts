import { accountClosureKeys } from '../keys/account-closure';
import { closedAccountsOf } from '../services/account/closure-marker';
import { definePort } from './define-deps';
import { buildTable, tableEnv, tableSdkClients } from './table';

/**
 * The closing accounts' marks, read through the same table client as the area's own table: every
 * area serving signed-in routes declares it (`middleware/http-route.ts` refuses to build a
 * signed-in route without it), and an area that serves only anonymous routes never bundles it.
 */
export const closedAccountsPort = definePort({
  env: tableEnv,
  sdkClients: tableSdkClients,
  // Reads the marks' partitions itself; the table's mode is the function's to say.
  access: { items: [accountClosureKeys], asks: 'table' },
  build: (env) => closedAccountsOf(buildTable(env)),
});
