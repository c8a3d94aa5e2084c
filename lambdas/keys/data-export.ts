import { defineEntity } from './entity';

/**
 * The account's latest data archive (`/account/data`): one per account, replaced by the next
 * request, with a `ttl` when its file is deleted.
 */
export const dataExportKeys = defineEntity('data export', {
  PK: 'USER#{sub}',
  SK: 'DATAEXPORT',
});
