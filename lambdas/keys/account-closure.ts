import { defineEntity } from './entity';

/**
 * An account being closed, or closed a short while ago: written with the closure's request and
 * read by every signed-in route, which refuses the account's tokens from then on
 * (`services/account/closure-marker.ts`). A partition of its own, so every function serving
 * signed-in routes may read it and nothing else of the account's.
 */
export const accountClosureKeys = defineEntity('account closure', {
  PK: 'CLOSING#{sub}',
  SK: 'CLOSING',
});
