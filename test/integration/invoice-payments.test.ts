import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { TBookingPage } from '@contracts/booking/booking-page';
import type { TClient } from '@contracts/clients/client';
import { ZApiError } from '@contracts/errors';
import { ZHomeClients } from '@contracts/home/client-overview';
import {
  invoiceMessages,
  ZInvoice,
  ZInvoiceList,
  type TInvoice,
} from '@contracts/invoices/invoice';
import { ZPeriodSent } from '@contracts/timesheets/period-approval';
import { ZTimeEntry } from '@contracts/timesheets/entry';
import { addDays } from '@domain/time/zoned';
import { invoiceKey } from '../../lambdas/services/invoices/invoice-item';
import { anonymousCaller, userCaller, type ApiResponse, type Caller } from '../support/api-session';
import { expectError } from '../support/api-error';
import { createOpenPage } from '../support/booking-pages';
import { createClient, linkPageToClient } from '../support/engagements';
import { stackTable } from '../support/table';
import { approveByLink } from '../support/timesheet-approval';

/**
 * Payments of invoices (`PUT` / `DELETE /api/invoices/{invoiceId}/payment`): the consultant
 * records the day an invoice was paid — from its issue to today, on its clock — or takes it back;
 * a credit note is never paid, nor an invoice a credit note cancelled (409). The home's count of
 * invoices past due leaves a paid one out.
 */

const stack = inject('stack');
const table = stackTable(stack);
const anonymous = anonymousCaller(stack);

let owner: Caller;
let other: Caller;
let client: TClient;
let page: TBookingPage;

const DAY_MS = 86_400_000;
/** `YYYY-MM-DD` in UTC, `days` from now: the page's calendar (its zone is UTC). */
const utcDay = (days = 0) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** The week of Monday 4 March 2030, logged, submitted and approved by the client's link. */
const week = { period: 'custom', startDate: '2030-03-04', endDate: '2030-03-10' };
const weekId = '2030-03-04_2030-03-10';

const paymentPath = (invoiceId: string) => `/api/invoices/${invoiceId}/payment`;

beforeAll(async () => {
  [owner, other] = await Promise.all([userCaller(stack), userCaller(stack)]);
  // An invoice names its seller as the professional profile does.
  const named = await owner.call('PUT', '/api/profile', { body: { name: 'Jane Consultant' } });
  expect(named.status, JSON.stringify(named.body)).toBe(200);
  client = await createClient(owner);
  page = await createOpenPage(owner, { name: 'Acme advisory', slugPrefix: 'pay', timeZone: 'UTC' });
  await linkPageToClient(owner, client.id, page.id);

  const entry = await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-entries`, {
    body: {
      start: '2030-03-04T09:00',
      end: '2030-03-04T10:30',
      description: 'Risk review',
      billable: true,
      hourlyRate: '150.00',
    },
  });
  expect(entry.status, JSON.stringify(entry.body)).toBe(201);
  ZTimeEntry.parse(entry.body);
  const sent = await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-periods`, {
    body: { ...week, sendToClient: true },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  ZPeriodSent.parse(sent.body);
  await approveByLink(stack, anonymous, client.contacts[0]!.email);
}, 120_000);

/** Issues the approved week's invoice (free again once its last invoice was credited). */
async function issue(): Promise<TInvoice> {
  const res = await owner.call(
    'POST',
    `/api/booking-pages/${page.id}/timesheet-periods/${weekId}/invoices`,
    { body: {} },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZInvoice.parse(res.body);
}

async function credit(invoice: TInvoice): Promise<TInvoice> {
  const res = await owner.call('POST', `/api/invoices/${invoice.id}/credit-note`, {
    body: { reason: 'Wrong rate' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZInvoice.parse(res.body);
}

/** The invoice as the owner reads it now. */
async function read(invoiceId: string): Promise<TInvoice> {
  const res = await owner.call('GET', `/api/invoices/${invoiceId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZInvoice.parse(res.body);
}

/** The invoice's row of the owner's list. */
async function listed(invoiceId: string) {
  const res = await owner.call('GET', '/api/invoices');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const row = ZInvoiceList.parse(res.body).invoices.find((i) => i.id === invoiceId);
  expect(row, `${invoiceId} in the list`).toBeDefined();
  return row!;
}

const pay = (invoiceId: string, paidOn: unknown, caller = owner) =>
  caller.call('PUT', paymentPath(invoiceId), { body: { paidOn } });
const unpay = (invoiceId: string, caller = owner) => caller.call('DELETE', paymentPath(invoiceId));

/** A payment's answer: the invoice, parsed. */
function answered(res: ApiResponse): TInvoice {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZInvoice.parse(res.body);
}

/** A 400 naming `paidOn`, with `message` both as the answer's and the field's. */
function expectFieldError(res: ApiResponse, message: string) {
  expectError(res, 400, message);
  expect(ZApiError.parse(res.body).error.fields).toEqual({ paidOn: message });
}

/** How many of the client's invoices the owner's home counts past due (on UTC's calendar). */
async function pastDue(): Promise<number> {
  const res = await owner.call('GET', '/api/home/clients?timeZone=UTC');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const row = ZHomeClients.parse(res.body).clients.find((c) => c.clientId === client.id);
  expect(row, 'the client on the home').toBeDefined();
  return row!.invoicesPastDue;
}

describe('payments of an invoice, then of a credited one', () => {
  let invoice: TInvoice;

  beforeAll(async () => {
    invoice = await issue();
    expect(invoice).toMatchObject({ kind: 'invoice', paidOn: null, creditedBy: null });
    expect(invoice.timeZone).toBe('UTC');
  });

  it('refuses an anonymous caller (401)', async () => {
    expectError(await pay(invoice.id, invoice.issueDate, anonymous), 401);
    expectError(await unpay(invoice.id, anonymous), 401);
    expect((await read(invoice.id)).paidOn).toBeNull();
  });

  it("answers another consultant as if the owner's invoice did not exist (404)", async () => {
    expectError(await pay(invoice.id, invoice.issueDate, other), 404, invoiceMessages.notFound);
    expectError(await unpay(invoice.id, other), 404, invoiceMessages.notFound);
    expect((await read(invoice.id)).paidOn).toBeNull();
  });

  it('answers an unknown or malformed reference 404', async () => {
    for (const id of ['INV-0999', 'INV-1', 'nope', 'inv-0001', 'CN-0999']) {
      expectError(await pay(id, invoice.issueDate), 404, invoiceMessages.notFound);
      expectError(await unpay(id), 404, invoiceMessages.notFound);
    }
  });

  it('refuses a day after today or before the issue, on the field (400)', async () => {
    // Two days on, so a midnight between the issue and this call cannot make it today.
    expectFieldError(
      await pay(invoice.id, addDays(invoice.issueDate, 2)),
      invoiceMessages.paidInFuture,
    );
    expectFieldError(await pay(invoice.id, '2099-01-01'), invoiceMessages.paidInFuture);
    expectFieldError(
      await pay(invoice.id, addDays(invoice.issueDate, -1)),
      invoiceMessages.paidBeforeIssue,
    );
    expectFieldError(await pay(invoice.id, '2000-01-01'), invoiceMessages.paidBeforeIssue);
    expect((await read(invoice.id)).paidOn).toBeNull();
  });

  it('refuses a day that is not a date (400)', async () => {
    for (const paidOn of ['', '15/03/2030', '2030-3-15', 'yesterday', 20300315, null])
      expectError(await pay(invoice.id, paidOn), 400, invoiceMessages.paidOn);
    expectError(await owner.call('PUT', paymentPath(invoice.id), { body: {} }), 400);
    expect((await read(invoice.id)).paidOn).toBeNull();
  });

  it('records the day it was paid, and takes it back', async () => {
    const paid = answered(await pay(invoice.id, invoice.issueDate));
    // Only the payment changed: what it bills is as issued.
    const {
      id,
      number,
      issueDate,
      dueDate,
      client: billed,
      lines,
      totalPence,
      creditedBy,
    } = invoice;
    expect(paid).toMatchObject({
      id,
      number,
      issueDate,
      dueDate,
      client: billed,
      lines,
      totalPence,
      creditedBy,
      paidOn: issueDate,
    });
    expect((await read(invoice.id)).paidOn).toBe(invoice.issueDate);
    expect((await listed(invoice.id)).paidOn).toBe(invoice.issueDate);

    const unpaid = answered(await unpay(invoice.id));
    expect(unpaid.paidOn).toBeNull();
    expect((await read(invoice.id)).paidOn).toBeNull();
    expect((await listed(invoice.id)).paidOn).toBeNull();
    // Taking back a payment never recorded leaves it unpaid.
    expect(answered(await unpay(invoice.id)).paidOn).toBeNull();
  });

  it('counts it past due on the home until it is marked paid', async () => {
    // Due in the client's 14 days: not past due.
    expect(invoice.dueDate > utcDay()).toBe(true);
    expect(await pastDue()).toBe(0);
    // Issued invoices only ever come due in the future; aged here as time would age it.
    await table.update(
      invoiceKey(owner.sub!, 'invoice', invoice.number),
      { set: { dueDate: utcDay(-1) } },
      { exists: true },
    );
    expect(await pastDue()).toBe(1);

    answered(await pay(invoice.id, invoice.issueDate));
    expect(await pastDue()).toBe(0);
    answered(await unpay(invoice.id));
    expect(await pastDue()).toBe(1);
    answered(await pay(invoice.id, invoice.issueDate));
    expect(await pastDue()).toBe(0);
    // Unpaid again for what follows.
    answered(await unpay(invoice.id));
    expect(await pastDue()).toBe(1);
  });

  it('never pays a credit note, nor an invoice it cancelled (409)', async () => {
    const note = await credit(invoice);
    expect(note.kind).toBe('credit-note');
    expectError(await pay(note.id, note.issueDate), 409, invoiceMessages.paymentOfCreditNote);
    expectError(await unpay(note.id), 409, invoiceMessages.paymentOfCreditNote);
    expect((await read(note.id)).paidOn).toBeNull();

    expectError(await pay(invoice.id, invoice.issueDate), 409, invoiceMessages.paymentOfCredited);
    expectError(await unpay(invoice.id), 409, invoiceMessages.paymentOfCredited);
    expect(await read(invoice.id)).toMatchObject({ creditedBy: note.id, paidOn: null });
    // Credited: no longer past due either.
    expect(await pastDue()).toBe(0);
  });

  it('pays the invoice issued again for the period', async () => {
    const reissued = await issue();
    expect(reissued.id).not.toBe(invoice.id);
    expect(answered(await pay(reissued.id, reissued.issueDate)).paidOn).toBe(reissued.issueDate);
    expect((await listed(reissued.id)).paidOn).toBe(reissued.issueDate);
    // The credited one stays unpaid.
    expect((await listed(invoice.id)).paidOn).toBeNull();
  });
});
