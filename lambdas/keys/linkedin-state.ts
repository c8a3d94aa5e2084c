import { defineEntity } from './entity';

/**
 * A "Quick Fill with LinkedIn" sign-in in progress: the random `state` sent to LinkedIn is the
 * key; the item holds the user who started it and the PKCE verifier, and expires by `ttl` after
 * 10 minutes. The profile route deletes it as it uses it, so each state works once. A sibling of
 * the calendar OAuth state (`OAUTH#`), so neither function reaches the other's flows.
 */
export const linkedInStateKeys = defineEntity('linkedin state', {
  PK: 'LINKEDIN#{state}',
  SK: 'LINKEDIN',
});
