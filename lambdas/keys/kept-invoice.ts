import { defineEntity } from './entity';

/**
 * An issued invoice or credit note of a closed account, kept for the bookkeeping period
 * (`RETENTION.invoiceYears`, `services/account/keep-invoices.ts`). Each is a partition of its
 * own under an id that names neither the account nor its other records; GSI2 lists them all by
 * the last day they are kept, where the daily expiry finds those whose period has ended.
 */
export const keptInvoiceKeys = defineEntity('kept invoice', {
  PK: 'KEPTINVOICE#{id}',
  SK: 'KEPTINVOICE',
  indexes: {
    GSI2: { pk: 'KEPTINVOICES', sk: '{keptUntil}#{id}' },
  },
});
