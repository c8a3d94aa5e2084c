import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type TBookingPage } from '@contracts/booking/booking-page';
import { ZApiError } from '@contracts/errors';
import {
  billingMessages,
  ZBillingSettingsView,
  type TBillingSettings,
  type TBillingSettingsView,
} from '@contracts/timesheets/billing';
import { entryMessages, ZTimeEntry, type TTimeEntry } from '@contracts/timesheets/entry';
import { ZTimesheet, type TTimesheet } from '@contracts/timesheets/timesheet';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { expectError } from '../support/api-error';
import { createPage } from '../support/booking-pages';

const stack = inject('stack');
const anonymous = anonymousCaller(stack);

let owner: Caller;
let other: Caller;

beforeAll(async () => {
  [owner, other] = await Promise.all([userCaller(stack), userCaller(stack)]);
});

const billingPath = (page: TBookingPage) => `/api/booking-pages/${page.id}/billing`;

async function billingOf(caller: Caller, page: TBookingPage): Promise<TBillingSettingsView> {
  const res = await caller.call('GET', billingPath(page));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZBillingSettingsView.strict().parse(res.body);
}

async function saveBilling(
  page: TBookingPage,
  settings: TBillingSettings,
): Promise<TBillingSettingsView> {
  const res = await owner.call('PUT', billingPath(page), { body: settings });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZBillingSettingsView.strict().parse(res.body);
}

const settings: TBillingSettings = {
  clientName: 'Acme Ltd',
  clientEmail: 'finance@acme.example',
  clientAddress: '1 Main Street\nLondon EC1A 1AA',
  hourlyRate: '120',
  currency: 'EUR',
  taxRate: '17.5',
  paymentTermsDays: 14,
};

async function logEntry(
  page: TBookingPage,
  fields: Record<string, unknown> = {},
): Promise<TTimeEntry> {
  const res = await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-entries`, {
    body: {
      start: '2030-03-04T09:00',
      end: '2030-03-04T10:30',
      description: 'Risk review',
      ...fields,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZTimeEntry.strict().parse(res.body);
}

async function sheetOf(page: TBookingPage): Promise<TTimesheet> {
  const res = await owner.call(
    'GET',
    `/api/booking-pages/${page.id}/timesheet?period=custom&startDate=2030-03-01&endDate=2030-03-31`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZTimesheet.parse(res.body);
}

describe('billing settings: who may see and change them', () => {
  let page: TBookingPage;
  beforeAll(async () => {
    page = await createPage(owner, { slugPrefix: 'bill' });
  });

  it('refuses both routes without a token (401)', async () => {
    expectError(await anonymous.call('GET', billingPath(page)), 401);
    expectError(await anonymous.call('PUT', billingPath(page), { body: settings }), 401);
  });

  it('answers another user as if the page did not exist (404), changing nothing', async () => {
    expectError(await other.call('GET', billingPath(page)), 404);
    expectError(await other.call('PUT', billingPath(page), { body: settings }), 404);
    expect((await billingOf(owner, page)).clientName).toBe('');
  });

  it('answers 404 for a page that does not exist', async () => {
    expectError(await owner.call('GET', `/api/booking-pages/${randomUUID()}/billing`), 404);
    expectError(
      await owner.call('PUT', `/api/booking-pages/${randomUUID()}/billing`, { body: settings }),
      404,
    );
  });
});

describe('billing settings', () => {
  it('reads as the defaults on a page that never saved any', async () => {
    const page = await createPage(owner, { slugPrefix: 'bill' });
    expect(await billingOf(owner, page)).toEqual({
      clientName: '',
      clientEmail: '',
      clientAddress: '',
      hourlyRate: null,
      currency: 'GBP',
      taxRate: '0.00',
      paymentTermsDays: 30,
      // Meetings are billed unless turned off; the currency is the zone's until confirmed (issue 35).
      meetingsBillable: true,
      currencyConfirmed: false,
      currencyLocked: false,
      // No client until the first save makes one (issue 38).
      clientId: null,
    });
    expect((await sheetOf(page)).bookingPage.currency).toBe('GBP');
  });

  it('saves them whole and answers them as parsed, shown on the timesheet', async () => {
    const page = await createPage(owner, { slugPrefix: 'bill' });
    const expected = {
      ...settings,
      hourlyRate: '120.00',
      taxRate: '17.50',
      meetingsBillable: true,
      currencyConfirmed: true,
      currencyLocked: false,
      // The client the save made for the page (issue 38).
      clientId: expect.any(String),
    };
    expect(await saveBilling(page, settings)).toEqual(expected);
    expect(await billingOf(owner, page)).toEqual(expected);
    expect((await sheetOf(page)).bookingPage.currency).toBe('EUR');
    // Saving again without a rate clears it.
    expect((await saveBilling(page, { ...settings, hourlyRate: '' })).hourlyRate).toBeNull();
    expect((await billingOf(owner, page)).hourlyRate).toBeNull();
  });

  it('refuses bad input with the rule’s message and keeps what was saved', async () => {
    const page = await createPage(owner, { slugPrefix: 'bill' });
    await saveBilling(page, settings);
    const before = await billingOf(owner, page);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ taxRate: '100.5' }, billingMessages.taxRate],
      [{ taxRate: '12.345' }, billingMessages.taxRate],
      [{ paymentTermsDays: 366 }, billingMessages.paymentTerms],
      [{ paymentTermsDays: 2.5 }, billingMessages.paymentTerms],
      [{ currency: 'JPY' }, billingMessages.currency],
      [{ clientEmail: 'finance at acme' }, billingMessages.clientEmail],
      [{ hourlyRate: '-5' }, entryMessages.rate],
      [{ clientName: 'n'.repeat(201) }, 'Client name must be at most 200 characters'],
    ];
    for (const [fields, message] of cases) {
      const res = await owner.call('PUT', billingPath(page), { body: { ...settings, ...fields } });
      expectError(res, 400, message);
    }
    expectError(await owner.call('PUT', billingPath(page), { raw: '{"currency":' }), 400);
    expect(await billingOf(owner, page)).toEqual(before);
  });

  it("refuses the consultant's own address as the client's, on that field, keeping what was saved", async () => {
    const page = await createPage(owner, { slugPrefix: 'bill' });
    await saveBilling(page, settings);
    const before = await billingOf(owner, page);
    const own = ((await owner.call('GET', '/api/me')).body as { email: string }).email;
    for (const clientEmail of [own, `  ${own.toUpperCase()} `]) {
      const res = await owner.call('PUT', billingPath(page), {
        body: { ...settings, clientEmail },
      });
      expectError(res, 400, billingMessages.clientEmailIsYours);
      expect(ZApiError.parse(res.body).error.fields).toEqual({
        clientEmail: billingMessages.clientEmailIsYours,
      });
    }
    expect(await billingOf(owner, page)).toEqual(before);
    // Another account's address is anyone else's: that is a client.
    const others = ((await other.call('GET', '/api/me')).body as { email: string }).email;
    expect((await saveBilling(page, { ...settings, clientEmail: others })).clientEmail).toBe(
      others,
    );
  });

  it('locks the currency once time is logged; the same currency still saves', async () => {
    const page = await createPage(owner, { slugPrefix: 'bill' });
    await saveBilling(page, { ...settings, currency: 'USD' });
    // Any currency while the page has no entries.
    expect((await saveBilling(page, settings)).currency).toBe('EUR');
    await logEntry(page, { hourlyRate: '10' });
    const view = await billingOf(owner, page);
    expect(view).toMatchObject({ currency: 'EUR', currencyLocked: true });

    const change = await owner.call('PUT', billingPath(page), {
      body: { ...settings, currency: 'GBP' },
    });
    expectError(change, 409, billingMessages.currencyLocked);
    expect(await billingOf(owner, page)).toEqual(view);

    const same = await saveBilling(page, { ...settings, clientName: 'Acme Group' });
    expect(same).toMatchObject({ clientName: 'Acme Group', currency: 'EUR', currencyLocked: true });
  });
});

describe("a page's default hourly rate", () => {
  it('is given to a new billable entry sent without a rate, and to none other', async () => {
    const page = await createPage(owner, { slugPrefix: 'bill' });
    await saveBilling(page, { ...settings, hourlyRate: '120' });

    const omitted = await logEntry(page);
    expect(omitted).toMatchObject({ ratePence: 12_000, amountPence: 18_000 });
    const none = await logEntry(page, { hourlyRate: null });
    expect(none).toMatchObject({ ratePence: null, amountPence: null });
    const blank = await logEntry(page, { hourlyRate: '' });
    expect(blank.ratePence).toBeNull();
    const own = await logEntry(page, { hourlyRate: '80' });
    expect(own.ratePence).toBe(8_000);
    const unbillable = await logEntry(page, { billable: false });
    expect(unbillable.ratePence).toBeNull();

    // An edit without a rate keeps none: the default is for new entries only.
    const edit = await owner.call(
      'PUT',
      `/api/booking-pages/${page.id}/timesheet-entries/${none.id}`,
      {
        body: { start: '2030-03-04T09:00', end: '2030-03-04T10:00', description: 'Edited' },
      },
    );
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(ZTimeEntry.parse(edit.body).ratePence).toBeNull();
  });

  it('changes no entry already made when it changes', async () => {
    const page = await createPage(owner, { slugPrefix: 'bill' });
    await saveBilling(page, { ...settings, hourlyRate: '100' });
    const first = await logEntry(page);
    const before = await sheetOf(page);

    await saveBilling(page, { ...settings, hourlyRate: '200' });
    const after = await sheetOf(page);
    expect(after.entries).toEqual(before.entries);
    expect(after.entries[0]).toMatchObject({ id: first.id, ratePence: 10_000 });
    expect(after.totals).toEqual(before.totals);

    const second = await logEntry(page);
    expect(second.ratePence).toBe(20_000);
  });
});

describe('currency confirmation (issue 35)', () => {
  const timerOf = async (caller: Caller) =>
    (await caller.call('GET', '/api/timer')).body as { timer: unknown };

  it("starts from the page's zone, and is confirmed before the first time locks it", async () => {
    const page = await createPage(owner, { slugPrefix: 'bill', timeZone: 'Europe/Paris' });
    expect(await billingOf(owner, page)).toMatchObject({
      currency: 'EUR',
      currencyConfirmed: false,
      currencyLocked: false,
    });
    expect((await sheetOf(page)).bookingPage.currency).toBe('EUR');

    // Time sent without confirming the currency is refused, and nothing is written or locked.
    const entry = {
      start: '2030-03-04T09:00',
      end: '2030-03-04T10:30',
      description: 'Risk review',
      hourlyRate: '100',
    };
    const refused = await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-entries`, {
      body: entry,
    });
    expectError(refused, 409, entryMessages.currencyUnconfirmed);
    const timer = await owner.call('POST', `/api/booking-pages/${page.id}/timer`, { body: {} });
    expectError(timer, 409, entryMessages.currencyUnconfirmed);
    expect((await timerOf(owner)).timer).toBeNull();
    expect((await sheetOf(page)).counts.entries).toBe(0);
    expect(await billingOf(owner, page)).toMatchObject({
      currencyConfirmed: false,
      currencyLocked: false,
    });

    // The first entry confirms the currency its form showed, and locks it.
    const first = await logEntry(page, { ...entry, currency: 'CHF' });
    expect(first.amountPence).toBe(15_000);
    expect(await billingOf(owner, page)).toMatchObject({
      currency: 'CHF',
      currencyConfirmed: true,
      currencyLocked: true,
    });
    expect((await sheetOf(page)).bookingPage.currency).toBe('CHF');
    // Another currency from a stale form is refused; none, or the page's own, is fine.
    expectError(
      await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-entries`, {
        body: { ...entry, currency: 'EUR' },
      }),
      409,
      entryMessages.currencyIsPages('CHF'),
    );
    await logEntry(page, entry);
    await logEntry(page, { ...entry, currency: 'CHF' });
    expect((await sheetOf(page)).counts.entries).toBe(3);
  });

  it('is confirmed by saving Billing settings, or by the timer that logs the first time', async () => {
    const saved = await createPage(owner, { slugPrefix: 'bill', timeZone: 'America/Toronto' });
    expect((await billingOf(owner, saved)).currency).toBe('CAD');
    await saveBilling(saved, { ...settings, currency: 'CAD' });
    expect((await logEntry(saved)).status).toBe('draft');

    const timed = await createPage(other, { slugPrefix: 'bill', timeZone: 'Australia/Sydney' });
    expect((await billingOf(other, timed)).currency).toBe('AUD');
    const started = await other.call('POST', `/api/booking-pages/${timed.id}/timer`, {
      body: { currency: 'AUD' },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(await billingOf(other, timed)).toMatchObject({
      currency: 'AUD',
      currencyConfirmed: true,
    });
    expect((await other.call('DELETE', '/api/timer')).status).toBe(204);
  });
});
