import { describe, expect, it } from 'vitest';
import {
  billedTo,
  canCredit,
  invoiceStateOf,
  invoiceTitle,
  invoiceTotal,
} from '../../../../web/src/features/invoices/lib/invoice-display';

const client = { name: '', email: '', address: '' };

describe('how the invoices list reads an invoice', () => {
  it('says Preparing, Ready or Failed by its PDF, and Credited once cancelled', () => {
    expect(invoiceStateOf({ status: 'pending', creditedBy: null })).toBe('Preparing');
    expect(invoiceStateOf({ status: 'done', creditedBy: null })).toBe('Ready');
    expect(invoiceStateOf({ status: 'failed', creditedBy: null })).toBe('Failed');
    expect(invoiceStateOf({ status: 'done', creditedBy: 'CN-0001' })).toBe('Credited');
    expect(invoiceStateOf({ status: 'pending', creditedBy: 'CN-0001' })).toBe('Credited');
  });

  it('says Sent once its PDF was mailed, until it is credited', () => {
    const sentAt = '2030-03-11T10:00:00.000Z';
    expect(invoiceStateOf({ status: 'done', creditedBy: null, sentAt })).toBe('Sent');
    expect(invoiceStateOf({ status: 'done', creditedBy: null, sentAt: null })).toBe('Ready');
    expect(invoiceStateOf({ status: 'done', creditedBy: 'CN-0001', sentAt })).toBe('Credited');
  });

  it('names the client, else their address, else the booking page', () => {
    expect(billedTo({ client: { ...client, name: 'Acme Ltd' }, bookingPageName: 'Page' })).toBe(
      'Acme Ltd',
    );
    expect(
      billedTo({ client: { ...client, email: 'ap@acme.example' }, bookingPageName: 'Page' }),
    ).toBe('ap@acme.example');
    expect(billedTo({ client, bookingPageName: 'Acme advisory' })).toBe('Acme advisory');
  });

  it('offers a credit note for an invoice not yet credited only', () => {
    expect(canCredit({ kind: 'invoice', creditedBy: null })).toBe(true);
    expect(canCredit({ kind: 'invoice', creditedBy: 'CN-0001' })).toBe(false);
    expect(canCredit({ kind: 'credit-note', creditedBy: null })).toBe(false);
  });

  it('titles and totals it in its own currency', () => {
    expect(invoiceTitle({ kind: 'credit-note', reference: 'CN-0002' })).toBe('Credit note CN-0002');
    expect(invoiceTotal({ totalPence: -22608, currency: 'EUR' })).toBe('-€226.08');
  });
});
