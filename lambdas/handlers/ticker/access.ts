import type { DeclaredAccess, FunctionAccess } from '../../deps/function-access';
import { tickerLockKeys, tickerMessageKeys } from '../../keys/ticker';
import { tickerDeps } from './deps';

/**
 * Ticker messages: public reads, admin writes (one transaction per reorder; the pool says if
 * an admin has TOTP).
 */
export const tickerAccess: DeclaredAccess = {
  deps: tickerDeps,
  table: 'RW',
  items: [tickerMessageKeys, tickerLockKeys],
};

/**
 * The anonymous GET routes' own function (`publicReadAccess`): the messages only, not the add lock.
 */
export const tickerPublicReadAccess: FunctionAccess = { table: 'RO', items: [tickerMessageKeys] };
