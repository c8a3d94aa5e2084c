/**
 * Whether an account is being closed (or was closed a short while ago): every signed-in route
 * asks before it does anything, so the account's tokens stop counting the moment the closure is
 * asked for, not when they expire (`middleware/http-route.ts`).
 */
export interface ClosedAccounts {
  isClosed(sub: string): Promise<boolean>;
}
