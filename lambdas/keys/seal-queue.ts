import { defineEntity } from './entity';

/**
 * Fully signed documents waiting to be sealed. The transition to `fully_signed` puts the item in
 * the same transaction and sealing deletes it, so the periodic sweep finds every document still
 * unsealed after 5 minutes with one Query, oldest first.
 */
export const sealQueueKeys = defineEntity('seal queue entry', {
  PK: 'SEALQ',
  SK: '{completedAt}#{documentId}',
});
