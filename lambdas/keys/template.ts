import { defineEntity } from './entity';

/**
 * Document templates sit under their owner, like libraries: listing is one Query and another
 * user's template is simply not found. The roles and fields are kept on the item itself (at
 * most 20 roles and 100 fields, far below an item's 400 KB).
 */
export const templateKeys = defineEntity('document template', {
  PK: 'USER#{sub}',
  SK: 'TPL#{id}',
});
