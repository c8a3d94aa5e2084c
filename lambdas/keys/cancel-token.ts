import { defineEntity } from './entity';

/**
 * A visitor's personal link to cancel one booked meeting. The key holds only the SHA-256 (hex) of
 * the token in the link, so the table alone opens nothing; the item names the meeting and expires
 * by `ttl` at the meeting's end. Cancelling deletes it, so each link works once.
 */
export const cancelTokenKeys = defineEntity('cancel token', {
  PK: 'CANCEL#{hash}',
  SK: 'CANCEL',
});
