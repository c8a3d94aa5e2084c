import { defineEntity } from './entity';

/**
 * A signer's personal link to the sealed copy of a document they signed. The key holds only the
 * SHA-256 (hex) of the token in the link, so the table alone opens nothing; the item names the
 * document and the signer and expires by `ttl`. Once the document is deleted the link finds no
 * signed copy and answers as a link that is not valid, until `ttl` removes it.
 */
export const signedCopyTokenKeys = defineEntity('signed copy token', {
  PK: 'COPY#{hash}',
  SK: 'COPY',
});
