import { defineEntity } from './entity';

/**
 * A signer's personal link. The key holds only the SHA-256 (hex) of the 256-bit token in the
 * link, so the table alone opens no document; the item names the document and the step and
 * expires by `ttl` after 30 days. The step keeps the same hash, so deleting a document finds
 * its tokens.
 */
export const signingTokenKeys = defineEntity('signing token', {
  PK: 'SIGN#{hash}',
  SK: 'SIGN',
});
