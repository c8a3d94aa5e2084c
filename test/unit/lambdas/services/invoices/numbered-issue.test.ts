import { describe, expect, it } from 'vitest';
import { conflict } from '../../../../../lambdas/errors';
import {
  invoiceCounterKey,
  invoiceKey,
  type InvoiceItem,
} from '../../../../../lambdas/services/invoices/invoice-item';
import { issueNumbered } from '../../../../../lambdas/services/invoices/numbered-issue';
import { MemoryTable } from '../../support/memory-table';

const sub = 'consultant-sub';

const itemOf = (number: number): InvoiceItem =>
  ({ ...invoiceKey(sub, 'invoice', number), number, reference: `INV-${number}` }) as InvoiceItem;

describe('numbering invoices', () => {
  it('gives twenty issues at once twenty distinct consecutive numbers', async () => {
    const table = new MemoryTable();
    const issued = await Promise.all(
      Array.from({ length: 20 }, () =>
        issueNumbered({ table }, { sub, kind: 'invoice', build: itemOf, alongside: () => {} }),
      ),
    );
    expect(issued.map((i) => i.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect((await table.get(invoiceCounterKey(sub, 'invoice')))?.last).toBe(20);
  });

  it('uses no number when the writes beside the invoice are refused', async () => {
    const table = new MemoryTable();
    await issueNumbered({ table }, { sub, kind: 'invoice', build: itemOf, alongside: () => {} });
    const refused = conflict('Refused');
    await expect(
      issueNumbered(
        { table },
        {
          sub,
          kind: 'invoice',
          build: itemOf,
          // A condition beside the invoice that does not hold.
          alongside: (tx) => void tx.check({ PK: 'X', SK: 'Y' }, { exists: true }, refused),
        },
      ),
    ).rejects.toBe(refused);
    expect(await table.get(invoiceKey(sub, 'invoice', 2))).toBeUndefined();
    const next = await issueNumbered(
      { table },
      { sub, kind: 'invoice', build: itemOf, alongside: () => {} },
    );
    expect(next.number).toBe(2);
  });

  it('keeps each kind in its own sequence', async () => {
    const table = new MemoryTable();
    await issueNumbered({ table }, { sub, kind: 'invoice', build: itemOf, alongside: () => {} });
    const credit = await issueNumbered(
      { table },
      {
        sub,
        kind: 'credit-note',
        build: (n) => ({ ...itemOf(n), ...invoiceKey(sub, 'credit-note', n) }),
        alongside: () => {},
      },
    );
    expect(credit.number).toBe(1);
  });
});
