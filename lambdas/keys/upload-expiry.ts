import { defineEntity } from './entity';

/**
 * When each upload reservation runs out. Reserving an upload puts an entry in the same
 * transaction and accepting the file deletes it, so the upload sweep finds every reservation
 * past its time with one Query, oldest first, and removes it with its staged file, even where
 * the table's TTL is late or absent (DynamoDB Local never expires items).
 */
export const uploadExpiryKeys = defineEntity('upload expiry', {
  PK: 'UPLOADEXP',
  SK: '{expiresAt}#{documentId}',
});
