import { defineEntity } from './entity';

/**
 * A calendar OAuth flow in progress: the random `state` sent to the provider is the key; the item
 * holds the booking page, its owner, the provider and the PKCE verifier, and expires by `ttl`
 * after 10 minutes. The callback deletes it as it reads it, so each state works once.
 */
export const oauthStateKeys = defineEntity('oauth state', {
  PK: 'OAUTH#{state}',
  SK: 'OAUTH',
});
