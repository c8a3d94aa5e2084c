import { defineEntity } from './entity';

/** The consultant's own details for their invoices (name, address, tax number): one per account. */
export const billingProfileKeys = defineEntity('billing profile', {
  PK: 'USER#{sub}',
  SK: 'BILLINGPROFILE',
});
