import { defineEntity } from './entity';

/** Makes a slug unique (written in the booking page's transaction) and finds the page by it. */
export const slugClaimKeys = defineEntity('slug claim', {
  PK: 'SLUG#{slug}',
  SK: 'SLUG',
});
