import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  billedLines,
  creditNoteOf,
  formatTaxRate,
  invoiceFigures,
  invoiceReference,
  parseInvoiceReference,
  taxPenceOf,
} from '@domain/invoices/invoice-totals';
import { timesheet } from '@domain/timesheets/totals';

describe('billed lines', () => {
  it('keeps the export’s billable lines that have an amount, in order, and nothing else', () => {
    const { lines } = timesheet(
      [{ durationMinutes: 60 }],
      [
        { id: 'a', durationMinutes: 7, billable: true, ratePence: 1000 },
        { id: 'b', durationMinutes: 30, billable: false, ratePence: 1000 },
        { id: 'c', durationMinutes: 30, billable: true, ratePence: null },
        { id: 'd', durationMinutes: 91, billable: true, ratePence: 12345 },
        { id: 'e', durationMinutes: 10, billable: true, ratePence: 0 },
      ],
    );
    expect(billedLines(lines).map((l) => [l.id, l.amountPence])).toEqual([
      ['a', 117],
      ['d', 18723],
      ['e', 0],
    ]);
  });
});

describe('invoice figures', () => {
  it('sums the lines as shown, then taxes the subtotal once, half up', () => {
    expect(invoiceFigures([{ amountPence: 117 }, { amountPence: 18723 }], 2000)).toEqual({
      subtotalPence: 18840,
      taxBasisPoints: 2000,
      taxPence: 3768,
      totalPence: 22608,
    });
    // 0.5 of a penny rounds up; just under half rounds down.
    expect(taxPenceOf(5, 1000)).toBe(1);
    expect(taxPenceOf(4, 1000)).toBe(0);
    expect(taxPenceOf(12345, 1750)).toBe(2160); // 2160.375
    expect(taxPenceOf(1, 5000)).toBe(1); // exactly half a penny
  });

  it('has no tax at a zero rate, and nothing to bill for no lines', () => {
    expect(invoiceFigures([], 2000)).toEqual({
      subtotalPence: 0,
      taxBasisPoints: 2000,
      taxPence: 0,
      totalPence: 0,
    });
    expect(invoiceFigures([{ amountPence: 999 }], 0).totalPence).toBe(999);
  });

  it('refuses what is not a whole number of pence or basis points', () => {
    expect(() => invoiceFigures([{ amountPence: 1.5 }], 0)).toThrow(RangeError);
    expect(() => invoiceFigures([{ amountPence: -1 }], 0)).toThrow(RangeError);
    expect(() => taxPenceOf(100, 12.5)).toThrow(RangeError);
    expect(() => taxPenceOf(Number.MAX_SAFE_INTEGER, 2000)).toThrow(RangeError);
  });

  it('total = subtotal + tax, subtotal = Σ lines = the export’s billable amount, for any period', () => {
    const entry = fc.record({
      durationMinutes: fc.integer({ min: 0, max: 24 * 60 }),
      billable: fc.boolean(),
      ratePence: fc.option(fc.integer({ min: 0, max: 100_000_00 }), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 60 }),
        fc.integer({ min: 0, max: 100_00 }),
        (entries, taxBasisPoints) => {
          const sheet = timesheet([], entries);
          const lines = billedLines(sheet.lines);
          const figures = invoiceFigures(lines, taxBasisPoints);
          const sum = lines.reduce((acc, l) => acc + l.amountPence, 0);
          expect(figures.subtotalPence).toBe(sum);
          expect(figures.subtotalPence).toBe(sheet.totals.billableAmountPence);
          expect(figures.totalPence).toBe(figures.subtotalPence + figures.taxPence);
          // One rounding: within half a penny of the exact tax.
          const exact = (figures.subtotalPence * taxBasisPoints) / 10_000;
          expect(Math.abs(figures.taxPence - exact)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
});

describe('credit notes', () => {
  it('negate every line and figure, so invoice and credit note cancel to the penny', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_00 }), { maxLength: 40 }),
        fc.integer({ min: 0, max: 100_00 }),
        (amounts, taxBasisPoints) => {
          const lines = amounts.map((amountPence, i) => ({ i, amountPence }));
          const figures = invoiceFigures(lines, taxBasisPoints);
          const credit = creditNoteOf({ lines, figures });
          expect(credit.lines.map((l) => l.i)).toEqual(lines.map((l) => l.i));
          credit.lines.forEach((line, i) =>
            expect(line.amountPence + lines[i]!.amountPence).toBe(0),
          );
          expect(credit.figures.subtotalPence + figures.subtotalPence).toBe(0);
          expect(credit.figures.taxPence + figures.taxPence).toBe(0);
          expect(credit.figures.totalPence + figures.totalPence).toBe(0);
          expect(credit.figures.taxBasisPoints).toBe(taxBasisPoints);
        },
      ),
    );
  });

  it('keeps a zero a plain zero', () => {
    const credit = creditNoteOf({
      lines: [{ amountPence: 0 }],
      figures: invoiceFigures([{ amountPence: 0 }], 2000),
    });
    expect(Object.is(credit.lines[0]!.amountPence, 0)).toBe(true);
    expect(Object.is(credit.figures.totalPence, 0)).toBe(true);
  });
});

describe('references', () => {
  it('pads the number to four digits and grows past them', () => {
    expect(invoiceReference('invoice', 1)).toBe('INV-0001');
    expect(invoiceReference('credit-note', 12)).toBe('CN-0012');
    expect(invoiceReference('invoice', 12345)).toBe('INV-12345');
    expect(() => invoiceReference('invoice', 0)).toThrow(RangeError);
  });

  it('reads back only the references it writes', () => {
    expect(parseInvoiceReference('INV-0001')).toEqual({ kind: 'invoice', number: 1 });
    expect(parseInvoiceReference('CN-12345')).toEqual({ kind: 'credit-note', number: 12345 });
    for (const other of ['INV-001', 'INV-00001', 'INV-0000', 'inv-0001', 'XX-0001', 'INV-1e3', ''])
      expect(parseInvoiceReference(other), other).toBeUndefined();
  });

  it('prints tax rates with two decimals', () => {
    expect(formatTaxRate(2000)).toBe('20.00%');
    expect(formatTaxRate(1750)).toBe('17.50%');
    expect(formatTaxRate(5)).toBe('0.05%');
  });
});
