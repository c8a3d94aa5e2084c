import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { RETENTION } from '@contracts/account/retention';
import type { TInvoiceKind } from '@contracts/invoices/invoice';
import { keptInvoiceKeys } from '../../lambdas/keys/kept-invoice';
import type { TableItem } from '../../lambdas/ports/table';
import {
  invoiceFileKey,
  toInvoiceItem,
  type InvoiceSnapshot,
} from '../../lambdas/services/invoices/invoice-item';
import { applyLambdaEnv } from '../../local/lambda-env';
import { accountTraces } from '../support/account-traces';
import { createUser, signedInCaller } from '../support/api-session';
import { poll, waitForMail } from '../support/outbox';
import { stackTable } from '../support/table';

/**
 * Issue 35: closing an account keeps its issued invoices and credit notes, with their PDFs, for
 * the bookkeeping period (`RETENTION.invoiceYears` after their issue year), apart from everything
 * else of the account; the daily expiry deletes them when that period ends.
 */

const stack = inject('stack');
const table = stackTable(stack);
const traces = accountTraces(stack);
afterAll(() => traces.destroy());

applyLambdaEnv({ ...stack.env, LOG_LEVEL: 'ERROR' });
const { accountClosureDeps } = await import('../../lambdas/events/account-closure');
const { keptInvoiceExpiryDeps } = await import('../../lambdas/events/kept-invoice-expiry');
const { expireKeptInvoices } = await import('../../lambdas/services/account/expire-kept-invoices');
const { documents } = accountClosureDeps.deps;

const isKept = (item: Record<string, unknown>) =>
  String(item.PK).startsWith('KEPTINVOICE#') &&
  keptInvoiceKeys.parse(item as TableItem) !== undefined;

/** An issued invoice or credit note of `sub` as the invoice consumer leaves it: PDF made. */
async function issued(
  sub: string,
  email: string,
  kind: TInvoiceKind,
  reference: string,
  issueDate: string,
) {
  const snapshot: InvoiceSnapshot = {
    kind,
    number: 1,
    reference,
    userId: sub,
    bookingPageId: randomUUID(),
    bookingPageName: 'Acme advisory',
    periodId: '2026-03-02_2026-03-08',
    startDate: '2026-03-02',
    endDate: '2026-03-08',
    timeZone: 'Europe/London',
    currency: 'GBP',
    issuer: { name: 'Jane Consultant', email, address: '2 Low Road\nLeeds', taxId: 'GB123' },
    client: { name: 'Acme Ltd', email: 'ap@acme.example', address: '1 High Street\nLondon' },
    issueDate,
    dueDate: issueDate,
    lines: [],
    subtotalPence: 22_500,
    taxBasisPoints: 2000,
    taxPence: 4500,
    totalPence: 27_000,
    ...(kind === 'credit-note' ? { credits: 'INV-0001', reason: 'Wrong client' } : {}),
    createdAt: `${issueDate}T10:00:00.000Z`,
  };
  const fileKey = invoiceFileKey(sub, reference);
  const pdf = `%PDF-1.7 ${reference} ${randomUUID()}`;
  await documents.put({ key: fileKey, body: pdf, contentType: 'application/pdf' });
  await table.put({
    ...toInvoiceItem(snapshot, { fileId: randomUUID() }),
    status: 'done',
    fileKey,
    fileName: `${reference}.pdf`,
  });
  return pdf;
}

const keptRecords = async (email: string) =>
  (await traces.itemsHolding(email)).filter(isKept) as (TableItem & Record<string, unknown>)[];

describe('closing an account keeps its issued invoices', () => {
  it('keeps each invoice and credit note with its PDF, apart from the account, until its period ends', async () => {
    const user = await createUser(stack, 'keeps-invoices');
    const me = await signedInCaller(stack, user);
    const sub = me.sub!;
    const invoicePdf = await issued(sub, user.email, 'invoice', 'INV-0001', '2026-03-09');
    const creditPdf = await issued(sub, user.email, 'credit-note', 'CN-0001', '2027-01-04');

    const closing = await me.call('POST', '/api/account/close', { body: { email: user.email } });
    expect(closing.status, JSON.stringify(closing.body)).toBe(202);
    const mail = await waitForMail(
      stack.outboxDir,
      user.email,
      /Your vCISO Hub account is closed/,
      {
        timeoutMs: 60_000,
      },
    );
    expect(mail.text).toContain('invoices and credit notes you issued');

    // Nothing else of the account is left, and no file under its id.
    await poll(
      async () =>
        (await traces.items({ sub, email: user.email }, isKept)).length === 0 ? true : undefined,
      30_000,
      'Items of the closed account are left',
    );
    expect(await traces.objects(sub)).toEqual([]);

    // The two records stay, each with its PDF, naming neither the account nor its other data.
    const kept = await keptRecords(user.email);
    expect(kept.map((k) => k.reference).sort()).toEqual(['CN-0001', 'INV-0001']);
    for (const record of kept) {
      expect(JSON.stringify(record)).not.toContain(sub);
      expect(record.issuer).toMatchObject({ name: 'Jane Consultant', taxId: 'GB123' });
      expect(record.totalPence).toBe(27_000);
    }
    const byRef = Object.fromEntries(kept.map((k) => [String(k.reference), k]));
    expect(byRef['INV-0001']!.keptUntil).toBe(`${2026 + RETENTION.invoiceYears}-12-31`);
    expect(byRef['CN-0001']!.keptUntil).toBe(`${2027 + RETENTION.invoiceYears}-12-31`);
    expect(byRef['CN-0001']!.credits).toBe('INV-0001');
    const body = async (key: unknown) =>
      new TextDecoder().decode((await documents.get(String(key)))!.body);
    expect(await body(byRef['INV-0001']!.fileKey)).toBe(invoicePdf);
    expect(await body(byRef['CN-0001']!.fileKey)).toBe(creditPdf);

    // The daily expiry: on their last day both stay; the next day the invoice goes, PDF
    // first, while the credit note of the following year stays.
    const at = (day: string) => ({ now: () => new Date(`${day}T12:00:00.000Z`) });
    const deps = keptInvoiceExpiryDeps.deps;
    const lastDay = String(byRef['INV-0001']!.keptUntil);
    await expireKeptInvoices({ ...deps, clock: at(lastDay) });
    expect((await keptRecords(user.email)).length).toBe(2);
    await expireKeptInvoices({ ...deps, clock: at(`${2027 + RETENTION.invoiceYears}-01-01`) });
    expect((await keptRecords(user.email)).map((k) => k.reference)).toEqual(['CN-0001']);
    expect(await documents.get(String(byRef['INV-0001']!.fileKey))).toBeUndefined();
    await expireKeptInvoices({ ...deps, clock: at(`${2028 + RETENTION.invoiceYears}-01-01`) });
    expect(await keptRecords(user.email)).toEqual([]);
    expect(await documents.get(String(byRef['CN-0001']!.fileKey))).toBeUndefined();
  }, 120_000);
});
