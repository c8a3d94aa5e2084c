import { accountClosureKeys } from '../../keys/account-closure';
import type { ClosedAccounts } from '../../ports/closed-accounts';
import type { Table, TableItem } from '../../ports/table';

/**
 * The mark of an account being closed (keys: `lambdas/keys/account-closure.ts`). Written in the
 * closure request's own transaction, before anything else happens, and read by every signed-in
 * route: from that moment the account's tokens are refused, whatever their expiry. It also holds
 * what the closure must still do after its deletions (the booking pages whose calendar grants it
 * revokes last). Once the closure has finished it stays a day, past the pool's one-hour access
 * tokens, then DynamoDB deletes it.
 */
export interface ClosureMarkerItem extends TableItem {
  closureId: string;
  requestedAt: string;
  /** The account's booking pages when the closure began (their grants are revoked at its end). */
  pageIds?: string[];
  /** Set when everything is deleted and the account is gone from the pool. */
  closedAt?: string;
  ttl?: number;
}

/** How long a finished closure's mark stays: far past the longest-lived access token (1 hour). */
export const CLOSED_MARK_SECONDS = 24 * 60 * 60;

export const closureMarkerKey = (sub: string) => accountClosureKeys.key({ sub });

export const toClosureMarker = (sub: string, closureId: string, now: Date): ClosureMarkerItem => ({
  ...closureMarkerKey(sub),
  closureId,
  requestedAt: now.toISOString(),
});

/**
 * One strongly consistent GetItem of the key alone, so a token is refused from the very request
 * after the closure was asked for.
 */
export async function isAccountClosing(table: Pick<Table, 'get'>, sub: string): Promise<boolean> {
  const found = await table.get(closureMarkerKey(sub), { consistent: true, projection: ['PK'] });
  return found !== undefined;
}

export const closedAccountsOf = (table: Pick<Table, 'get'>): ClosedAccounts => ({
  isClosed: (sub) => isAccountClosing(table, sub),
});
