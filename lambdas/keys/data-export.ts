import { defineEntity } from './entity';

/**
 * The account's latest data archive (`/account/data`): one per account, replaced by the next
 * request, with a `ttl` when its file is deleted. In a partition of its own (`DATAEXPORT#<sub>`):
 * only the account's functions reach it.
 */
export const dataExportKeys = defineEntity('data export', {
  PK: 'DATAEXPORT#{sub}',
  SK: 'DATAEXPORT',
});
