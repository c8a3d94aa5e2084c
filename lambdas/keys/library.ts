import { defineEntity } from './entity';

/**
 * Document libraries sit under their owner, so listing is one Query and another user's library
 * is simply not found. The item keeps `documentCount`, changed with `ADD` by the same
 * transaction that adds or removes a document.
 */
export const libraryKeys = defineEntity('library', {
  PK: 'USER#{sub}',
  SK: 'LIB#{id}',
});
