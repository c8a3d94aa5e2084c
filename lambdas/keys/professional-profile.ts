import { defineEntity } from './entity';

/**
 * The consultant's own details for their invoices (name, address, tax number): one per account,
 * in a partition of its own so that only the functions that bill can reach it (`USER#*` is
 * shared by the public booking function's day locks and page refs).
 */
export const billingProfileKeys = defineEntity('billing profile', {
  PK: 'BILLING#{sub}',
  SK: 'PROFILE',
});
