import { definePort } from '../../../../lambdas/deps/define-deps';
import type { ClosedAccounts } from '../../../../lambdas/ports/closed-accounts';

/**
 * The `closedAccounts` port every signed-in route's area declares, with the subs of the accounts
 * being closed: none by default.
 */
export const closedAccountsPort = (closing: ReadonlySet<string> = new Set()) =>
  definePort<ClosedAccounts>({ build: () => ({ isClosed: async (sub) => closing.has(sub) }) });
