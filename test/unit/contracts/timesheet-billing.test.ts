import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  billingMessages,
  taxBasisPointsOf,
  ZBillingSettings,
  ZBillingSettingsView,
} from '@contracts/timesheets/billing';
import { entryMessages, ZSaveTimeEntry } from '@contracts/timesheets/entry';
import { timerMessages, ZStartTimer, ZStopTimer } from '@contracts/timesheets/timer';

const first = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
};

describe('billing settings', () => {
  it('reads an empty form as the defaults: pounds, no rate, no tax, 30 days, meetings billed', () => {
    expect(ZBillingSettings.parse({})).toEqual({
      clientName: '',
      clientEmail: '',
      clientAddress: '',
      hourlyRate: null,
      currency: 'GBP',
      taxRate: '0.00',
      paymentTermsDays: 30,
      meetingsBillable: true,
    });
  });

  it('answers the tax rate with two decimals, read as text', () => {
    const tax = (taxRate: unknown) => ZBillingSettings.parse({ taxRate }).taxRate;
    expect(tax('20')).toBe('20.00');
    expect(tax('17.5')).toBe('17.50');
    expect(tax(17.5)).toBe('17.50');
    expect(tax('0')).toBe('0.00');
    expect(tax('100')).toBe('100.00');
    expect(tax('')).toBe('0.00');
    expect(tax(0.29)).toBe('0.29');
  });

  it('refuses a tax rate outside 0–100 or finer than hundredths', () => {
    for (const taxRate of ['100.01', '-1', '12.345', 'abc', '1e2', true])
      expect(first(ZBillingSettings, { taxRate })).toBe(billingMessages.taxRate);
  });

  it('gives the tax rate in hundredths of a percent, without floating point', () => {
    expect(taxBasisPointsOf('20.00')).toBe(2000);
    expect(taxBasisPointsOf('17.5')).toBe(1750);
    expect(taxBasisPointsOf('0.29')).toBe(29);
    expect(taxBasisPointsOf('100')).toBe(10000);
    expect(() => taxBasisPointsOf('100.01')).toThrow(RangeError);
  });

  it('reads the default rate by the entry rate’s rule and messages', () => {
    expect(ZBillingSettings.parse({ hourlyRate: '150.5' }).hourlyRate).toBe('150.50');
    expect(ZBillingSettings.parse({ hourlyRate: 95 }).hourlyRate).toBe('95.00');
    expect(ZBillingSettings.parse({ hourlyRate: '' }).hourlyRate).toBeNull();
    expect(ZBillingSettings.parse({ hourlyRate: null }).hourlyRate).toBeNull();
    expect(first(ZBillingSettings, { hourlyRate: '12.345' })).toBe(entryMessages.rate);
    expect(first(ZBillingSettings, { hourlyRate: '100000.01' })).toBe(entryMessages.rateTooHigh);
  });

  it('takes payment terms as whole days from 0 to 365, typed or as a number', () => {
    expect(ZBillingSettings.parse({ paymentTermsDays: '14' }).paymentTermsDays).toBe(14);
    expect(ZBillingSettings.parse({ paymentTermsDays: 0 }).paymentTermsDays).toBe(0);
    expect(ZBillingSettings.parse({ paymentTermsDays: 365 }).paymentTermsDays).toBe(365);
    for (const paymentTermsDays of [366, -1, 7.5, '7.5', '', 'two'])
      expect(first(ZBillingSettings, { paymentTermsDays })).toBe(billingMessages.paymentTerms);
  });

  it('takes a currency of the list only', () => {
    expect(ZBillingSettings.parse({ currency: 'EUR' }).currency).toBe('EUR');
    expect(first(ZBillingSettings, { currency: 'JPY' })).toBe(billingMessages.currency);
  });

  it('takes no client e-mail, or a valid one', () => {
    expect(ZBillingSettings.parse({ clientEmail: ' ops@acme.example ' }).clientEmail).toBe(
      'ops@acme.example',
    );
    expect(ZBillingSettings.parse({ clientEmail: '' }).clientEmail).toBe('');
    expect(first(ZBillingSettings, { clientEmail: 'not an address' })).toBe(
      billingMessages.clientEmail,
    );
    expect(first(ZBillingSettings, { clientEmail: `${'a'.repeat(250)}@x.io` })).toBe(
      billingMessages.clientEmail,
    );
  });

  it('keeps a multi-line address and limits each client field', () => {
    const address = '1 Main Street\nLondon\nEC1A 1AA';
    expect(ZBillingSettings.parse({ clientAddress: `  ${address}\n` }).clientAddress).toBe(address);
    expect(first(ZBillingSettings, { clientName: 'n'.repeat(201) })).toBe(
      'Client name must be at most 200 characters',
    );
    expect(first(ZBillingSettings, { clientAddress: 'a'.repeat(501) })).toBe(
      'Client address must be at most 500 characters',
    );
  });

  it('parses its own answer again to the same settings, as the form does', () => {
    const parsed = ZBillingSettings.parse({ hourlyRate: '80', taxRate: '17.5', currency: 'EUR' });
    expect(ZBillingSettings.parse(parsed)).toEqual(parsed);
    const view = ZBillingSettingsView.parse({
      ...parsed,
      currencyConfirmed: true,
      currencyLocked: true,
      clientId: null,
    });
    expect(view.currencyLocked).toBe(true);
  });
});

describe('a new entry’s rate', () => {
  const entry = { start: '2030-03-04T09:00', end: '2030-03-04T10:00', description: 'Review' };

  it('stays absent when the body has none, so the page’s default applies', () => {
    expect(ZSaveTimeEntry.parse(entry).hourlyRate).toBeUndefined();
    expect(ZSaveTimeEntry.parse({ ...entry, hourlyRate: null }).hourlyRate).toBeNull();
    expect(ZSaveTimeEntry.parse({ ...entry, hourlyRate: '' }).hourlyRate).toBeNull();
    expect(ZSaveTimeEntry.parse({ ...entry, billable: false }).hourlyRate).toBeNull();
  });
});

describe('timer', () => {
  it('takes an optional description of at most 500 characters', () => {
    expect(ZStartTimer.parse({})).toEqual({ description: '' });
    expect(ZStopTimer.parse({ description: ' Audit ' })).toEqual({ description: 'Audit' });
    expect(first(ZStartTimer, { description: 'd'.repeat(501) })).toBe(
      'The description must be at most 500 characters',
    );
    expect(first(ZStopTimer, [])).toBe(timerMessages.invalid);
  });
});
