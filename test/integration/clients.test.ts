import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { bookingPageMessages, type TBookingPage } from '@contracts/booking/booking-page';
import {
  clientMessages,
  MAX_CONTACTS,
  ZClient,
  ZClientList,
  type TClient,
  type TSaveClient,
} from '@contracts/clients/client';
import { ZApiError } from '@contracts/errors';
import { ZInvoicePreview } from '@contracts/invoices/invoice';
import { pagingMessages } from '@contracts/paging';
import {
  billingMessages,
  ZBillingSettingsView,
  type TBillingSettings,
  type TBillingSettingsView,
} from '@contracts/timesheets/billing';
import { ZTimeEntry } from '@contracts/timesheets/entry';
import { ZTimesheet } from '@contracts/timesheets/timesheet';
import {
  bookingPageKey,
  type BookingPageItem,
} from '../../lambdas/services/booking-pages/booking-page-item';
import {
  liveTimesheet,
  storedApproval,
} from '../../lambdas/services/timesheets/approved-timesheet';
import { toPeriodItem } from '../../lambdas/services/timesheets/period-item';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { expectError } from '../support/api-error';
import { createPage } from '../support/booking-pages';
import { stackTable } from '../support/table';

/**
 * Clients (issue 38): each consultant's client organisations with their contacts, the booking
 * pages that bill them, and the copy of the client's details every linked page bills by, written
 * with every change of the client.
 */

const stack = inject('stack');
const anonymous = anonymousCaller(stack);
const table = stackTable(stack);

let owner: Caller;
let other: Caller;
let ownEmail: string;

beforeAll(async () => {
  [owner, other] = await Promise.all([userCaller(stack), userCaller(stack)]);
  ownEmail = ((await owner.call('GET', '/api/me')).body as { email: string }).email;
});

const address = () => `approver-${randomUUID().slice(0, 8)}@client.example`;

const acme = (fields: Partial<TSaveClient> = {}): TSaveClient => ({
  name: 'Acme Ltd',
  address: '1 Main Street\nLondon EC1A 1AA',
  taxId: 'GB123456789',
  currency: 'GBP',
  taxRate: '20',
  paymentTermsDays: 14,
  contacts: [
    { name: 'Jane Approver', email: address(), role: 'approver' },
    { name: 'Fin Ance', email: address(), role: 'finance' },
  ],
  ...fields,
});

async function create(caller: Caller, fields: Partial<TSaveClient> = {}): Promise<TClient> {
  const res = await caller.call('POST', '/api/clients', { body: acme(fields) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZClient.strict().parse(res.body);
}

async function read(caller: Caller, id: string): Promise<TClient> {
  const res = await caller.call('GET', `/api/clients/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZClient.strict().parse(res.body);
}

async function save(caller: Caller, id: string, body: TSaveClient): Promise<TClient> {
  const res = await caller.call('PUT', `/api/clients/${id}`, { body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZClient.strict().parse(res.body);
}

async function link(caller: Caller, id: string, page: TBookingPage): Promise<TClient> {
  const res = await caller.call('PUT', `/api/clients/${id}/booking-pages/${page.id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZClient.strict().parse(res.body);
}

const billingPath = (page: TBookingPage) => `/api/booking-pages/${page.id}/billing`;

async function billingOf(caller: Caller, page: TBookingPage): Promise<TBillingSettingsView> {
  const res = await caller.call('GET', billingPath(page));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZBillingSettingsView.strict().parse(res.body);
}

async function saveBilling(
  caller: Caller,
  page: TBookingPage,
  settings: TBillingSettings,
): Promise<TBillingSettingsView> {
  const res = await caller.call('PUT', billingPath(page), { body: settings });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZBillingSettingsView.strict().parse(res.body);
}

async function logEntry(caller: Caller, page: TBookingPage, fields: Record<string, unknown> = {}) {
  const res = await caller.call('POST', `/api/booking-pages/${page.id}/timesheet-entries`, {
    body: {
      start: '2030-03-04T09:00',
      end: '2030-03-04T10:30',
      description: 'Risk review',
      hourlyRate: '100',
      ...fields,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZTimeEntry.parse(res.body);
}

const storedPage = async (page: TBookingPage) =>
  (await table.get<BookingPageItem>(bookingPageKey(page.id), { consistent: true }))!;

describe('clients: who may see and change them', () => {
  let client: TClient;
  let page: TBookingPage;
  beforeAll(async () => {
    client = await create(owner);
    page = await createPage(owner, { slugPrefix: 'client' });
  });

  it('refuses every route without a token (401)', async () => {
    expectError(await anonymous.call('GET', '/api/clients'), 401);
    expectError(await anonymous.call('POST', '/api/clients', { body: acme() }), 401);
    expectError(await anonymous.call('GET', `/api/clients/${client.id}`), 401);
    expectError(await anonymous.call('PUT', `/api/clients/${client.id}`, { body: acme() }), 401);
    expectError(await anonymous.call('DELETE', `/api/clients/${client.id}`), 401);
    expectError(
      await anonymous.call('PUT', `/api/clients/${client.id}/booking-pages/${page.id}`),
      401,
    );
  });

  it('answers another consultant as if the client did not exist (404), changing nothing', async () => {
    const before = await read(owner, client.id);
    const notFound = clientMessages.notFound;
    expectError(await other.call('GET', `/api/clients/${client.id}`), 404, notFound);
    expectError(
      await other.call('PUT', `/api/clients/${client.id}`, { body: acme({ name: 'Stolen' }) }),
      404,
      notFound,
    );
    expectError(await other.call('DELETE', `/api/clients/${client.id}`), 404, notFound);
    const theirs = await createPage(other, { slugPrefix: 'client' });
    expectError(
      await other.call('PUT', `/api/clients/${client.id}/booking-pages/${theirs.id}`),
      404,
      notFound,
    );
    // Nor can the owner link someone else's page to their own client.
    expectError(
      await owner.call('PUT', `/api/clients/${client.id}/booking-pages/${theirs.id}`),
      404,
      bookingPageMessages.notFound,
    );
    const list = ZClientList.parse((await other.call('GET', '/api/clients')).body);
    expect(list.clients.map((c) => c.id)).not.toContain(client.id);
    expect(await read(owner, client.id)).toEqual(before);
    expect((await storedPage(theirs)).clientId).toBeUndefined();
  });

  it('answers 404 for a client or page that does not exist, or a malformed id', async () => {
    expectError(
      await owner.call('GET', `/api/clients/${randomUUID()}`),
      404,
      clientMessages.notFound,
    );
    expectError(await owner.call('GET', '/api/clients/not-an-id'), 404, clientMessages.notFound);
    expectError(
      await owner.call('PUT', `/api/clients/${randomUUID()}`, { body: acme() }),
      404,
      clientMessages.notFound,
    );
    expectError(await owner.call('DELETE', `/api/clients/${randomUUID()}`), 404);
    expectError(
      await owner.call('PUT', `/api/clients/${client.id}/booking-pages/${randomUUID()}`),
      404,
      bookingPageMessages.notFound,
    );
  });
});

describe('a client', () => {
  it('is created as sent and read back, with the clock’s times and no pages', async () => {
    const sent = acme({ taxRate: '17.5' });
    const res = await owner.call('POST', '/api/clients', { body: sent });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = ZClient.strict().parse(res.body);
    expect(created).toMatchObject({
      name: 'Acme Ltd',
      address: sent.address,
      taxId: 'GB123456789',
      currency: 'GBP',
      taxRate: '17.50',
      paymentTermsDays: 14,
      contacts: sent.contacts,
      bookingPages: [],
      currencyLocked: false,
    });
    expect(created.updatedAt).toBe(created.createdAt);
    expect(await read(owner, created.id)).toEqual(created);
  });

  it('refuses bad input with the contract’s message, and changes nothing', async () => {
    const client = await create(owner);
    const before = await read(owner, client.id);
    const contact = (fields: Record<string, unknown>) => ({
      contacts: [{ name: 'Jane', email: address(), role: 'approver', ...fields }],
    });
    const twice = address();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '  ' }, clientMessages.name],
      [contact({ email: 'jane at client' }), clientMessages.contactEmail],
      [contact({ role: 'boss' }), clientMessages.contactRole],
      [
        {
          contacts: [
            { name: 'A', email: twice, role: 'approver' },
            { name: 'B', email: twice.toUpperCase(), role: 'finance' },
          ],
        },
        clientMessages.contactTwice,
      ],
      [
        {
          contacts: Array.from({ length: MAX_CONTACTS + 1 }, () => ({
            name: '',
            email: address(),
            role: 'viewer',
          })),
        },
        clientMessages.tooManyContacts,
      ],
      [{ taxRate: '100.5' }, billingMessages.taxRate],
      [{ paymentTermsDays: 366 }, billingMessages.paymentTerms],
    ];
    for (const [fields, message] of cases) {
      expectError(
        await owner.call('POST', '/api/clients', { body: { ...acme(), ...fields } }),
        400,
        message,
      );
      expectError(
        await owner.call('PUT', `/api/clients/${client.id}`, { body: { ...acme(), ...fields } }),
        400,
        message,
      );
    }
    expectError(await owner.call('POST', '/api/clients', { raw: '{"name":' }), 400);
    expect(await read(owner, client.id)).toEqual(before);
  });

  it("refuses the consultant's own address as an approver's (400), on that contact", async () => {
    const client = await create(owner);
    const before = await read(owner, client.id);
    for (const email of [ownEmail, `  ${ownEmail.toUpperCase()} `]) {
      const contacts = [
        { name: 'Fin', email: address(), role: 'finance' as const },
        { name: 'Me', email, role: 'approver' as const },
      ];
      const created = await owner.call('POST', '/api/clients', { body: acme({ contacts }) });
      expectError(created, 400, clientMessages.contactIsYou);
      expect(ZApiError.parse(created.body).error.fields).toEqual({
        'contacts.1.email': clientMessages.contactIsYou,
      });
      const saved = await owner.call('PUT', `/api/clients/${client.id}`, {
        body: acme({ contacts }),
      });
      expectError(saved, 400, clientMessages.contactIsYou);
    }
    expect(await read(owner, client.id)).toEqual(before);
  });
});

describe('the list of clients', () => {
  it('is the owner’s own, by name whatever the case, a page at a time', async () => {
    const mine = await userCaller(stack);
    for (const name of ['bravo', 'Alpha', 'charlie #3', 'Delta']) await create(mine, { name });
    const all = ZClientList.parse((await mine.call('GET', '/api/clients')).body);
    expect(all.clients.map((c) => c.name)).toEqual(['Alpha', 'bravo', 'charlie #3', 'Delta']);
    expect(all.nextCursor).toBeNull();
    expect(all.clients[0]).toEqual({
      id: expect.any(String),
      name: 'Alpha',
      currency: 'GBP',
      createdAt: expect.any(String),
      contactCount: 2,
      bookingPageCount: 0,
    });

    const first = ZClientList.parse((await mine.call('GET', '/api/clients?limit=3')).body);
    expect(first.clients.map((c) => c.name)).toEqual(['Alpha', 'bravo', 'charlie #3']);
    expect(first.nextCursor).toEqual(expect.any(String));
    const rest = ZClientList.parse(
      (await mine.call('GET', `/api/clients?limit=3&cursor=${first.nextCursor}`)).body,
    );
    expect(rest).toEqual({
      clients: [expect.objectContaining({ name: 'Delta' })],
      nextCursor: null,
    });

    // A cursor of someone else's list, or none at all, is refused.
    expectError(
      await owner.call('GET', `/api/clients?cursor=${first.nextCursor}`),
      400,
      pagingMessages.invalidCursor,
    );
    expectError(
      await mine.call('GET', '/api/clients?limit=101'),
      400,
      pagingMessages.limitMax(100),
    );
  });
});

describe("a client's booking pages", () => {
  it('bill by the client’s details: a change reaches every linked page, in one save', async () => {
    const consultant = await userCaller(stack);
    const client = await create(consultant);
    const first = await createPage(consultant, { slugPrefix: 'client', name: 'Sessions' });
    const second = await createPage(consultant, { slugPrefix: 'client', name: 'Workshops' });
    // The page's own part stays the page's.
    await saveBilling(consultant, first, { hourlyRate: '150', meetingsBillable: false });
    await link(consultant, client.id, first);
    const linked = await link(consultant, client.id, second);
    expect(linked.bookingPages).toEqual([
      { id: first.id, title: 'Sessions' },
      { id: second.id, title: 'Workshops' },
    ]);

    const approver = address();
    const changed = await save(consultant, client.id, {
      ...acme(),
      name: 'Acme Group plc',
      address: '9 New Road',
      currency: 'EUR',
      taxRate: '5',
      paymentTermsDays: 60,
      contacts: [
        { name: 'Viewer', email: address(), role: 'viewer' },
        { name: 'New Approver', email: approver, role: 'approver' },
      ],
    });
    expect(changed.updatedAt >= client.updatedAt).toBe(true);
    for (const page of [first, second])
      expect(await billingOf(consultant, page)).toMatchObject({
        clientName: 'Acme Group plc',
        clientEmail: approver,
        clientAddress: '9 New Road',
        currency: 'EUR',
        taxRate: '5.00',
        paymentTermsDays: 60,
        clientId: client.id,
      });
    expect(await billingOf(consultant, first)).toMatchObject({
      hourlyRate: '150.00',
      meetingsBillable: false,
    });
    const sheet = ZTimesheet.parse(
      (
        await consultant.call(
          'GET',
          `/api/booking-pages/${second.id}/timesheet?period=custom&startDate=2030-03-04&endDate=2030-03-10`,
        )
      ).body,
    );
    expect(sheet.bookingPage.currency).toBe('EUR');

    // The approval reads the page's copy, and the invoice bills what was approved.
    await logEntry(consultant, first);
    await save(consultant, client.id, { ...acme(), name: 'Acme Holdings', currency: 'EUR' });
    const periodId = await approvedWeekOf(consultant, first);
    const preview = ZInvoicePreview.parse(
      (
        await consultant.call(
          'GET',
          `/api/booking-pages/${first.id}/timesheet-periods/${periodId}/invoice-preview`,
        )
      ).body,
    );
    expect(preview.client.name).toBe('Acme Holdings');
    expect(preview.currency).toBe('EUR');
  });

  it('keep their currency once time is logged on one of them (409)', async () => {
    const consultant = await userCaller(stack);
    const client = await create(consultant, { currency: 'USD' });
    const logged = await createPage(consultant, { slugPrefix: 'client' });
    const empty = await createPage(consultant, { slugPrefix: 'client' });
    await link(consultant, client.id, logged);
    await link(consultant, client.id, empty);
    await logEntry(consultant, logged);
    const before = await read(consultant, client.id);
    expect(before.currencyLocked).toBe(true);

    expectError(
      await consultant.call('PUT', `/api/clients/${client.id}`, {
        body: acme({ currency: 'EUR' }),
      }),
      409,
      clientMessages.currencyLocked,
    );
    expect(await read(consultant, client.id)).toEqual(before);
    // Through the billing settings of the page without time too: it is the client's currency.
    expect(await billingOf(consultant, empty)).toMatchObject({
      currency: 'USD',
      currencyLocked: true,
    });
    expectError(
      await consultant.call('PUT', billingPath(empty), { body: { currency: 'EUR' } }),
      409,
      billingMessages.currencyLocked,
    );
    // The same currency still saves.
    expect(
      (await save(consultant, client.id, acme({ currency: 'USD', name: 'Renamed' }))).name,
    ).toBe('Renamed');

    // A page with time in pounds joins no client billing in another currency.
    const pounds = await createPage(consultant, { slugPrefix: 'client' });
    await logEntry(consultant, pounds, { currency: 'GBP' });
    expectError(
      await consultant.call('PUT', `/api/clients/${client.id}/booking-pages/${pounds.id}`),
      409,
      clientMessages.currencyLocked,
    );
    expect((await storedPage(pounds)).clientId).toBeUndefined();
  });

  it('move from one client to another with a link; linking again changes nothing', async () => {
    const consultant = await userCaller(stack);
    const from = await create(consultant, { name: 'From Ltd' });
    const to = await create(consultant, { name: 'To plc', currency: 'CHF', taxRate: '8' });
    const page = await createPage(consultant, { slugPrefix: 'client' });
    await saveBilling(consultant, page, { hourlyRate: '90' });
    const made = (await billingOf(consultant, page)).clientId!;
    await link(consultant, from.id, page);
    expect((await read(consultant, made)).bookingPages).toEqual([]);
    expect((await read(consultant, from.id)).bookingPages.map((p) => p.id)).toEqual([page.id]);

    const moved = await link(consultant, to.id, page);
    expect(moved.bookingPages.map((p) => p.id)).toEqual([page.id]);
    expect((await read(consultant, from.id)).bookingPages).toEqual([]);
    expect(await billingOf(consultant, page)).toMatchObject({
      clientId: to.id,
      clientName: 'To plc',
      currency: 'CHF',
      taxRate: '8.00',
      hourlyRate: '90.00',
    });

    const again = await link(consultant, to.id, page);
    expect(again).toEqual(moved);
  });

  it('hold a client back from deletion until they bill another (409), then it goes (204)', async () => {
    const consultant = await userCaller(stack);
    const client = await create(consultant);
    const page = await createPage(consultant, { slugPrefix: 'client' });
    await link(consultant, client.id, page);
    expectError(
      await consultant.call('DELETE', `/api/clients/${client.id}`),
      409,
      clientMessages.hasBookingPages,
    );
    expect((await read(consultant, client.id)).bookingPages).toHaveLength(1);

    const next = await create(consultant, { name: 'Next client' });
    await link(consultant, next.id, page);
    const removed = await consultant.call('DELETE', `/api/clients/${client.id}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(204);
    expectError(await consultant.call('GET', `/api/clients/${client.id}`), 404);
    expect((await billingOf(consultant, page)).clientId).toBe(next.id);
  });

  it('leave their client when they are deleted', async () => {
    const consultant = await userCaller(stack);
    const client = await create(consultant);
    const page = await createPage(consultant, { slugPrefix: 'client' });
    await link(consultant, client.id, page);
    const deleted = await consultant.call('DELETE', `/api/booking-pages/${page.id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    expect((await read(consultant, client.id)).bookingPages).toEqual([]);
    const listed = ZClientList.parse((await consultant.call('GET', '/api/clients')).body);
    expect(listed.clients.find((c) => c.id === client.id)?.bookingPageCount).toBe(0);
    expect((await consultant.call('DELETE', `/api/clients/${client.id}`)).status).toBe(204);
  });
});

describe('the billing settings screen', () => {
  it("makes a page's first client from the form, and saves the client's part on it", async () => {
    const consultant = await userCaller(stack);
    const page = await createPage(consultant, { slugPrefix: 'client', name: 'Advisory' });
    expect((await billingOf(consultant, page)).clientId).toBeNull();
    const approver = address();
    const saved = await saveBilling(consultant, page, {
      clientName: 'Northwind',
      clientEmail: approver,
      clientAddress: '2 Dock Road',
      currency: 'EUR',
      taxRate: '21',
      paymentTermsDays: 10,
      hourlyRate: '80',
    });
    expect(saved.clientId).toEqual(expect.any(String));
    const client = await read(consultant, saved.clientId!);
    expect(client).toMatchObject({
      name: 'Northwind',
      address: '2 Dock Road',
      currency: 'EUR',
      taxRate: '21.00',
      paymentTermsDays: 10,
      contacts: [{ name: '', email: approver, role: 'approver' }],
      bookingPages: [{ id: page.id, title: 'Advisory' }],
    });

    // A second page of the client: its form changes the client, and so the first page's copy.
    const second = await createPage(consultant, { slugPrefix: 'client' });
    await link(consultant, client.id, second);
    const newer = address();
    await saveBilling(consultant, second, {
      clientName: 'Northwind Traders',
      clientEmail: newer,
      clientAddress: '2 Dock Road',
      currency: 'EUR',
      taxRate: '21',
      paymentTermsDays: 10,
    });
    expect(await billingOf(consultant, page)).toMatchObject({
      clientName: 'Northwind Traders',
      clientEmail: newer,
      hourlyRate: '80.00',
    });
    expect((await billingOf(consultant, second)).hourlyRate).toBeNull();
    expect((await read(consultant, client.id)).contacts).toEqual([
      { name: '', email: newer, role: 'approver' },
    ]);
    // A blank e-mail takes the approver away; a blank name keeps the client's.
    await saveBilling(consultant, second, { clientName: '', clientEmail: '', currency: 'EUR' });
    expect(await read(consultant, client.id)).toMatchObject({
      name: 'Northwind Traders',
      contacts: [],
    });
    expect((await billingOf(consultant, page)).clientEmail).toBe('');
  });

  it('names a client after the page when the form names none', async () => {
    const consultant = await userCaller(stack);
    const page = await createPage(consultant, { slugPrefix: 'client', name: 'Office hours' });
    const saved = await saveBilling(consultant, page, { hourlyRate: '100' });
    expect((await read(consultant, saved.clientId!)).name).toBe('Office hours');
  });
});

/**
 * Records the week of 2030-03-04 as an approved period of the page, with what the client would
 * have approved frozen on it, read from the page as the approval reads it (the approval itself is
 * covered by timesheet-approval.test.ts).
 */
async function approvedWeekOf(caller: Caller, page: TBookingPage): Promise<string> {
  const days = { startDate: '2030-03-04', endDate: '2030-03-10' };
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
    state: 'approved',
    version: 3,
    entryCount: sheet.counts.entries,
    totals: sheet.totals,
    currency: sheet.bookingPage.currency,
    history: [],
    createdAt: now,
    updatedAt: now,
  });
  const users = { getEmail: () => Promise.resolve('consultant@example.com') };
  const approved = await liveTimesheet({ table, users }, await storedPage(page), period);
  await table.put({ ...period, ...storedApproval(approved) });
  return id;
}
