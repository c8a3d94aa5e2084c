import { describe, expect, it } from 'vitest';
import { invoiceKeptUntil, keptInvoiceExpired } from '@domain/account/invoice-retention';

describe('how long an issued invoice outlives a closed account', () => {
  it('keeps it to the end of the year that many years after its issue year', () => {
    expect(invoiceKeptUntil('2026-03-09', 10)).toBe('2036-12-31');
    expect(invoiceKeptUntil('2026-12-31', 6)).toBe('2032-12-31');
    expect(invoiceKeptUntil('2027-01-01', 6)).toBe('2033-12-31');
  });

  it('refuses what is not an issue date or a whole number of years', () => {
    for (const [date, years] of [
      ['9 March 2026', 10],
      ['2026-03-09', -1],
      ['2026-03-09', 1.5],
    ] as const)
      expect(() => invoiceKeptUntil(date, years)).toThrow();
  });

  it('lets it go only after its last day', () => {
    expect(keptInvoiceExpired('2036-12-31', '2036-12-31')).toBe(false);
    expect(keptInvoiceExpired('2036-12-31', '2037-01-01')).toBe(true);
    expect(keptInvoiceExpired('2036-12-31', '2030-06-01')).toBe(false);
  });
});
