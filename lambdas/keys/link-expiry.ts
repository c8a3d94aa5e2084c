import { defineEntity } from './entity';

/**
 * When each signing link runs out. Asking a signer puts an entry in the same transaction, so the
 * hourly expiry sweep finds every link past its time with one Query, oldest first, and the
 * document of a signer who never answered becomes `expired` even if nobody opens the link again.
 * Entries of links that were used or replaced meanwhile are simply dropped when they come due.
 */
export const linkExpiryKeys = defineEntity('signing link expiry', {
  PK: 'LINKEXP',
  SK: '{expiresAt}#{documentId}#{order}',
});
