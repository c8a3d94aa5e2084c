import type { FunctionAccess } from '../../deps/function-access';
import { accountClosureKeys } from '../../keys/account-closure';
import { tickerLockKeys, tickerMessageKeys } from '../../keys/ticker';

/**
 * Ticker messages: public reads, admin writes (one transaction per reorder; the pool says if
 * an admin has TOTP).
 */
export const tickerAccess: FunctionAccess = {
  table: 'RW',
  items: [tickerMessageKeys, tickerLockKeys, accountClosureKeys],
  readUsers: true,
};

/**
 * The anonymous GET routes' own function (`publicReadAccess`): the messages only, not the add lock.
 */
export const tickerPublicReadAccess: FunctionAccess = { table: 'RO', items: [tickerMessageKeys] };
