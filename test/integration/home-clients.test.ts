import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { TBookingPage } from '@contracts/booking/booking-page';
import { ZMeeting, type TMeeting } from '@contracts/booking/meeting';
import { ZBooking, type TBooking } from '@contracts/booking/public-booking';
import { timeFieldMessages } from '@contracts/booking/time-fields';
import type { TClient } from '@contracts/clients/client';
import type { TEngagement } from '@contracts/engagements/engagement';
import {
  ZHomeClients,
  type TClientOverview,
  type THomeClients,
} from '@contracts/home/client-overview';
import { ZInvoice, type TInvoice } from '@contracts/invoices/invoice';
import { ZPeriodSent } from '@contracts/timesheets/period-approval';
import { ZTimeEntry, type TSaveTimeEntry } from '@contracts/timesheets/entry';
import { meetingKey } from '../../lambdas/services/booking-pages/meeting-item';
import { invoiceKey } from '../../lambdas/services/invoices/invoice-item';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { expectError } from '../support/api-error';
import { createOpenPage } from '../support/booking-pages';
import {
  activeEngagement,
  createClient,
  draftEngagement,
  linkPageToClient,
  linkPageToEngagement,
  sendLetter,
  signLetterAs,
} from '../support/engagements';
import { stackTable } from '../support/table';
import { approveByLink } from '../support/timesheet-approval';

/**
 * The signed-in home across a consultant's clients (`GET /api/home/clients`): per client, its
 * current engagement, the next session booked and the last one held on its pages, whether the
 * engagement's cadence is overdue, this month's burn, and what waits on someone (documents of
 * its library out for signature, periods awaiting approval, invoices past due). Dates that
 * depend on the clock are taken relative to today, in UTC (the pages', engagements' and
 * caller's zone here, unless a test says otherwise).
 */

const stack = inject('stack');
const table = stackTable(stack);
const anonymous = anonymousCaller(stack);

let owner: Caller;
let ownerEmail: string;

beforeAll(async () => {
  owner = await userCaller(stack);
  ownerEmail = ((await owner.call('GET', '/api/me')).body as { email: string }).email;
  // An invoice names its seller as the profile does.
  const named = await owner.call('PUT', '/api/profile', { body: { name: 'Jane Consultant' } });
  expect(named.status, JSON.stringify(named.body)).toBe(200);
});

const DAY_MS = 86_400_000;
const tag = () => randomUUID().slice(0, 6);

/** `YYYY-MM-DD` in UTC, `days` from now. */
const utcDay = (days = 0) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** `YYYY-MM-DD` of the first day of the UTC month `offset` months from this one. */
function monthStart(offset: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1))
    .toISOString()
    .slice(0, 10);
}

/** Today's date in `timeZone`, read independently of the server's code. */
const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

const homePath = (timeZone?: string) =>
  `/api/home/clients${timeZone === undefined ? '' : `?timeZone=${encodeURIComponent(timeZone)}`}`;

async function home(caller: Caller, timeZone: string | undefined = 'UTC'): Promise<THomeClients> {
  const res = await caller.call('GET', homePath(timeZone));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZHomeClients.strict().parse(res.body);
}

/** The client's row of the caller's home. */
async function overviewOf(caller: Caller, clientId: string): Promise<TClientOverview> {
  const row = (await home(caller)).clients.find((c) => c.clientId === clientId);
  expect(row, `client ${clientId} on the home`).toBeDefined();
  return row!;
}

/** A page of the owner's open every day on UTC's calendar, billing the client. */
async function pageOf(client: TClient): Promise<TBookingPage> {
  const page = await createOpenPage(owner, {
    name: 'Acme advisory',
    slugPrefix: 'home',
    timeZone: 'UTC',
  });
  await linkPageToClient(owner, client.id, page.id);
  return page;
}

/** An event added by hand to the page (the owner's Add Event), on the page's calendar. */
async function addMeeting(
  bookingPageId: string,
  date: string,
  title = 'Board prep',
  startTime = '10:00',
  endTime = '11:00',
): Promise<TMeeting> {
  const res = await owner.call('POST', `/api/booking-pages/${bookingPageId}/meetings`, {
    body: { title, date, startTime, endTime },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZMeeting.parse(res.body);
}

/** A visitor's booking on the page's public link, at `startTime` (an instant). */
async function book(page: TBookingPage, startTime: string): Promise<TBooking> {
  const res = await anonymous.call('POST', `/api/public/booking-pages/${page.slug}/bookings`, {
    body: {
      startTime,
      attendeeName: 'Grace Hopper',
      attendeeEmail: `visitor-${randomUUID().slice(0, 8)}@example.com`,
      idempotencyKey: randomUUID(),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZBooking.parse(res.body);
}

/** The owner cancels a booking (an event added by hand is deleted instead, never cancelled). */
async function cancelBooking(page: TBookingPage, booking: TBooking): Promise<void> {
  const res = await owner.call(
    'POST',
    `/api/booking-pages/${page.id}/meetings/${booking.id}/cancel`,
    { body: {} },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(204);
}

/** A draft entry on the page, its times on the page's calendar. */
async function logEntry(
  bookingPageId: string,
  start: string,
  end: string,
  fields: Partial<TSaveTimeEntry> = {},
) {
  const res = await owner.call('POST', `/api/booking-pages/${bookingPageId}/timesheet-entries`, {
    body: { start, end, description: 'Risk review', billable: true, ...fields },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZTimeEntry.parse(res.body);
}

/** The week of Monday 4 March 2030. */
const week = { period: 'custom', startDate: '2030-03-04', endDate: '2030-03-10' };
const weekId = '2030-03-04_2030-03-10';

async function submitWeek(bookingPageId: string, sendToClient: boolean) {
  const res = await owner.call('POST', `/api/booking-pages/${bookingPageId}/timesheet-periods`, {
    body: { ...week, sendToClient },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZPeriodSent.parse(res.body);
}

/** A client with nothing at all: no engagement, session, burn, or anything waiting. */
const bare = (client: TClient): TClientOverview => ({
  clientId: client.id,
  clientName: client.name,
  engagement: null,
  nextSession: null,
  lastSessionAt: null,
  daysSinceLastSession: null,
  cadenceDays: null,
  sessionOverdue: false,
  burn: null,
  documentsAwaitingSignature: 0,
  periodsAwaitingApproval: { count: 0, bookingPageId: null },
  invoicesPastDue: 0,
});

const engagementOf = (e: TEngagement) => ({
  id: e.id,
  title: e.title,
  status: e.status,
  cadence: e.cadence,
});

describe('who may read the home', () => {
  it('answers 401 to an anonymous caller', async () => {
    expectError(await anonymous.call('GET', homePath()), 401);
    expectError(await anonymous.call('GET', homePath('UTC')), 401);
  });

  it('refuses a time zone it does not know (400)', async () => {
    for (const zone of ['Mars/Base', 'not a zone', ''])
      expectError(await owner.call('GET', homePath(zone)), 400, timeFieldMessages.timeZone);
    expectError(await owner.call('GET', homePath('x'.repeat(65))), 400);
  });

  it("answers a new account no clients, and today's date on its calendar (UTC unless told)", async () => {
    const fresh = await userCaller(stack);
    // UTC+14 and UTC−11: at most hours of the day, one of them is on another date than UTC.
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC', undefined]) {
      const before = todayIn(zone ?? 'UTC');
      const answer = await home(fresh, zone);
      expect([before, todayIn(zone ?? 'UTC')], String(zone)).toContain(answer.today);
      expect(answer.clients).toEqual([]);
    }
  });
});

describe('whose clients', () => {
  it("lists the caller's own clients by name, never another consultant's", async () => {
    const [mine, theirs] = await Promise.all([userCaller(stack), userCaller(stack)]);
    const suffix = tag();
    const beta = await createClient(mine, { name: `beta ${suffix}` });
    const alpha = await createClient(mine, { name: `Alpha ${suffix}` });
    const other = await createClient(theirs, { name: `Aardvark ${suffix}` });

    // By name as people sort it (case aside), each with nothing yet.
    expect((await home(mine)).clients).toEqual([bare(alpha), bare(beta)]);
    expect((await home(theirs)).clients).toEqual([bare(other)]);
  });
});

describe("sessions on the client's pages", () => {
  it('shows the next session booked and the last one held, leaving cancelled ones and other pages out', async () => {
    const client = await createClient(owner);
    const page = await pageOf(client);
    await draftEngagement(owner, client.id, { timeZone: 'UTC' });
    // The newest of two drafts; a weekly cadence from a month ago, but not begun while a draft.
    const draft = await draftEngagement(owner, client.id, {
      timeZone: 'UTC',
      startDate: utcDay(-30),
      cadence: 'weekly',
    });
    await linkPageToEngagement(owner, draft.id, page.id);
    expect(await overviewOf(owner, client.id)).toEqual({
      ...bare(client),
      engagement: engagementOf(draft),
    });

    const next = await addMeeting(page.id, utcDay(3), 'Quarterly review');
    // Sooner, but cancelled.
    await cancelBooking(page, await book(page, `${utcDay(1)}T14:00:00.000Z`));
    const held = await addMeeting(page.id, utcDay(-5), 'Risk workshop');
    // Later, but cancelled: no booking is taken in the past, so it is marked cancelled in place.
    const cancelled = await addMeeting(page.id, utcDay(-2), 'Cancelled workshop');
    await table.update(meetingKey(cancelled), { set: { status: 'cancelled' } }, { exists: true });
    // A page of the owner's that bills no client, with a session sooner and one held later.
    const elsewhere = await createOpenPage(owner, {
      name: 'Elsewhere',
      slugPrefix: 'home-other',
      timeZone: 'UTC',
    });
    await addMeeting(elsewhere.id, utcDay(1), 'Not this client');
    await addMeeting(elsewhere.id, utcDay(-1), 'Not this client either');

    expect(await overviewOf(owner, client.id)).toEqual({
      ...bare(client),
      engagement: engagementOf(draft),
      nextSession: { startTime: next.startTime, title: 'Quarterly review', bookingPageId: page.id },
      lastSessionAt: held.startTime,
      daysSinceLastSession: 5,
    });

    // Another page of the client's, with a session sooner and one held later: the client's
    // sessions are across its pages.
    const second = await pageOf(client);
    const sooner = await addMeeting(second.id, utcDay(2), 'Board prep');
    const later = await addMeeting(second.id, utcDay(-3), 'Audit call');
    expect(await overviewOf(owner, client.id)).toMatchObject({
      nextSession: { startTime: sooner.startTime, title: 'Board prep', bookingPageId: second.id },
      lastSessionAt: later.startTime,
      daysSinceLastSession: 3,
    });
  });
});

describe('an active retainer of 2 hours a month with a weekly cadence', () => {
  let client: TClient;
  let page: TBookingPage;
  let draft: TEngagement;

  beforeAll(async () => {
    client = await createClient(owner);
    page = await pageOf(client);
    // From the first of last month, so this whole month is agreed (no share of a first month).
    draft = await draftEngagement(owner, client.id, {
      timeZone: 'UTC',
      startDate: monthStart(-1),
      model: { kind: 'retainer', hoursPerMonth: '2', rate: '150' },
      rollover: { kind: 'none' },
      cadence: 'weekly',
    });
    await linkPageToEngagement(owner, draft.id, page.id);
  });

  it('counts its letter as awaiting signature until both sides have signed', async () => {
    expect(await overviewOf(owner, client.id)).toEqual({
      ...bare(client),
      engagement: engagementOf(draft),
    });

    const letter = await sendLetter(owner, draft.id);
    expect((await overviewOf(owner, client.id)).documentsAwaitingSignature).toBe(1);
    const approverEmail = client.contacts[0]!.email;
    await signLetterAs(
      stack,
      anonymous,
      { email: approverEmail, name: 'Jane Approver' },
      letter.title,
    );
    // Signed by one side: still out for the other's signature.
    expect((await overviewOf(owner, client.id)).documentsAwaitingSignature).toBe(1);
    await signLetterAs(
      stack,
      anonymous,
      { email: ownerEmail, name: 'The Consultant' },
      letter.title,
    );
    const engagement = await activeEngagement(owner, draft.id);

    // Active from more than a week ago with no session held or booked: overdue.
    expect(await overviewOf(owner, client.id)).toEqual({
      ...bare(client),
      engagement: engagementOf(engagement),
      cadenceDays: 7,
      sessionOverdue: true,
      burn: {
        month: utcDay().slice(0, 7),
        agreedMinutes: 120,
        usedMinutes: 0,
        percent: 0,
      },
    });
  }, 120_000);

  it('is the current engagement over a newer draft', async () => {
    await draftEngagement(owner, client.id, { timeZone: 'UTC' });
    expect((await overviewOf(owner, client.id)).engagement).toMatchObject({
      id: draft.id,
      status: 'active',
    });
  });

  it('is no longer overdue once a session is booked', async () => {
    // Next month, so this month's burn stays the time logged below.
    const booked = await addMeeting(page.id, `${monthStart(1).slice(0, 7)}-15`, 'Weekly check-in');
    expect(await overviewOf(owner, client.id)).toMatchObject({
      cadenceDays: 7,
      sessionOverdue: false,
      nextSession: {
        startTime: booked.startTime,
        title: 'Weekly check-in',
        bookingPageId: page.id,
      },
      lastSessionAt: null,
    });
  });

  it("burns this month's agreed hours with the time logged on its page", async () => {
    const today = utcDay();
    const entry = await logEntry(page.id, `${today}T00:00`, `${today}T01:30`);
    expect(entry.durationMinutes).toBe(90);
    expect((await overviewOf(owner, client.id)).burn).toEqual({
      month: today.slice(0, 7),
      agreedMinutes: 120,
      usedMinutes: 90,
      percent: 75,
    });
  });
});

describe('what waits on someone', () => {
  it('counts the periods submitted and not yet answered, naming the page of the first', async () => {
    const client = await createClient(owner);
    await pageOf(client);
    const busy = await pageOf(client);
    await logEntry(busy.id, '2030-03-04T09:00', '2030-03-04T10:30');
    expect((await overviewOf(owner, client.id)).periodsAwaitingApproval).toEqual({
      count: 0,
      bookingPageId: null,
    });

    const period = await submitWeek(busy.id, false);
    expect(period).toMatchObject({ id: weekId, state: 'submitted' });
    expect((await overviewOf(owner, client.id)).periodsAwaitingApproval).toEqual({
      count: 1,
      bookingPageId: busy.id,
    });
  });

  it('counts an issued invoice once past its due date, until it is credited', async () => {
    const client = await createClient(owner);
    const page = await pageOf(client);
    await logEntry(page.id, '2030-03-04T09:00', '2030-03-04T10:30', { hourlyRate: '150.00' });
    await submitWeek(page.id, true);
    expect((await overviewOf(owner, client.id)).periodsAwaitingApproval.count).toBe(1);
    await approveByLink(stack, anonymous, client.contacts[0]!.email);
    expect((await overviewOf(owner, client.id)).periodsAwaitingApproval.count).toBe(0);

    const issued = await owner.call(
      'POST',
      `/api/booking-pages/${page.id}/timesheet-periods/${weekId}/invoices`,
      { body: {} },
    );
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const invoice: TInvoice = ZInvoice.parse(issued.body);
    // Due in the client's 14 days: not past due.
    expect(invoice.dueDate > utcDay()).toBe(true);
    expect((await overviewOf(owner, client.id)).invoicesPastDue).toBe(0);

    // Issued invoices only ever come due in the future; aged here as time would age it.
    const age = (dueDate: string) =>
      table.update(
        invoiceKey(owner.sub!, 'invoice', invoice.number),
        { set: { dueDate } },
        { exists: true },
      );
    await age(utcDay());
    // Due today is not yet past due.
    expect((await overviewOf(owner, client.id)).invoicesPastDue).toBe(0);
    await age(utcDay(-1));
    const row = await overviewOf(owner, client.id);
    expect(row.invoicesPastDue).toBe(1);
    // Another client of the owner's is not this invoice's.
    const another = await createClient(owner);
    expect((await overviewOf(owner, another.id)).invoicesPastDue).toBe(0);

    const credit = await owner.call('POST', `/api/invoices/${invoice.id}/credit-note`, {
      body: { reason: 'Wrong rate' },
    });
    expect(credit.status, JSON.stringify(credit.body)).toBe(201);
    expect((await overviewOf(owner, client.id)).invoicesPastDue).toBe(0);
  });
});
