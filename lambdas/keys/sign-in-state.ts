import { defineEntity } from './entity';

/**
 * A connection of a sign-in (Google, Microsoft, LinkedIn) in progress: the random `state` sent to
 * the provider is the key; the item holds the user who started it, the provider, the PKCE
 * verifier and the nonce, and expires by `ttl` after 10 minutes. Finishing the connection deletes
 * it as it uses it, so each state works once. A sibling of the calendar OAuth state (`OAUTH#`)
 * and the LinkedIn Quick Fill state (`LINKEDIN#`), so no function reaches another's flows.
 */
export const signInStateKeys = defineEntity('sign-in state', {
  PK: 'SIGNIN#{state}',
  SK: 'SIGNIN',
});
