import { clockPort } from './clock';
import { closedAccountsPort } from './closed-accounts';
import { idsPort } from './ids';
import { tablePort } from './table';

/**
 * The ports every area serving signed-in routes starts its `defineDeps` from: the table, the
 * closing accounts' marks each signed-in caller is checked against (`middleware/http-route.ts`),
 * the clock and new ids. An area adds its own ports beside them.
 */
export const signedInPorts = {
  table: tablePort,
  closedAccounts: closedAccountsPort,
  clock: clockPort,
  ids: idsPort,
};
