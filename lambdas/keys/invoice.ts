import { defineEntity } from './entity';

/**
 * An issued invoice or credit note, in its consultant's invoice partition (`INVOICE#<sub>`, which
 * no function without billing rights can name): the kind and the number, eight digits so the sort
 * key sorts by number, name it (`INV#invoice#00000001`). Created once, on condition it is absent,
 * in the transaction that moves its counter. GSI1 lists the consultant's invoices and credit notes
 * together, newest first.
 */
export const invoiceKeys = defineEntity('invoice', {
  PK: 'INVOICE#{sub}',
  SK: 'INV#{kind}#{number}',
  indexes: {
    GSI1: { pk: 'INVOICES#{sub}', sk: '{createdAt}#{reference}' },
  },
});

/**
 * The last number a consultant used for a kind (`invoice`, `credit-note`): moved from `last` to
 * `last + 1` on condition it still holds `last`, in the transaction that creates that invoice, so
 * a number exists exactly when its invoice does.
 */
export const invoiceCounterKeys = defineEntity('invoice counter', {
  PK: 'INVOICE#{sub}',
  SK: 'INVSEQ#{kind}',
});
