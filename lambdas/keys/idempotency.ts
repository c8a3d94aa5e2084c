import { defineEntity } from './entity';

/**
 * A request or event already handled: the key a client sent (or a consumer's business key) with
 * the answer given, kept until its `ttl`. Created in the same transaction as the work it guards.
 */
export const idempotencyKeys = defineEntity('idempotency claim', {
  PK: 'IDEM#{scope}#{key}',
  SK: 'IDEM',
});
