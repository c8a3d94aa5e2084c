import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type TBookingPage } from '@contracts/booking/booking-page';
import { ZConnection } from '@contracts/booking/connection';
import { LINK_TOKEN_HEADER } from '@contracts/link-token';
import { entryMessages, ZTimeEntry, type TSaveTimeEntry } from '@contracts/timesheets/entry';
import {
  periodMessages,
  ZPeriodForApproval,
  ZPeriodSent,
  ZTimesheetPeriod,
  ZTimesheetPeriodList,
  type TPeriodForApproval,
  type TTimesheetPeriod,
} from '@contracts/timesheets/period-approval';
import { ZTimesheet, type TTimesheet } from '@contracts/timesheets/timesheet';
import { timesheet } from '@domain/timesheets/totals';
import {
  bookingPageKey,
  type BookingPageItem,
} from '../../lambdas/services/booking-pages/booking-page-item';
import { anonymousCaller, userCaller, type ApiResponse, type Caller } from '../support/api-session';
import { mailsTo, poll, waitForMail } from '../support/outbox';
import { stackTable } from '../support/table';
import { expectError } from '../support/api-error';
import { createPage, saveBilling } from '../support/booking-pages';

/**
 * Client approval by link and reopening (issue 27, items 1 and 2): the consultant submits a
 * period, the client approves or queries it from the mailed single-use link, the consultant may
 * reopen it until it is approved, and the history keeps every move.
 */

const stack = inject('stack');
const anonymous = anonymousCaller(stack);
const table = stackTable(stack);

let owner: Caller;
let other: Caller;
let ownerEmail: string;

beforeAll(async () => {
  [owner, other] = await Promise.all([userCaller(stack), userCaller(stack)]);
  ownerEmail = ((await owner.call('GET', '/api/me')).body as { email: string }).email;
});

const clientEmail = () => `client-${randomUUID().slice(0, 8)}@example.com`;

const entryBody = (fields: Partial<TSaveTimeEntry> = {}): TSaveTimeEntry => ({
  start: '2030-03-04T09:00',
  end: '2030-03-04T10:30',
  description: 'Risk review',
  billable: true,
  hourlyRate: '150.00',
  // The page's first time confirms its currency (issue 35).
  currency: 'GBP',
  ...fields,
});

async function logEntry(bookingPageId: string, fields: Partial<TSaveTimeEntry> = {}) {
  const res = await owner.call('POST', `/api/booking-pages/${bookingPageId}/timesheet-entries`, {
    body: entryBody(fields),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZTimeEntry.parse(res.body);
}

/** The week of Monday 4 March 2030, with three entries (one of them with an odd amount). */
const week = { period: 'custom', startDate: '2030-03-04', endDate: '2030-03-10' };
const weekId = '2030-03-04_2030-03-10';

async function pageWithWeek(client: string | null = clientEmail()) {
  const page = await createPage(owner, { slugPrefix: 'ap' });
  if (client) await saveBilling(owner, page.id, { clientEmail: client });
  await logEntry(page.id);
  await logEntry(page.id, {
    start: '2030-03-05T14:00',
    end: '2030-03-05T14:07',
    description: 'Call',
    hourlyRate: '10.00',
  });
  await logEntry(page.id, {
    start: '2030-03-06T09:00',
    end: '2030-03-06T09:45',
    description: 'Internal notes',
    billable: false,
    hourlyRate: null,
  });
  return page;
}

async function sheetOf(bookingPageId: string): Promise<TTimesheet> {
  const res = await owner.call(
    'GET',
    `/api/booking-pages/${bookingPageId}/timesheet?period=custom&startDate=2030-03-04&endDate=2030-03-10`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZTimesheet.parse(res.body);
}

async function submit(bookingPageId: string, body: object = week) {
  const res = await owner.call('POST', `/api/booking-pages/${bookingPageId}/timesheet-periods`, {
    body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZPeriodSent.strict().parse(res.body);
}

async function periodOf(bookingPageId: string, id = weekId): Promise<TTimesheetPeriod> {
  const res = await owner.call(
    'GET',
    `/api/booking-pages/${bookingPageId}/timesheet-periods/${id}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZTimesheetPeriod.strict().parse(res.body);
}

/** The token of the newest approval link mailed to `to` for the page. */
async function linkTokenMailedTo(to: string, count = 1): Promise<string> {
  const mails = await poll(
    async () => {
      const found = (await mailsTo(stack.outboxDir, to)).filter((m) =>
        /Timesheet for approval/.test(m.subject),
      );
      return found.length >= count ? found : undefined;
    },
    15_000,
    `No approval mail ${count} to ${to}`,
  );
  const newest = mails.sort((a, b) => a.date.getTime() - b.date.getTime()).at(-1)!;
  const match = /\/timesheet-approval#([A-Za-z0-9_-]{43})/.exec(newest.text ?? '');
  if (!match) throw new Error(`No approval link in: ${newest.text}`);
  // Mails of one second sort alike: the count tells the newest apart.
  return mails.length > count ? linkTokenMailedTo(to, mails.length) : match[1]!;
}

/** A well-formed hash that names no copy: for links whose page cannot be loaded. */
const NO_COPY = '0'.repeat(64);

/**
 * The client's calls. An answer sends back the `shownSha256` of the page it answers: the one
 * given, or else the page is loaded first, as the web page does before the client answers.
 */
const client = (token: string) => {
  const headers = { [LINK_TOKEN_HEADER]: token };
  const view = () => anonymous.call('GET', '/api/public/timesheet-approval', { headers });
  const shown = async (given?: string) => {
    if (given) return given;
    const page = await view();
    return page.status === 200 ? ZPeriodForApproval.parse(page.body).shownSha256 : NO_COPY;
  };
  return {
    view,
    approve: async (name = 'Jane Client', shownSha256?: string) =>
      anonymous.call('POST', '/api/public/timesheet-approval/approve', {
        body: { name, shownSha256: await shown(shownSha256) },
        headers,
      }),
    query: async (comment: string, name = 'Jane Client', shownSha256?: string) =>
      anonymous.call('POST', '/api/public/timesheet-approval/query', {
        body: { name, comment, shownSha256: await shown(shownSha256) },
        headers,
      }),
  };
};

function parsedView(res: ApiResponse): TPeriodForApproval {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZPeriodForApproval.strict().parse(res.body);
}

describe('authorization', () => {
  let page: TBookingPage;
  beforeAll(async () => {
    page = await pageWithWeek();
    await submit(page.id);
  });

  const routes = () => [
    { method: 'GET', path: `/api/booking-pages/${page.id}/timesheet-periods` },
    { method: 'POST', path: `/api/booking-pages/${page.id}/timesheet-periods`, body: week },
    { method: 'GET', path: `/api/booking-pages/${page.id}/timesheet-periods/${weekId}` },
    {
      method: 'POST',
      path: `/api/booking-pages/${page.id}/timesheet-periods/${weekId}/reopen`,
      body: { reason: 'Typo' },
    },
    { method: 'POST', path: `/api/booking-pages/${page.id}/timesheet-periods/${weekId}/send` },
  ];

  it('refuses every consultant route without a token (401)', async () => {
    for (const route of routes())
      expectError(await anonymous.call(route.method, route.path, { body: route.body }), 401);
  });

  it('answers another user as if the page did not exist (404), changing nothing', async () => {
    const before = await periodOf(page.id);
    for (const route of routes())
      expectError(await other.call(route.method, route.path, { body: route.body }), 404);
    expect(await periodOf(page.id)).toEqual(before);
  });

  it('answers an unknown, malformed or missing link token 404 on every client route', async () => {
    const cases: Record<string, string>[] = [
      {},
      { [LINK_TOKEN_HEADER]: 'short' },
      { [LINK_TOKEN_HEADER]: 'A'.repeat(43) },
    ];
    for (const headers of cases) {
      expectError(
        await anonymous.call('GET', '/api/public/timesheet-approval', { headers }),
        404,
        periodMessages.linkInvalid,
      );
      expectError(
        await anonymous.call('POST', '/api/public/timesheet-approval/approve', {
          body: { name: 'X', shownSha256: NO_COPY },
          headers,
        }),
        404,
        periodMessages.linkInvalid,
      );
    }
  });
});

describe('submitting a period and the client approving it by link', () => {
  let page: TBookingPage;
  let to: string;
  let token: string;
  beforeAll(async () => {
    to = clientEmail();
    page = await pageWithWeek(to);
  });

  it('refuses bad input and a period without drafts, writing nothing', async () => {
    for (const body of [
      { period: 'custom', startDate: '2030-03-10', endDate: '2030-03-04' },
      { period: 'fortnight' },
      { ...week, sendToClient: 'yes' },
    ])
      expectError(
        await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-periods`, { body }),
        400,
      );
    expectError(
      await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-periods`, {
        body: { period: 'custom', startDate: '2030-05-01', endDate: '2030-05-07' },
      }),
      400,
      periodMessages.nothingToSubmit,
    );
    const list = ZTimesheetPeriodList.parse(
      (await owner.call('GET', `/api/booking-pages/${page.id}/timesheet-periods`)).body,
    );
    expect(list.periods).toEqual([]);
    expect((await sheetOf(page.id)).statusCounts).toEqual({ draft: 3, submitted: 0, approved: 0 });
  });

  it('needs the client address to send the period, and says where to add it', async () => {
    const bare = await pageWithWeek(null);
    expectError(
      await owner.call('POST', `/api/booking-pages/${bare.id}/timesheet-periods`, { body: week }),
      400,
      periodMessages.noClientEmail,
    );
    // Submitted without a mail, it waits until the consultant sends it.
    const kept = await submit(bare.id, { ...week, sendToClient: false });
    expect(kept).toMatchObject({
      state: 'submitted',
      sentTo: null,
      message: '3 entries submitted',
    });
    expectError(
      await owner.call('POST', `/api/booking-pages/${bare.id}/timesheet-periods/${weekId}/send`),
      400,
      periodMessages.noClientEmail,
    );
  });

  it("never sends the link to the consultant's own address, whenever that address became theirs", async () => {
    // Saving it is refused (timesheet-billing.test.ts), so the page holds it as it would had the
    // account's address changed to the client's since the settings were saved.
    const mine = await pageWithWeek();
    const stored = (await table.get<BookingPageItem>(bookingPageKey(mine.id), {
      consistent: true,
    }))!;
    await table.put({
      ...stored,
      billing: { ...stored.billing!, clientEmail: ` ${ownerEmail.toUpperCase()}` },
    });
    expectError(
      await owner.call('POST', `/api/booking-pages/${mine.id}/timesheet-periods`, { body: week }),
      400,
      periodMessages.clientEmailIsYours,
    );
    // Nothing was submitted or sent.
    expect(
      ZTimesheetPeriodList.parse(
        (await owner.call('GET', `/api/booking-pages/${mine.id}/timesheet-periods`)).body,
      ).periods,
    ).toEqual([]);
    expect((await sheetOf(mine.id)).statusCounts).toEqual({ draft: 3, submitted: 0, approved: 0 });
    // Kept for later, it still cannot be sent to that address.
    const { message: _message, ...kept } = await submit(mine.id, { ...week, sendToClient: false });
    expectError(
      await owner.call('POST', `/api/booking-pages/${mine.id}/timesheet-periods/${weekId}/send`),
      400,
      periodMessages.clientEmailIsYours,
    );
    expect(await periodOf(mine.id)).toEqual(kept);
    expect(await mailsTo(stack.outboxDir, ownerEmail)).not.toContainEqual(
      expect.objectContaining({ subject: expect.stringMatching(/Timesheet for approval/) }),
    );
  });

  it('locks the entries and mails the client a link to the lines exactly as exported', async () => {
    const sheet = await sheetOf(page.id);
    const period = await submit(page.id);
    expect(period).toMatchObject({
      id: weekId,
      state: 'submitted',
      entryCount: 3,
      sentTo: to,
      currency: 'GBP',
      message: periodMessages.submittedAndSent(3, to),
      totals: sheet.totals,
    });
    expect(period.history.map((e) => [e.action, e.actor, e.email])).toEqual([
      ['submitted', 'consultant', ownerEmail],
      ['sent', 'consultant', ownerEmail],
    ]);
    const after = await sheetOf(page.id);
    expect(after.statusCounts).toEqual({ draft: 0, submitted: 3, approved: 0 });
    // Locked: no edit, no delete, and no new time on its days.
    const entry = after.entries[0]!;
    expectError(
      await owner.call('PUT', `/api/booking-pages/${page.id}/timesheet-entries/${entry.id}`, {
        body: entryBody({ description: 'Changed' }),
      }),
      409,
      entryMessages.locked,
    );
    expectError(
      await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-entries`, {
        body: entryBody({ start: '2030-03-07T09:00', end: '2030-03-07T10:00' }),
      }),
      409,
      periodMessages.dayLocked('2030-03-04', '2030-03-10'),
    );
    // Overlapping another submitted period is refused.
    await logEntry(page.id, { start: '2030-03-12T09:00', end: '2030-03-12T10:00' });
    expectError(
      await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-periods`, {
        body: { period: 'custom', startDate: '2030-03-08', endDate: '2030-03-14' },
      }),
      409,
      periodMessages.overlaps('2030-03-04', '2030-03-10'),
    );

    const mail = await waitForMail(stack.outboxDir, to, /Timesheet for approval/);
    expect(mail.subject).toBe('Timesheet for approval: Acme advisory, 4–10 March 2030');
    expect(mail.text).toContain(ownerEmail);
    expect(mail.text).toContain('Billable amount: £226.17');
    token = await linkTokenMailedTo(to);

    const view = parsedView(await client(token).view());
    // The very lines and totals the export computes from the same entries.
    const exported = timesheet(after.meetings, after.entries);
    expect(view).toMatchObject({
      bookingPageName: 'Acme advisory',
      consultant: ownerEmail,
      clientEmail: to,
      state: 'submitted',
      canAct: true,
      totals: exported.totals,
      approval: null,
    });
    expect(view.entries.map((e) => [e.description, e.amountPence])).toEqual([
      ['Risk review', 22500],
      ['Call', 117],
      ['Internal notes', null],
    ]);
    expect(view.totals.billableAmountPence).toBe(22617);
  });

  it('refuses an approval without a name, changing nothing', async () => {
    expectError(await client(token).approve('  '), 400, periodMessages.nameRequired);
    expect((await periodOf(page.id)).state).toBe('submitted');
  });

  it('records who approved, when and from where, locks the period for good, and tells the consultant', async () => {
    const view = parsedView(await client(token).approve('Jane Client'));
    expect(view).toMatchObject({ state: 'approved', canAct: false });
    expect(view.approval).toMatchObject({ name: 'Jane Client', email: to });
    expect(view.approval!.ipAddress).toMatch(/\d|:/);

    const period = await periodOf(page.id);
    expect(period.state).toBe('approved');
    expect(period.approval).toEqual(view.approval);
    expect(period.history.at(-1)).toMatchObject({
      action: 'approved',
      actor: 'client',
      email: to,
      name: 'Jane Client',
      ipAddress: view.approval!.ipAddress,
    });
    expect((await sheetOf(page.id)).statusCounts).toEqual({ draft: 0, submitted: 0, approved: 3 });
    const mail = await waitForMail(stack.outboxDir, ownerEmail, /Timesheet approved/);
    expect(mail.text).toContain('Jane Client');

    // The link is used up, and an approved period cannot be reopened.
    expectError(await client(token).approve(), 409, periodMessages.linkUsed);
    expectError(await client(token).query('Late'), 409, periodMessages.linkUsed);
    expect(parsedView(await client(token).view()).canAct).toBe(false);
    expectError(
      await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-periods/${weekId}/reopen`, {
        body: { reason: 'Too late' },
      }),
      409,
      periodMessages.approvedLocked,
    );
    expectError(
      await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-periods/${weekId}/send`),
      409,
      periodMessages.approvedLocked,
    );
  });
});

describe('reopening, querying and sending again', () => {
  it('reopens a submitted period with a reason: entries editable, the old link dead, history kept', async () => {
    const to = clientEmail();
    const page = await pageWithWeek(to);
    await submit(page.id);
    const first = await linkTokenMailedTo(to);

    expectError(
      await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-periods/${weekId}/reopen`, {
        body: { reason: ' ' },
      }),
      400,
      periodMessages.reasonRequired,
    );
    const res = await owner.call(
      'POST',
      `/api/booking-pages/${page.id}/timesheet-periods/${weekId}/reopen`,
      { body: { reason: 'Wrong client code on Tuesday' } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ZTimesheetPeriod.parse(res.body).state).toBe('reopened');
    expectError(await client(first).view(), 404, periodMessages.linkInvalid);
    expectError(await client(first).approve(), 404, periodMessages.linkInvalid);

    const sheet = await sheetOf(page.id);
    expect(sheet.statusCounts).toEqual({ draft: 3, submitted: 0, approved: 0 });
    const edit = await owner.call(
      'PUT',
      `/api/booking-pages/${page.id}/timesheet-entries/${sheet.entries[0]!.id}`,
      { body: entryBody({ ...entryFieldsOf(sheet.entries[0]!), description: 'Fixed typo' }) },
    );
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);

    // Submitted again: the same period, a new link, the history going on.
    await submit(page.id);
    const second = await linkTokenMailedTo(to, 2);
    expect(second).not.toBe(first);
    const period = await periodOf(page.id);
    expect(period.history.map((e) => e.action)).toEqual([
      'submitted',
      'sent',
      'reopened',
      'submitted',
      'sent',
    ]);
    expect(period.history[2]!.note).toBe('Wrong client code on Tuesday');
    expect(parsedView(await client(second).view()).entries.map((e) => e.description)).toContain(
      'Fixed typo',
    );
  });

  it('a query returns the period to the consultant with the comment; a resend replaces the link', async () => {
    const to = clientEmail();
    const page = await pageWithWeek(to);
    await submit(page.id);
    const first = await linkTokenMailedTo(to);
    // Sent again: only the newest link works.
    const resent = await owner.call(
      'POST',
      `/api/booking-pages/${page.id}/timesheet-periods/${weekId}/send`,
    );
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(ZPeriodSent.parse(resent.body).message).toBe(periodMessages.sent(to));
    const second = await linkTokenMailedTo(to, 2);
    expectError(await client(first).view(), 404, periodMessages.linkInvalid);

    expectError(await client(second).query(' '), 400, periodMessages.commentRequired);
    const view = parsedView(await client(second).query('Tuesday should be 5 minutes'));
    expect(view).toMatchObject({
      state: 'queried',
      canAct: false,
      query: 'Tuesday should be 5 minutes',
    });
    const period = await periodOf(page.id);
    expect(period).toMatchObject({ state: 'queried', query: 'Tuesday should be 5 minutes' });
    expect(period.history.at(-1)).toMatchObject({ action: 'queried', actor: 'client' });
    expect((await sheetOf(page.id)).statusCounts).toEqual({ draft: 3, submitted: 0, approved: 0 });
    const mail = await waitForMail(stack.outboxDir, ownerEmail, /Timesheet queried/);
    expect(mail.text).toContain('Tuesday should be 5 minutes');
    expectError(await client(second).approve(), 409, periodMessages.linkUsed);
  });

  it('of an approval racing a reopening, exactly one lands', async () => {
    for (let round = 0; round < 3; round += 1) {
      const to = clientEmail();
      const page = await pageWithWeek(to);
      await submit(page.id);
      const token = await linkTokenMailedTo(to);
      const [approved, reopened] = await Promise.all([
        client(token).approve(),
        owner.call('POST', `/api/booking-pages/${page.id}/timesheet-periods/${weekId}/reopen`, {
          body: { reason: 'Race' },
        }),
      ]);
      const wins = [approved.status === 200, reopened.status === 200];
      expect(wins.filter(Boolean), JSON.stringify([approved.body, reopened.body])).toHaveLength(1);
      const period = await periodOf(page.id);
      const counts = (await sheetOf(page.id)).statusCounts;
      if (wins[0]) {
        expect(period.state).toBe('approved');
        expectError(reopened, 409, periodMessages.approvedLocked);
        expect(counts).toEqual({ draft: 0, submitted: 0, approved: 3 });
      } else {
        expect(period.state).toBe('reopened');
        expectError(approved, 404, periodMessages.linkInvalid);
        expect(counts).toEqual({ draft: 3, submitted: 0, approved: 0 });
      }
    }
  });

  it('a token used twice at once approves once', async () => {
    const to = clientEmail();
    const page = await pageWithWeek(to);
    await submit(page.id);
    const token = await linkTokenMailedTo(to);
    const answers = await Promise.all([client(token).approve(), client(token).approve()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const period = await periodOf(page.id);
    expect(period.history.filter((e) => e.action === 'approved')).toHaveLength(1);
  });
});

describe("an answer is bound to the copy the client's page showed", () => {
  /** A meeting booked on the page on the Wednesday of the submitted week. */
  async function addMeeting(bookingPageId: string, title: string) {
    const connection = ZConnection.parse(
      (
        await owner.call('POST', `/api/booking-pages/${bookingPageId}/connections`, {
          body: { name: `Work ${title}` },
        })
      ).body,
    );
    const res = await owner.call('POST', `/api/booking-pages/${bookingPageId}/meetings`, {
      body: {
        title,
        date: '2030-03-06',
        startTime: '15:00',
        endTime: '16:00',
        timezone: 'Europe/London',
        calendarConnectionId: connection.id,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }

  async function sentWeek() {
    const to = clientEmail();
    const page = await pageWithWeek(to);
    await submit(page.id);
    return { page, to, token: await linkTokenMailedTo(to) };
  }

  /** Refused as changed: nothing moved, and the link still opens the period to answer. */
  async function expectUnchanged(bookingPageId: string, token: string, before: TTimesheetPeriod) {
    expect(await periodOf(bookingPageId)).toEqual(before);
    expect((await sheetOf(bookingPageId)).statusCounts).toEqual({
      draft: 0,
      submitted: 3,
      approved: 0,
    });
    expect(parsedView(await client(token).view())).toMatchObject({
      state: 'submitted',
      canAct: true,
    });
  }

  it('refuses an approval after a meeting was added within the period, then approves the reloaded page', async () => {
    const { page, token } = await sentWeek();
    const opened = parsedView(await client(token).view());
    expect(opened.shownSha256).toMatch(/^[0-9a-f]{64}$/);
    // Loading again while nothing changed gives the same hash.
    expect(parsedView(await client(token).view()).shownSha256).toBe(opened.shownSha256);
    const before = await periodOf(page.id);

    await addMeeting(page.id, 'Late addition');
    expectError(
      await client(token).approve('Jane Client', opened.shownSha256),
      409,
      periodMessages.changedSinceOpened,
    );
    expectError(
      await client(token).query('Tuesday is wrong', 'Jane Client', opened.shownSha256),
      409,
      periodMessages.changedSinceOpened,
    );
    await expectUnchanged(page.id, token, before);

    // Reloaded: the page shows the meeting, under a new hash, and that approval lands.
    const reloaded = parsedView(await client(token).view());
    expect(reloaded.meetings.map((m) => m.title)).toEqual(['Late addition']);
    expect(reloaded.shownSha256).not.toBe(opened.shownSha256);
    const approved = parsedView(await client(token).approve('Jane Client', reloaded.shownSha256));
    expect(approved).toMatchObject({ state: 'approved', shownSha256: reloaded.shownSha256 });
    expect(approved.meetings.map((m) => m.title)).toEqual(['Late addition']);
    const period = await periodOf(page.id);
    expect(period.history.at(-1)).toMatchObject({
      action: 'approved',
      approvedSha256: reloaded.shownSha256,
    });
    // The approved page keeps answering with the hash of what was approved.
    expect(parsedView(await client(token).view()).shownSha256).toBe(reloaded.shownSha256);
  }, 60_000);

  it('refuses an approval after the billing terms changed (the tax rate), until reloaded', async () => {
    const { page, to, token } = await sentWeek();
    const opened = parsedView(await client(token).view());
    const before = await periodOf(page.id);
    const saved = await owner.call('PUT', `/api/booking-pages/${page.id}/billing`, {
      body: { clientName: 'Acme Ltd', clientEmail: to, currency: 'GBP', taxRate: '5' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    expectError(
      await client(token).approve('Jane Client', opened.shownSha256),
      409,
      periodMessages.changedSinceOpened,
    );
    await expectUnchanged(page.id, token, before);

    const reloaded = parsedView(await client(token).view());
    expect(reloaded.shownSha256).not.toBe(opened.shownSha256);
    expect((await client(token).approve('Jane Client', reloaded.shownSha256)).status).toBe(200);
    expect((await periodOf(page.id)).history.at(-1)!.approvedSha256).toBe(reloaded.shownSha256);
  }, 60_000);

  it('refuses an answer that names no copy, or not as a SHA-256, changing nothing', async () => {
    const { page, token } = await sentWeek();
    const before = await periodOf(page.id);
    const headers = { [LINK_TOKEN_HEADER]: token };
    for (const shownSha256 of [undefined, '', 'abc', 'G'.repeat(64), 'A'.repeat(64), 42]) {
      expectError(
        await anonymous.call('POST', '/api/public/timesheet-approval/approve', {
          body: { name: 'Jane Client', shownSha256 },
          headers,
        }),
        400,
        periodMessages.shownCopyRequired,
      );
      expectError(
        await anonymous.call('POST', '/api/public/timesheet-approval/query', {
          body: { name: 'Jane Client', comment: 'Wrong', shownSha256 },
          headers,
        }),
        400,
        periodMessages.shownCopyRequired,
      );
    }
    await expectUnchanged(page.id, token, before);
  }, 60_000);
});

/** The form fields of an entry as the edit form sends them back. */
function entryFieldsOf(entry: { startTime: string; endTime: string }): Partial<TSaveTimeEntry> {
  const local = (iso: string) =>
    new Date(iso)
      .toLocaleString('sv-SE', { timeZone: 'Europe/London' })
      .replace(' ', 'T')
      .slice(0, 16);
  return { start: local(entry.startTime), end: local(entry.endTime) };
}
