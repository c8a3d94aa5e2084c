import { defineEntity } from './entity';

/**
 * The professional's own details (display name, company, postal address, tax number): one per
 * account, asked once and used wherever the professional is named to a client. It keeps the
 * partition it had as the invoices' "billing profile" (`BILLING#<sub>`), so profiles saved then
 * carry over as they are, and stays apart from `USER#*` (shared by the public booking function's
 * day locks and page refs) so that only the functions that need it can reach it.
 */
export const professionalProfileKeys = defineEntity('professional profile', {
  PK: 'BILLING#{sub}',
  SK: 'PROFILE',
});
