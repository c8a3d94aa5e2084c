import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { EventBridgeEvent } from 'aws-lambda';
import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type TBookingPage } from '@contracts/booking/booking-page';
import { ZDocumentList } from '@contracts/documents/document';
import { ZLibrary, ZLibraryList } from '@contracts/documents/library';
import {
  professionalProfileMessages,
  ZProfessionalProfile,
} from '@contracts/account/professional-profile';
import {
  INVOICE_ISSUED,
  invoiceMessages,
  ZInvoice,
  ZInvoiceList,
  ZInvoicePreview,
  type TInvoice,
  type TIssueInvoice,
} from '@contracts/invoices/invoice';
import { LINK_TOKEN_HEADER } from '@contracts/link-token';
import { DAILY_LIMITS } from '@contracts/system/daily-limits';
import { exportMessages } from '@contracts/timesheets/export';
import { ZTimeEntry, type TSaveTimeEntry } from '@contracts/timesheets/entry';
import { ZConnection } from '@contracts/booking/connection';
import {
  ZPeriodForApproval,
  ZTimesheetPeriod,
  type TApprovedTimesheet,
} from '@contracts/timesheets/period-approval';
import { ZTimesheet } from '@contracts/timesheets/timesheet';
import { addDays } from '@domain/time/zoned';
import { formatMoney } from '@domain/timesheets/money';
import { eventSource } from '../../lambdas/events/subscriptions';
import { dailyCountKeys } from '../../lambdas/keys/daily-count';
import { invoiceCounterKey } from '../../lambdas/services/invoices/invoice-item';
import {
  bookingPageKey,
  type BookingPageItem,
} from '../../lambdas/services/booking-pages/booking-page-item';
import { notApproved } from '../../lambdas/services/timesheets/approved-period';
import {
  liveTimesheet,
  readApprovedTimesheet,
  storedApproval,
} from '../../lambdas/services/timesheets/approved-timesheet';
import {
  periodKey,
  toPeriodItem,
  type PeriodItem,
} from '../../lambdas/services/timesheets/period-item';
import { applyLambdaEnv } from '../../local/lambda-env';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { mailsTo, poll, waitForMail } from '../support/outbox';
import { expectError } from '../support/api-error';
import { createPage, saveBilling } from '../support/booking-pages';
import type { TBillingSettings } from '@contracts/timesheets/billing';

/**
 * Invoices of approved timesheet periods (issue 27, item 5): numbered per consultant without
 * gaps or reuse, even when issued at once; a PDF that is downloadable, mailed and saved into a
 * library; credit notes that cancel an invoice and free its period to be invoiced again; and
 * figures that add up as the export's do.
 */

const run = promisify(execFile);
const stack = inject('stack');
const anonymous = anonymousCaller(stack);

applyLambdaEnv({ ...stack.env, LOG_LEVEL: 'ERROR' });
const { handler: invoiceHandler, invoiceDocumentDeps } =
  await import('../../lambdas/events/invoice-document');
const { table } = invoiceDocumentDeps.deps;

let other: Caller;
let workDir: string;

beforeAll(async () => {
  other = await userCaller(stack);
  workDir = await mkdtemp(path.join(tmpdir(), 'invoices-'));
});

const clientEmail = () => `client-${randomUUID().slice(0, 8)}@example.com`;

/**
 * A consultant of their own, so their numbers start at 1, with the name an invoice needs of its
 * seller in their profile.
 */
async function consultant(): Promise<{ caller: Caller; email: string }> {
  const caller = await userCaller(stack);
  const email = ((await caller.call('GET', '/api/me')).body as { email: string }).email;
  const named = await caller.call('PUT', '/api/profile', { body: { name: 'Jane Consultant' } });
  expect(named.status, JSON.stringify(named.body)).toBe(200);
  return { caller, email };
}

const entryBody = (fields: Partial<TSaveTimeEntry> = {}): TSaveTimeEntry => ({
  start: '2030-03-04T09:00',
  end: '2030-03-04T10:30',
  description: 'Risk review',
  billable: true,
  hourlyRate: '150.00',
  ...fields,
});

async function logEntry(caller: Caller, bookingPageId: string, fields: Partial<TSaveTimeEntry>) {
  const res = await caller.call('POST', `/api/booking-pages/${bookingPageId}/timesheet-entries`, {
    body: entryBody(fields),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZTimeEntry.parse(res.body);
}

/**
 * Records the days as an approved period of the page, as the client's approval leaves it, with
 * what the client approved frozen on it (the approval itself is covered by
 * timesheet-approval.test.ts and below through the link).
 */
async function approvedPeriodOf(
  caller: Caller,
  page: TBookingPage,
  days: { startDate: string; endDate: string },
  state: PeriodItem['state'] = 'approved',
  keep = true,
): Promise<string> {
  const sheet = ZTimesheet.parse(
    (
      await caller.call(
        'GET',
        `/api/booking-pages/${page.id}/timesheet?period=custom&startDate=${days.startDate}&endDate=${days.endDate}`,
      )
    ).body,
  );
  const now = new Date().toISOString();
  const id = `${days.startDate}_${days.endDate}`;
  const period = toPeriodItem({
    id,
    bookingPageId: page.id,
    userId: caller.sub!,
    ...days,
    state,
    version: 3,
    entryCount: sheet.counts.entries,
    totals: sheet.totals,
    currency: 'GBP',
    history: [],
    createdAt: now,
    updatedAt: now,
  });
  const calendar = (await table.get<BookingPageItem>(bookingPageKey(page.id), {
    consistent: true,
  }))!;
  const users = { getEmail: () => Promise.resolve('consultant@example.com') };
  const approved =
    keep && state === 'approved' && (await liveTimesheet({ table, users }, calendar, period));
  await table.put({ ...period, ...(approved ? storedApproval(approved) : {}) });
  return id;
}

/** A page of `caller`'s billing Acme Ltd at 20% tax, due in 14 days, unless `billing` says otherwise. */
async function billedPage(caller: Caller, billing: Partial<TBillingSettings> = {}) {
  const page = await createPage(caller, { slugPrefix: 'inv' });
  await saveBilling(caller, page.id, {
    clientEmail: clientEmail(),
    clientAddress: '1 High Street\nLondon',
    taxRate: '20',
    paymentTermsDays: 14,
    ...billing,
  });
  return page;
}

/** A page with one approved week of three entries: 1h30 at £150, 7 min at £10, one unbilled. */
async function pageWithApprovedWeek(caller: Caller, billing: Partial<TBillingSettings> = {}) {
  const page = await billedPage(caller, billing);
  await logEntry(caller, page.id, {});
  await logEntry(caller, page.id, {
    start: '2030-03-05T14:00',
    end: '2030-03-05T14:07',
    description: 'Vendor call',
    hourlyRate: '10.00',
  });
  await logEntry(caller, page.id, {
    start: '2030-03-06T09:00',
    end: '2030-03-06T09:45',
    description: 'Internal notes',
    billable: false,
    hourlyRate: null,
  });
  const periodId = await approvedPeriodOf(caller, page, {
    startDate: '2030-03-04',
    endDate: '2030-03-10',
  });
  return { page, periodId };
}

const previewPath = (bookingPageId: string, periodId: string) =>
  `/api/booking-pages/${bookingPageId}/timesheet-periods/${periodId}/invoice-preview`;

const invoicesPath = (bookingPageId: string, periodId: string) =>
  `/api/booking-pages/${bookingPageId}/timesheet-periods/${periodId}/invoices`;

async function issue(
  caller: Caller,
  bookingPageId: string,
  periodId: string,
  body: Partial<TIssueInvoice> = {},
): Promise<TInvoice> {
  const res = await caller.call('POST', invoicesPath(bookingPageId, periodId), { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZInvoice.strict().parse(res.body);
}

async function invoiceOf(caller: Caller, id: string): Promise<TInvoice> {
  const res = await caller.call('GET', `/api/invoices/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZInvoice.strict().parse(res.body);
}

/** The invoice once its PDF is made (the consumer runs after the request has answered). */
async function ready(caller: Caller, id: string): Promise<TInvoice> {
  const current = await poll(
    async () => {
      const invoice = await invoiceOf(caller, id);
      return invoice.status === 'pending' ? undefined : invoice;
    },
    30_000,
    `Invoice ${id} still pending`,
  );
  expect(current.status, current.message ?? '').toBe('done');
  return current;
}

async function periodInvoiceId(caller: Caller, bookingPageId: string, periodId: string) {
  const stored = await table.get<PeriodItem>(
    periodKey(bookingPageId, {
      startDate: periodId.slice(0, 10),
      endDate: periodId.slice(11),
    }),
    { consistent: true },
  );
  expect(stored?.userId).toBe(caller.sub);
  return stored?.invoiceId ?? null;
}

async function pdfText(url: string): Promise<string> {
  const file = await fetch(url);
  expect(file.status).toBe(200);
  const pdfPath = path.join(workDir, `${randomUUID()}.pdf`);
  await writeFile(pdfPath, new Uint8Array(await file.arrayBuffer()));
  return (await run('pdftotext', ['-layout', pdfPath, '-'])).stdout;
}

describe('authorization and bad input', () => {
  let owner: Caller;
  let page: TBookingPage;
  let periodId: string;
  let invoice: TInvoice;
  beforeAll(async () => {
    ({ caller: owner } = await consultant());
    ({ page, periodId } = await pageWithApprovedWeek(owner));
    invoice = await issue(owner, page.id, periodId);
  });

  const routes = () => [
    { method: 'POST', path: invoicesPath(page.id, periodId), body: {} },
    { method: 'GET', path: '/api/invoices' },
    { method: 'GET', path: `/api/invoices/${invoice.id}` },
    {
      method: 'POST',
      path: `/api/invoices/${invoice.id}/send`,
      body: { emailAddress: clientEmail() },
    },
    { method: 'POST', path: `/api/invoices/${invoice.id}/credit-note`, body: { reason: 'Typo' } },
    { method: 'GET', path: '/api/profile' },
    { method: 'PUT', path: '/api/profile', body: { name: 'Taken over' } },
  ];

  it('refuses every route without a token (401)', async () => {
    for (const route of routes())
      expectError(await anonymous.call(route.method, route.path, { body: route.body }), 401);
  });

  it("answers another user as if the owner's invoice, page and period did not exist (404)", async () => {
    for (const route of routes().filter(
      (r) => r.path !== '/api/invoices' && r.path !== '/api/profile',
    ))
      expectError(await other.call(route.method, route.path, { body: route.body }), 404);
    // Their own list and details hold nothing of the owner's.
    const list = ZInvoiceList.parse((await other.call('GET', '/api/invoices')).body);
    expect(list.invoices).toEqual([]);
    expect((await other.call('GET', '/api/profile')).body).toEqual({
      name: '',
      company: '',
      address: '',
      taxId: '',
    });
    // Nothing changed: not credited, no second invoice, the period still invoiced once.
    const after = await invoiceOf(owner, invoice.id);
    expect(after.creditedBy).toBeNull();
    expect(await periodInvoiceId(owner, page.id, periodId)).toBe(invoice.id);
    expect((await table.get(invoiceCounterKey(owner.sub!, 'credit-note')))?.last).toBeUndefined();
  });

  it('answers an unknown or malformed reference, page or period 404', async () => {
    for (const id of ['INV-0999', 'INV-1', 'nope', 'CN-0001'])
      expectError(await owner.call('GET', `/api/invoices/${id}`), 404, invoiceMessages.notFound);
    expectError(await owner.call('POST', invoicesPath(page.id, 'not-a-period'), { body: {} }), 404);
    expectError(
      await owner.call('POST', invoicesPath(page.id, '2031-01-01_2031-01-07'), { body: {} }),
      404,
    );
    expectError(await owner.call('POST', invoicesPath(randomUUID(), periodId), { body: {} }), 404);
  });

  it('answers the owner on every route', async () => {
    const list = ZInvoiceList.strict().parse((await owner.call('GET', '/api/invoices')).body);
    expect(list.invoices.map((i) => i.id)).toEqual([invoice.id]);
    expect((await invoiceOf(owner, invoice.id)).reference).toBe('INV-0001');
    const profile = await owner.call('PUT', '/api/profile', {
      body: { name: '  Jane Consultant Ltd ', address: '2 Low Road\nLeeds', taxId: 'GB123' },
    });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    expect(ZProfessionalProfile.parse((await owner.call('GET', '/api/profile')).body)).toEqual({
      name: 'Jane Consultant Ltd',
      company: '',
      address: '2 Low Road\nLeeds',
      taxId: 'GB123',
    });
    const sent = await owner.call('POST', `/api/invoices/${invoice.id}/send`, {
      body: { emailAddress: clientEmail() },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const credit = await owner.call('POST', `/api/invoices/${invoice.id}/credit-note`, {
      body: { reason: 'Wrong rate' },
    });
    expect(credit.status, JSON.stringify(credit.body)).toBe(201);
  });

  it("refuses bad input with the rule's message and writes nothing", async () => {
    const { page: fresh, periodId: freshPeriod } = await pageWithApprovedWeek(owner);
    const library = await other.call('POST', '/api/libraries', { body: { name: 'Theirs' } });
    const theirs = ZLibrary.parse(library.body).id;
    const cases: Array<[unknown, number, string]> = [
      [{ sendEmail: true }, 400, exportMessages.emailRequired],
      [{ sendEmail: true, emailAddress: 'nope' }, 400, exportMessages.emailInvalid],
      [{ saveToLibrary: true }, 400, exportMessages.libraryRequired],
      [{ sendEmail: 'yes' }, 400, ''],
      [{ idempotencyKey: 'not-a-uuid' }, 400, 'Invalid request key'],
      ['just text', 400, invoiceMessages.invalid],
      [{ saveToLibrary: true, libraryId: randomUUID() }, 404, 'Library not found'],
      [{ saveToLibrary: true, libraryId: theirs }, 404, 'Library not found'],
    ];
    const counterBefore = await table.get(invoiceCounterKey(owner.sub!, 'invoice'));
    for (const [body, status, message] of cases)
      expectError(
        await owner.call('POST', invoicesPath(fresh.id, freshPeriod), { body }),
        status,
        message || undefined,
      );
    expectError(
      await owner.call('POST', invoicesPath(fresh.id, freshPeriod), { raw: '{"sendEmail":' }),
      400,
    );
    expect(await table.get(invoiceCounterKey(owner.sub!, 'invoice'))).toEqual(counterBefore);
    expect(await periodInvoiceId(owner, fresh.id, freshPeriod)).toBeNull();

    const second = await issue(owner, fresh.id, freshPeriod);
    for (const body of [{}, { emailAddress: '' }, { emailAddress: 'nope' }])
      expectError(await owner.call('POST', `/api/invoices/${second.id}/send`, { body }), 400);
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }])
      expectError(
        await owner.call('POST', `/api/invoices/${second.id}/credit-note`, { body }),
        400,
      );
    expect((await invoiceOf(owner, second.id)).creditedBy).toBeNull();
    expect((await invoiceOf(owner, second.id)).emailedTo).toBeNull();

    const profileBefore = (await owner.call('GET', '/api/profile')).body;
    for (const body of [
      { name: 'x'.repeat(201) },
      { address: 'x'.repeat(501) },
      { taxId: 'x'.repeat(51) },
      { name: 42 },
      'text',
    ])
      expectError(await owner.call('PUT', '/api/profile', { body }), 400);
    expectError(
      await owner.call('PUT', '/api/profile', { body: { name: 'x'.repeat(201) } }),
      400,
      'The name must be at most 200 characters',
    );
    expectError(
      await owner.call('PUT', '/api/profile', { body: 'text' }),
      400,
      professionalProfileMessages.invalid,
    );
    expect((await owner.call('GET', '/api/profile')).body).toEqual(profileBefore);
  });
});

describe('issuing', () => {
  let owner: Caller;
  let ownerEmail: string;
  beforeAll(async () => {
    ({ caller: owner, email: ownerEmail } = await consultant());
    await owner.call('PUT', '/api/profile', {
      body: { name: 'Jane Consultant Ltd', address: '2 Low Road\nLeeds', taxId: 'GB123456789' },
    });
  });

  it('snapshots the export’s billed lines, the page’s tax and terms and both parties', async () => {
    const { page, periodId } = await pageWithApprovedWeek(owner, { taxRate: '17.5' });
    const invoice = await issue(owner, page.id, periodId);
    expect(invoice).toMatchObject({
      id: 'INV-0001',
      kind: 'invoice',
      number: 1,
      reference: 'INV-0001',
      bookingPageId: page.id,
      bookingPageName: 'Acme advisory',
      periodId,
      startDate: '2030-03-04',
      endDate: '2030-03-10',
      timeZone: 'Europe/London',
      currency: 'GBP',
      issuer: {
        name: 'Jane Consultant Ltd',
        email: ownerEmail,
        address: '2 Low Road\nLeeds',
        taxId: 'GB123456789',
      },
      client: { name: 'Acme Ltd', address: '1 High Street\nLondon' },
      credits: null,
      creditedBy: null,
    });
    // Not billable lines are not billed; each line as the export rounds it.
    expect(invoice.lines).toEqual([
      {
        date: '2030-03-04',
        description: 'Risk review',
        durationMinutes: 90,
        ratePence: 15000,
        amountPence: 22500,
      },
      {
        date: '2030-03-05',
        description: 'Vendor call',
        durationMinutes: 7,
        ratePence: 1000,
        amountPence: 117,
      },
    ]);
    // 22,617 × 17.5 % = 3,957.975 → 3,958.
    expect(invoice).toMatchObject({
      subtotalPence: 22617,
      taxBasisPoints: 1750,
      taxPence: 3958,
      totalPence: 26575,
    });
    const issueDay = new Date(invoice.createdAt);
    expect(invoice.dueDate > invoice.issueDate).toBe(true);
    expect(Date.parse(invoice.dueDate) - Date.parse(invoice.issueDate)).toBe(14 * 86_400_000);
    expect(Math.abs(Date.parse(invoice.issueDate) - issueDay.getTime())).toBeLessThan(
      2 * 86_400_000,
    );
    expect(await periodInvoiceId(owner, page.id, periodId)).toBe('INV-0001');

    const period = await owner.call(
      'GET',
      `/api/booking-pages/${page.id}/timesheet-periods/${periodId}`,
    );
    if (period.status === 200)
      expect(ZTimesheetPeriod.parse(period.body).invoiceId).toBe('INV-0001');
  });

  it('refuses a period invoiced already (409) and one that is not approved (409)', async () => {
    const { page, periodId } = await pageWithApprovedWeek(owner);
    const first = await issue(owner, page.id, periodId);
    expectError(
      await owner.call('POST', invoicesPath(page.id, periodId), { body: {} }),
      409,
      invoiceMessages.alreadyInvoiced,
    );
    // Twice at once: one invoice.
    const [a, b] = await Promise.all([
      owner.call('POST', invoicesPath(page.id, periodId), { body: {} }),
      owner.call('POST', invoicesPath(page.id, periodId), { body: {} }),
    ]);
    expect([a.status, b.status]).toEqual([409, 409]);
    expect(await periodInvoiceId(owner, page.id, periodId)).toBe(first.id);

    const submitted = await approvedPeriodOf(
      owner,
      page,
      { startDate: '2030-04-01', endDate: '2030-04-07' },
      'submitted',
    );
    const counter = await table.get(invoiceCounterKey(owner.sub!, 'invoice'));
    expectError(
      await owner.call('POST', invoicesPath(page.id, submitted), { body: {} }),
      409,
      notApproved().message,
    );
    expect(await table.get(invoiceCounterKey(owner.sub!, 'invoice'))).toEqual(counter);
  });

  it('answers the same request key with the first invoice, and refuses it for another', async () => {
    const { page, periodId } = await pageWithApprovedWeek(owner);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      issue(owner, page.id, periodId, { idempotencyKey: key }),
      issue(owner, page.id, periodId, { idempotencyKey: key }),
    ]);
    expect(b.id).toBe(a.id);
    const again = await issue(owner, page.id, periodId, { idempotencyKey: key });
    expect(again.id).toBe(a.id);
    expectError(
      await owner.call('POST', invoicesPath(page.id, periodId), {
        body: { idempotencyKey: key, sendEmail: true, emailAddress: clientEmail() },
      }),
      409,
      invoiceMessages.keyReused,
    );
  });

  it('makes a PDF showing every line and the total, mails it and saves it into a library, once', async () => {
    const { page, periodId } = await pageWithApprovedWeek(owner);
    const library = ZLibrary.parse(
      (await owner.call('POST', '/api/libraries', { body: { name: 'Invoices' } })).body,
    );
    const to = clientEmail();
    const started = await issue(owner, page.id, periodId, {
      sendEmail: true,
      emailAddress: to,
      saveToLibrary: true,
      libraryId: library.id,
    });
    expect(started.libraryId).toBe(library.id);
    const done = await ready(owner, started.id);
    expect(done.fileName).toBe(`${done.reference}.pdf`);
    expect(done.emailedTo).toBe(to);
    expect(done.documentId).toBeTruthy();

    const text = await pdfText(done.downloadUrl!);
    expect(text).toContain(`Invoice ${done.reference}`);
    expect(text).toContain('Jane Consultant Ltd');
    expect(text).toContain('Acme Ltd');
    expect(text).toContain('Risk review');
    expect(text).not.toContain('Internal notes');
    for (const line of done.lines) expect(text).toContain(formatMoney(line.amountPence));
    expect(text).toContain('Tax (20.00%)');
    expect(text).toContain(formatMoney(done.totalPence));

    const mail = await waitForMail(stack.outboxDir, to, /^Invoice INV-\d{4}/);
    expect(mail.subject).toBe(`Invoice ${done.reference} from Jane Consultant Ltd`);
    const attachment = mail.attachments.find((a) => a.filename === done.fileName);
    expect(attachment?.contentType).toContain('application/pdf');
    const stored = new Uint8Array(await (await fetch(done.downloadUrl!)).arrayBuffer());
    expect(Buffer.compare(attachment!.content, Buffer.from(stored))).toBe(0);

    const docs = ZDocumentList.parse(
      (await owner.call('GET', `/api/libraries/${library.id}/documents`)).body,
    ).documents;
    expect(docs).toEqual([expect.objectContaining({ id: done.documentId, fileType: 'pdf' })]);

    // The same event delivered again, as EventBridge may: one document, one mail.
    await invoiceHandler({
      version: '0',
      id: randomUUID(),
      'detail-type': INVOICE_ISSUED,
      source: eventSource,
      account: '000000000000',
      time: new Date().toISOString(),
      region: stack.region,
      resources: [],
      detail: { sub: owner.sub, invoiceId: done.id },
    } as EventBridgeEvent<string, unknown>);
    const libraries = ZLibraryList.parse((await owner.call('GET', '/api/libraries')).body);
    expect(libraries.libraries.find((l) => l.id === library.id)?.documentCount).toBe(1);
    expect(await mailsTo(stack.outboxDir, to)).toHaveLength(1);
  });

  it('mails an invoice again on request, counting each mail against the daily limit', async () => {
    const { page, periodId } = await pageWithApprovedWeek(owner);
    const invoice = await ready(owner, (await issue(owner, page.id, periodId)).id);
    const to = clientEmail();
    const res = await owner.call('POST', `/api/invoices/${invoice.id}/send`, {
      body: { emailAddress: to },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mail = await waitForMail(stack.outboxDir, to, /^Invoice /);
    expect(mail.attachments.map((a) => a.filename)).toEqual([`${invoice.reference}.pdf`]);
    const count = await table.get(
      dailyCountKeys.key({
        kind: 'mailedInvoices',
        sub: owner.sub!,
        day: new Date().toISOString().slice(0, 10),
      }),
    );
    expect(Number(count?.count)).toBeGreaterThanOrEqual(1);
    expect(Number(count?.count)).toBeLessThanOrEqual(DAILY_LIMITS.mailedInvoices);
  });

  it('lists invoices and credit notes newest first, a page at a time', async () => {
    const first = ZInvoiceList.strict().parse(
      (await owner.call('GET', '/api/invoices?limit=2')).body,
    );
    expect(first.invoices).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const rest = ZInvoiceList.parse(
      (await owner.call('GET', `/api/invoices?limit=100&cursor=${first.nextCursor}`)).body,
    );
    const all = [...first.invoices, ...rest.invoices];
    const times = all.map((i) => i.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(all.map((i) => i.id)).size).toBe(all.length);
    expectError(await owner.call('GET', '/api/invoices?limit=101'), 400);
    expectError(await owner.call('GET', '/api/invoices?cursor=nonsense'), 400);
  });
});

describe('numbering', () => {
  it('gives twenty invoices issued at once twenty distinct consecutive numbers', async () => {
    const { caller: owner } = await consultant();
    const page = await billedPage(owner);
    const days = Array.from({ length: 20 }, (_, i) => `2030-06-${String(i + 1).padStart(2, '0')}`);
    for (const day of days)
      await logEntry(owner, page.id, { start: `${day}T09:00`, end: `${day}T10:00` });
    const periods = await Promise.all(
      days.map((day) => approvedPeriodOf(owner, page, { startDate: day, endDate: day })),
    );
    const issued = await Promise.all(periods.map((periodId) => issue(owner, page.id, periodId)));
    expect(issued.map((i) => i.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(new Set(issued.map((i) => i.reference)).size).toBe(20);
    // Each period got its own invoice.
    const byPeriod = new Map(issued.map((i) => [i.periodId, i.id]));
    for (const periodId of periods)
      expect(await periodInvoiceId(owner, page.id, periodId)).toBe(byPeriod.get(periodId));
    expect((await table.get(invoiceCounterKey(owner.sub!, 'invoice')))?.last).toBe(20);
  }, 120_000);
});

describe('credit notes', () => {
  it('cancel an invoice to the penny, mark it credited and free its period for the next number', async () => {
    const { caller: owner } = await consultant();
    const { page, periodId } = await pageWithApprovedWeek(owner);
    const invoice = await issue(owner, page.id, periodId);
    expect(invoice.reference).toBe('INV-0001');

    const res = await owner.call('POST', `/api/invoices/${invoice.id}/credit-note`, {
      body: { reason: 'Wrong rate on the call' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const credit = ZInvoice.strict().parse(res.body);
    expect(credit).toMatchObject({
      id: 'CN-0001',
      kind: 'credit-note',
      credits: 'INV-0001',
      reason: 'Wrong rate on the call',
      subtotalPence: -invoice.subtotalPence,
      taxPence: -invoice.taxPence,
      totalPence: -invoice.totalPence,
      taxBasisPoints: invoice.taxBasisPoints,
      issuer: invoice.issuer,
      client: invoice.client,
    });
    expect(credit.lines.map((l) => l.amountPence)).toEqual(
      invoice.lines.map((l) => -l.amountPence),
    );
    expect((await invoiceOf(owner, invoice.id)).creditedBy).toBe('CN-0001');
    expect(await periodInvoiceId(owner, page.id, periodId)).toBeNull();

    const done = await ready(owner, credit.id);
    const text = await pdfText(done.downloadUrl!);
    expect(text).toContain('Credit note CN-0001');
    expect(text).toContain(formatMoney(credit.totalPence));

    expectError(
      await owner.call('POST', `/api/invoices/${invoice.id}/credit-note`, {
        body: { reason: 'Again' },
      }),
      409,
      invoiceMessages.alreadyCredited,
    );
    expectError(
      await owner.call('POST', `/api/invoices/${credit.id}/credit-note`, {
        body: { reason: 'A credit of a credit' },
      }),
      409,
      invoiceMessages.creditOfCreditNote,
    );

    const reissued = await issue(owner, page.id, periodId);
    expect(reissued.reference).toBe('INV-0002');
    expect(reissued.totalPence).toBe(invoice.totalPence);
    const list = ZInvoiceList.parse((await owner.call('GET', '/api/invoices')).body);
    expect(list.invoices.map((i) => i.id)).toEqual(['INV-0002', 'CN-0001', 'INV-0001']);
    expect(list.invoices.find((i) => i.id === 'INV-0001')?.creditedBy).toBe('CN-0001');
  }, 60_000);
});

describe('a period approved from the client’s link', () => {
  it('is invoiced, and shown to the client, as approved, whatever changes on the page after', async () => {
    const { caller: owner } = await consultant();
    const to = clientEmail();
    const page = await billedPage(owner, { clientEmail: to });
    const connection = ZConnection.parse(
      (
        await owner.call('POST', `/api/booking-pages/${page.id}/connections`, {
          body: { name: 'Work' },
        })
      ).body,
    );
    const addMeeting = async (title: string) => {
      const res = await owner.call('POST', `/api/booking-pages/${page.id}/meetings`, {
        body: {
          title,
          date: '2030-03-05',
          startTime: title === 'Kick-off' ? '11:00' : '15:00',
          endTime: title === 'Kick-off' ? '11:30' : '16:00',
          timezone: 'Europe/London',
          calendarConnectionId: connection.id,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    await addMeeting('Kick-off');
    await logEntry(owner, page.id, {});
    await logEntry(owner, page.id, {
      start: '2030-03-05T14:00',
      end: '2030-03-05T14:07',
      description: 'Vendor call',
      hourlyRate: '10.00',
    });
    const submitted = await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-periods`, {
      body: { period: 'custom', startDate: '2030-03-04', endDate: '2030-03-10' },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const mail = await waitForMail(stack.outboxDir, to, /approval/i);
    const token = /\/timesheet-approval#([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
    const view = () =>
      anonymous.call('GET', '/api/public/timesheet-approval', {
        headers: { [LINK_TOKEN_HEADER]: token! },
      });
    const seen = ZPeriodForApproval.parse((await view()).body);
    const answered = await anonymous.call('POST', '/api/public/timesheet-approval/approve', {
      body: { name: 'Jane Client', shownSha256: seen.shownSha256 },
      headers: { [LINK_TOKEN_HEADER]: token! },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const approvedView = ZPeriodForApproval.parse(answered.body);
    expect(approvedView).toMatchObject({ state: 'approved', totals: seen.totals });

    // The history records the approved copy's SHA-256: recomputed here from what the client's
    // page showed and the terms in force when they approved, as canonical JSON (RFC 8785).
    const period = ZTimesheetPeriod.parse(
      (
        await owner.call(
          'GET',
          `/api/booking-pages/${page.id}/timesheet-periods/2030-03-04_2030-03-10`,
        )
      ).body,
    );
    const approval = period.history.at(-1)!;
    expect(approval.action).toBe('approved');
    const expected: TApprovedTimesheet = {
      bookingPageName: seen.bookingPageName,
      // Named to the client by their profile (issue 35), no longer by their e-mail.
      consultant: 'Jane Consultant',
      clientEmail: to,
      startDate: seen.startDate,
      endDate: seen.endDate,
      timeZone: seen.timeZone,
      currency: seen.currency,
      meetings: seen.meetings,
      entries: seen.entries,
      totals: seen.totals,
      billing: {
        clientName: 'Acme Ltd',
        clientAddress: '1 High Street\nLondon',
        taxBasisPoints: 2000,
        paymentTermsDays: 14,
      },
    };
    const json = canonicalize(expected)!;
    expect(approval.approvedSha256).toBe(createHash('sha256').update(json, 'utf8').digest('hex'));
    // The very hash the client's page gave for what it showed.
    expect(approval.approvedSha256).toBe(seen.shownSha256);
    const stored = await table.get<PeriodItem>(
      periodKey(page.id, { startDate: '2030-03-04', endDate: '2030-03-10' }),
      { consistent: true },
    );
    expect(readApprovedTimesheet(stored!)).toEqual({
      approved: expected,
      sha256: approval.approvedSha256,
    });

    // Afterwards the page's client, tax rate and terms change and a meeting is added to the
    // period's days: all of it would change a live computation.
    const changed = await owner.call('PUT', `/api/booking-pages/${page.id}/billing`, {
      body: {
        clientName: 'Someone Else plc',
        clientEmail: clientEmail(),
        clientAddress: '9 Other Road',
        currency: 'GBP',
        taxRate: '5',
        paymentTermsDays: 60,
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await addMeeting('Late addition');
    const live = ZTimesheet.parse(
      (
        await owner.call(
          'GET',
          `/api/booking-pages/${page.id}/timesheet?period=custom&startDate=2030-03-04&endDate=2030-03-10`,
        )
      ).body,
    );
    expect(live.totals.meetingMinutes).toBe(seen.totals.meetingMinutes + 60);

    // The client's page still shows what they approved.
    const after = ZPeriodForApproval.parse((await view()).body);
    expect(after).toEqual(approvedView);
    expect(after.meetings.map((m) => m.title)).toEqual(['Kick-off']);

    // The invoice bills the approved lines on the approved terms, in its PDF too.
    const invoice = await ready(owner, (await issue(owner, page.id, period.id)).id);
    expect(invoice.lines.map((l) => [l.description, l.amountPence])).toEqual([
      ['Risk review', 22500],
      ['Vendor call', 117],
    ]);
    expect(invoice).toMatchObject({
      subtotalPence: seen.totals.billableAmountPence,
      taxBasisPoints: 2000,
      taxPence: 4523,
      totalPence: 27140,
      client: { name: 'Acme Ltd', email: to, address: '1 High Street\nLondon' },
    });
    expect(invoice.dueDate).toBe(addDays(invoice.issueDate, 14));
    const text = await pdfText(invoice.downloadUrl!);
    expect(text).toContain('Acme Ltd');
    expect(text).not.toContain('Someone Else plc');
    expect(text).toContain(formatMoney(27140));
  }, 60_000);

  it('is not invoiced without its approved copy, rather than from the live records', async () => {
    const { caller: owner } = await consultant();
    const page = await billedPage(owner);
    await logEntry(owner, page.id, {});
    const days = { startDate: '2030-03-04', endDate: '2030-03-10' };
    const periodId = await approvedPeriodOf(owner, page, days, 'approved', false);
    expectError(
      await owner.call('POST', invoicesPath(page.id, periodId), { body: {} }),
      409,
      invoiceMessages.approvalNotKept,
    );
    expect(await periodInvoiceId(owner, page.id, periodId)).toBeNull();
    expect((await table.get(invoiceCounterKey(owner.sub!, 'invoice')))?.last).toBeUndefined();
  });

  it('is invoiced with the lines the client approved', async () => {
    const { caller: owner } = await consultant();
    const to = clientEmail();
    const page = await billedPage(owner, { clientEmail: to });
    await logEntry(owner, page.id, {});
    const submitted = await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-periods`, {
      body: { period: 'custom', startDate: '2030-03-04', endDate: '2030-03-10' },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const mail = await waitForMail(stack.outboxDir, to, /approval/i);
    const token = /\/timesheet-approval#([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const headers = { [LINK_TOKEN_HEADER]: token! };
    const seen = ZPeriodForApproval.parse(
      (await anonymous.call('GET', '/api/public/timesheet-approval', { headers })).body,
    );
    const approved = await anonymous.call('POST', '/api/public/timesheet-approval/approve', {
      body: { name: 'Jane Client', shownSha256: seen.shownSha256 },
      headers,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const invoice = await issue(owner, page.id, '2030-03-04_2030-03-10');
    expect(invoice.lines.map((l) => l.amountPence)).toEqual([22500]);
    expect(invoice.totalPence).toBe(27000);
  }, 60_000);
});

describe('figures', () => {
  it('invoice total = subtotal + tax, subtotal = Σ lines = the approved period’s export total', async () => {
    const { caller: owner } = await consultant();
    const entry = fc.record({
      minutes: fc.integer({ min: 1, max: 8 * 60 }),
      billable: fc.boolean(),
      rate: fc.option(
        fc.integer({ min: 0, max: 500_00 }).map((pence) => (pence / 100).toFixed(2)),
        { nil: null },
      ),
    });
    let week = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(entry, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 100_00 }),
        async (entries, taxBasisPoints) => {
          const page = await billedPage(owner, { taxRate: (taxBasisPoints / 100).toFixed(2) });
          // A day of its own for each run, every entry on it.
          const day = new Date(Date.UTC(2031, 0, 1 + week++)).toISOString().slice(0, 10);
          let start = 8 * 60;
          for (const e of entries) {
            const at = (m: number) =>
              `${day}T${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
            await logEntry(owner, page.id, {
              start: at(start),
              end: at(Math.min(start + e.minutes, 23 * 60 + 59)),
              billable: e.billable,
              hourlyRate: e.rate,
            });
            start = Math.min(start + e.minutes, 23 * 60 + 58);
          }
          const periodId = await approvedPeriodOf(owner, page, { startDate: day, endDate: day });
          const invoice = await issue(owner, page.id, periodId);
          const sheet = ZTimesheet.parse(
            (
              await owner.call(
                'GET',
                `/api/booking-pages/${page.id}/timesheet?period=custom&startDate=${day}&endDate=${day}`,
              )
            ).body,
          );
          const sum = invoice.lines.reduce((acc, line) => acc + line.amountPence, 0);
          expect(invoice.subtotalPence).toBe(sum);
          expect(invoice.subtotalPence).toBe(sheet.totals.billableAmountPence);
          expect(invoice.totalPence).toBe(invoice.subtotalPence + invoice.taxPence);
          expect(invoice.taxBasisPoints).toBe(taxBasisPoints);
        },
      ),
      { numRuns: 15 },
    );
  }, 300_000);
});

describe('meetings billed at the page rate (issue 35)', () => {
  /** A page billing meetings at £120 an hour, a 45-minute meeting and a 1h30 entry at £150. */
  async function pageWithMeeting(owner: Caller, billing: Record<string, unknown> = {}) {
    const to = clientEmail();
    const page = await billedPage(owner, { clientEmail: to, hourlyRate: '120', ...billing });
    const connection = ZConnection.parse(
      (
        await owner.call('POST', `/api/booking-pages/${page.id}/connections`, {
          body: { name: 'W' },
        })
      ).body,
    );
    const meeting = await owner.call('POST', `/api/booking-pages/${page.id}/meetings`, {
      body: {
        title: 'Meeting with Jane Client',
        date: '2030-03-05',
        startTime: '11:00',
        endTime: '11:45',
        timezone: 'Europe/London',
        calendarConnectionId: connection.id,
      },
    });
    expect(meeting.status, JSON.stringify(meeting.body)).toBe(201);
    await logEntry(owner, page.id, {});
    return { page, to };
  }

  const weekSheet = async (owner: Caller, page: TBookingPage) =>
    ZTimesheet.parse(
      (
        await owner.call(
          'GET',
          `/api/booking-pages/${page.id}/timesheet?period=custom&startDate=2030-03-04&endDate=2030-03-10`,
        )
      ).body,
    );

  it('are billable by default: on the timesheet, through the client’s approval, onto the invoice', async () => {
    const { caller: owner } = await consultant();
    const { page, to } = await pageWithMeeting(owner);

    const sheet = await weekSheet(owner, page);
    expect(sheet.meetings).toEqual([
      expect.objectContaining({
        title: 'Meeting with Jane Client',
        billable: true,
        ratePence: 12_000,
        amountPence: 9_000,
      }),
    ]);
    // 45 minutes at £120 plus 1h30 at £150.
    expect(sheet.totals).toMatchObject({ billableMinutes: 135, billableAmountPence: 31_500 });

    const submitted = await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-periods`, {
      body: { period: 'custom', startDate: '2030-03-04', endDate: '2030-03-10' },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    expect(ZTimesheetPeriod.parse(submitted.body).totals.billableAmountPence).toBe(31_500);
    const mail = await waitForMail(stack.outboxDir, to, /approval/i);
    expect(mail.text).toContain('Billable amount: £315.00');
    const token = /\/timesheet-approval#([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
    const headers = { [LINK_TOKEN_HEADER]: token! };
    const seen = ZPeriodForApproval.parse(
      (await anonymous.call('GET', '/api/public/timesheet-approval', { headers })).body,
    );
    expect(seen.meetings[0]).toMatchObject({ billable: true, amountPence: 9_000 });
    expect(seen.totals.billableAmountPence).toBe(31_500);
    const answered = await anonymous.call('POST', '/api/public/timesheet-approval/approve', {
      body: { name: 'Jane Client', shownSha256: seen.shownSha256 },
      headers,
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);

    // The approved copy, and so its hash, holds the meeting's billing.
    const stored = await table.get<PeriodItem>(
      periodKey(page.id, { startDate: '2030-03-04', endDate: '2030-03-10' }),
      { consistent: true },
    );
    const kept = readApprovedTimesheet(stored!)!;
    expect(kept.sha256).toBe(seen.shownSha256);
    expect(kept.approved.meetings[0]).toMatchObject({ billable: true, amountPence: 9_000 });

    // Turning meeting billing off afterwards changes nothing approved.
    const off = await owner.call('PUT', `/api/booking-pages/${page.id}/billing`, {
      body: { clientEmail: to, currency: 'GBP', hourlyRate: '120', meetingsBillable: false },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await weekSheet(owner, page)).meetings[0]).toMatchObject({ billable: false });

    // The Issue dialog's preview is what the invoice then bills.
    const preview = ZInvoicePreview.strict().parse(
      (await owner.call('GET', previewPath(page.id, '2030-03-04_2030-03-10'))).body,
    );
    const invoice = await issue(owner, page.id, '2030-03-04_2030-03-10');
    expect(preview).toEqual({
      startDate: '2030-03-04',
      endDate: '2030-03-10',
      currency: 'GBP',
      client: { name: 'Acme Ltd', email: to },
      lines: invoice.lines,
      subtotalPence: invoice.subtotalPence,
      taxBasisPoints: invoice.taxBasisPoints,
      taxPence: invoice.taxPence,
      totalPence: invoice.totalPence,
      unratedLines: 0,
      invoiceId: null,
    });
    expect(invoice.lines.map((l) => [l.date, l.description, l.ratePence, l.amountPence])).toEqual([
      ['2030-03-04', 'Risk review', 15_000, 22_500],
      ['2030-03-05', 'Meeting with Jane Client', 12_000, 9_000],
    ]);
    expect(invoice).toMatchObject({ subtotalPence: 31_500, taxPence: 6_300, totalPence: 37_800 });
  }, 60_000);

  it("leave the entries' own total apart from the period's, which counts them", async () => {
    const { caller: owner } = await consultant();
    const { page } = await pageWithMeeting(owner);
    const sheet = await weekSheet(owner, page);
    expect(sheet.totals).toMatchObject({ billableMinutes: 135, billableAmountPence: 31_500 });
    // The entries table's "Entries total": the 1h30 entry at £150, without the meeting's £90.
    expect(sheet.entryTotals).toEqual({ billableMinutes: 90, billableAmountPence: 22_500 });
  }, 60_000);

  it('are not billed when the page turns them off, or has no rate to bill them at', async () => {
    const { caller: owner } = await consultant();
    for (const billing of [{ meetingsBillable: false }, { hourlyRate: '' }]) {
      const { page } = await pageWithMeeting(owner, billing);
      const sheet = await weekSheet(owner, page);
      expect(sheet.meetings[0]).toMatchObject({ billable: false, amountPence: null });
      expect(sheet.totals).toMatchObject({
        meetingMinutes: 45,
        billableMinutes: 90,
        billableAmountPence: 22_500,
      });
    }
  }, 60_000);
});

describe('the invoice preview (issue 35)', () => {
  it('shows what the approved period would bill, and the approved lines without a rate', async () => {
    const { caller: owner } = await consultant();
    const { page, periodId } = await pageWithApprovedWeek(owner);
    // Not approved yet: a second week with a billable entry that has no rate.
    await logEntry(owner, page.id, {
      start: '2030-03-11T09:00',
      end: '2030-03-11T10:00',
      description: 'Unpriced call',
      hourlyRate: null,
    });
    const week = { startDate: '2030-03-11', endDate: '2030-03-17' };
    const submitted = await approvedPeriodOf(owner, page, week, 'submitted');
    expectError(await owner.call('GET', previewPath(page.id, submitted)), 409);
    expectError(await other.call('GET', previewPath(page.id, periodId)), 404);
    expectError(await anonymous.call('GET', previewPath(page.id, periodId)), 401);

    const preview = ZInvoicePreview.parse(
      (await owner.call('GET', previewPath(page.id, periodId))).body,
    );
    expect(preview.lines.map((l) => [l.description, l.amountPence])).toEqual([
      ['Risk review', 22_500],
      ['Vendor call', 117],
    ]);
    expect(preview).toMatchObject({ subtotalPence: 22_617, taxPence: 4_523, totalPence: 27_140 });
    expect(preview.unratedLines).toBe(0);

    const { caller: second } = await consultant();
    const other2 = await billedPage(second);
    await logEntry(second, other2.id, { hourlyRate: null });
    const unrated = await approvedPeriodOf(second, other2, {
      startDate: '2030-03-04',
      endDate: '2030-03-10',
    });
    const none = ZInvoicePreview.parse(
      (await second.call('GET', previewPath(other2.id, unrated))).body,
    );
    expect(none).toMatchObject({ lines: [], totalPence: 0, unratedLines: 1 });
  }, 60_000);
});

describe('an invoice once mailed (issue 35)', () => {
  it('reads as sent, with when, after its mail went: at issue or on request', async () => {
    const { caller: owner } = await consultant();
    const { page, periodId } = await pageWithApprovedWeek(owner);
    const kept = await ready(owner, (await issue(owner, page.id, periodId)).id);
    expect(kept).toMatchObject({ emailedTo: null, sentAt: null });

    const to = clientEmail();
    const res = await owner.call('POST', `/api/invoices/${kept.id}/send`, {
      body: { emailAddress: to },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await waitForMail(stack.outboxDir, to, /^Invoice /);
    await expect
      .poll(async () => (await invoiceOf(owner, kept.id)).sentAt, { timeout: 20_000 })
      .not.toBeNull();
    const sent = await invoiceOf(owner, kept.id);
    expect(sent.emailedTo).toBe(to);
    expect(Date.parse(sent.sentAt!)).toBeGreaterThanOrEqual(Date.parse(kept.completedAt!));
    const listed = ZInvoiceList.parse((await owner.call('GET', '/api/invoices')).body);
    expect(listed.invoices.find((i) => i.id === kept.id)?.sentAt).toBe(sent.sentAt);

    // Mailed at issue: sent once its PDF is made and mailed.
    const { caller: other } = await consultant();
    const second = await pageWithApprovedWeek(other);
    const mailed = await issue(other, second.page.id, second.periodId, {
      sendEmail: true,
      emailAddress: to,
    });
    expect(mailed.sentAt).toBeNull();
    expect((await ready(other, mailed.id)).sentAt).not.toBeNull();
  }, 60_000);
});
