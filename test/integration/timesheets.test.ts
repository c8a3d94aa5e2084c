import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { EventBridgeEvent } from 'aws-lambda';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { bookingPageMessages, type TBookingPage } from '@contracts/booking/booking-page';
import { ZConnection } from '@contracts/booking/connection';
import { ZDocumentList } from '@contracts/documents/document';
import { ZLibrary, ZLibraryList } from '@contracts/documents/library';
import {
  entryMessages,
  ZTimeEntry,
  ZTimeEntryDetail,
  type TSaveTimeEntry,
  type TTimeEntry,
} from '@contracts/timesheets/entry';
import {
  exportMessages,
  TIMESHEET_EXPORT_REQUESTED,
  ZTimesheetExport,
  type TRequestExport,
  type TTimesheetExport,
} from '@contracts/timesheets/export';
import { pagingMessages } from '@contracts/paging';
import { periodMessages, ZPeriodSent } from '@contracts/timesheets/period-approval';
import {
  ZTimesheet,
  ZTimesheetEntriesPage,
  ZTimesheetMeetingsPage,
  type TTimesheet,
} from '@contracts/timesheets/timesheet';
import { timesheet } from '@domain/timesheets/totals';
import { isUnratedDraft } from '@domain/timesheets/unrated';
import { formatPounds } from '@domain/timesheets/money';
import { eventSource } from '../../lambdas/events/subscriptions';
import { bookingPageKeys } from '../../lambdas/keys/booking-page';
import { timesheetDayKeys } from '../../lambdas/keys/timesheet-entry';
import { timesheetExportKeys } from '../../lambdas/keys/timesheet-export';
import { applyLambdaEnv } from '../../local/lambda-env';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { mailsTo as mailsToIn, waitForMail } from '../support/outbox';
import { syncBusyTime } from '../support/synced-busy-time';
import { expectError } from '../support/api-error';
import { createPage } from '../support/booking-pages';
import { finishedExport } from '../support/timesheet-exports';

const run = promisify(execFile);
const stack = inject('stack');
const anonymous = anonymousCaller(stack);

applyLambdaEnv({ ...stack.env, LOG_LEVEL: 'ERROR' });
const { handler: exportHandler, timesheetExportDeps } =
  await import('../../lambdas/events/timesheet-export');
const { table } = timesheetExportDeps.deps;

let owner: Caller;
let other: Caller;
let ownerEmail: string;
let workDir: string;

beforeAll(async () => {
  [owner, other] = await Promise.all([userCaller(stack), userCaller(stack)]);
  ownerEmail = ((await owner.call('GET', '/api/me')).body as { email: string }).email;
  workDir = await mkdtemp(path.join(tmpdir(), 'timesheets-'));
});

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

async function logEntry(
  caller: Caller,
  bookingPageId: string,
  fields: Partial<TSaveTimeEntry> = {},
): Promise<TTimeEntry> {
  const res = await caller.call('POST', `/api/booking-pages/${bookingPageId}/timesheet-entries`, {
    body: entryBody(fields),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZTimeEntry.strict().parse(res.body);
}

async function sheetOf(
  caller: Caller,
  bookingPageId: string,
  query = 'period=custom&startDate=2030-03-01&endDate=2030-03-31',
): Promise<TTimesheet> {
  const res = await caller.call('GET', `/api/booking-pages/${bookingPageId}/timesheet?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZTimesheet.strict().parse(res.body);
}

const march = { period: 'custom', startDate: '2030-03-01', endDate: '2030-03-31' };

async function requestExport(
  bookingPageId: string,
  fields: Partial<TRequestExport> = {},
): Promise<TTimesheetExport> {
  const res = await owner.call('POST', `/api/booking-pages/${bookingPageId}/timesheet-exports`, {
    body: {
      startDate: '2030-03-01',
      endDate: '2030-03-31',
      idempotencyKey: randomUUID(),
      ...fields,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZTimesheetExport.strict().parse(res.body);
}

async function exportsStored(bookingPageId: string): Promise<number> {
  const items = await table.queryAll(timesheetExportKeys.inPartition({ bookingPageId }));
  return items.length;
}

describe('authorization', () => {
  let page: TBookingPage;
  let entry: TTimeEntry;
  let done: TTimesheetExport;
  beforeAll(async () => {
    page = await createPage(owner, { slugPrefix: 'ts' });
    entry = await logEntry(owner, page.id);
    done = await finishedExport(owner, page.id, await requestExport(page.id, { fileType: 'csv' }));
  });

  const routes = () => [
    { method: 'GET', path: `/api/booking-pages/${page.id}/timesheet` },
    { method: 'GET', path: `/api/booking-pages/${page.id}/timesheet-entries?period=this-week` },
    { method: 'GET', path: `/api/booking-pages/${page.id}/timesheet-meetings?period=this-week` },
    { method: 'POST', path: `/api/booking-pages/${page.id}/timesheet-entries`, body: entryBody() },
    { method: 'GET', path: `/api/booking-pages/${page.id}/timesheet-entries/${entry.id}` },
    {
      method: 'PUT',
      path: `/api/booking-pages/${page.id}/timesheet-entries/${entry.id}`,
      body: entryBody({ description: 'Taken over' }),
    },
    { method: 'DELETE', path: `/api/booking-pages/${page.id}/timesheet-entries/${entry.id}` },
    {
      method: 'POST',
      path: `/api/booking-pages/${page.id}/timesheet-periods`,
      body: { ...march, sendToClient: false },
    },
    {
      method: 'POST',
      path: `/api/booking-pages/${page.id}/timesheet-exports`,
      body: { startDate: '2030-03-01', endDate: '2030-03-31' },
    },
    { method: 'GET', path: `/api/booking-pages/${page.id}/timesheet-exports/${done.id}` },
  ];

  it('refuses every route without a token (401)', async () => {
    for (const route of routes()) {
      const res = await anonymous.call(route.method, route.path, { body: route.body });
      expectError(res, 401);
    }
  });

  it("answers another user exactly as if the owner's page did not exist (404), changing nothing", async () => {
    for (const route of routes()) {
      const res = await other.call(route.method, route.path, { body: route.body });
      expectError(res, 404);
    }
    const sheet = await sheetOf(owner, page.id);
    expect(sheet.entries).toEqual([
      expect.objectContaining({ id: entry.id, description: 'Risk review', status: 'draft' }),
    ]);
    expect(await exportsStored(page.id)).toBe(1);
  });

  it('answers a malformed page, entry, export or period id 404 as an unknown one', async () => {
    const pagePath = `/api/booking-pages/${page.id}`;
    const cases: [path: string, message: string][] = [
      ['/api/booking-pages/not-a-page/timesheet', bookingPageMessages.notFound],
      // The page is checked first, as its unknown id is.
      [`/api/booking-pages/not-a-page/timesheet-entries/${entry.id}`, bookingPageMessages.notFound],
      [`${pagePath}/timesheet-entries/not-an-entry`, entryMessages.notFound],
      [`${pagePath}/timesheet-exports/not-an-export`, exportMessages.notFound],
      [`${pagePath}/timesheet-periods/not-a-period`, periodMessages.notFound],
    ];
    for (const [path, message] of cases) expectError(await owner.call('GET', path), 404, message);
  });

  it('answers the owner on the same routes', async () => {
    for (const route of routes().filter((r) => r.method === 'GET')) {
      const res = await owner.call('GET', route.path);
      expect(res.status, `${route.path}: ${JSON.stringify(res.body)}`).toBe(200);
    }
  });
});

describe('time entries', () => {
  let page: TBookingPage;
  beforeAll(async () => {
    page = await createPage(owner, { slugPrefix: 'ts' });
  });

  it("computes the duration on the server from times on the owner's calendar, as a draft", async () => {
    const entry = await logEntry(owner, page.id, {
      start: '2030-03-04T09:00',
      end: '2030-03-04T10:07',
      hourlyRate: '10',
    });
    expect(entry).toMatchObject({
      startTime: '2030-03-04T09:00:00.000Z',
      endTime: '2030-03-04T10:07:00.000Z',
      durationMinutes: 67,
      ratePence: 1000,
      // 67 minutes at £10.00 is 1116.67 pence: rounded once, half up.
      amountPence: 1117,
      status: 'draft',
    });
    expect(entry.statusHistory.map((s) => s.status)).toEqual(['draft']);
    const detail = ZTimeEntryDetail.parse(
      (await owner.call('GET', `/api/booking-pages/${page.id}/timesheet-entries/${entry.id}`)).body,
    );
    expect(detail).toMatchObject({ startLocal: '2030-03-04T09:00', endLocal: '2030-03-04T10:07' });
  });

  it("reads times in the page's zone across the change of the clocks", async () => {
    // London's clocks go forward at 01:00 on 2030-03-31: 00:30 → 03:30 is two hours, not three.
    const entry = await logEntry(owner, page.id, {
      start: '2030-03-31T00:30',
      end: '2030-03-31T03:30',
      billable: false,
    });
    expect(entry.durationMinutes).toBe(120);
    expect(entry.ratePence).toBeNull();
    expect(entry.amountPence).toBeNull();
  });

  it('refuses bad input with the message of the rule and writes nothing', async () => {
    const before = await sheetOf(owner, page.id);
    const cases: Array<[Partial<TSaveTimeEntry> | Record<string, unknown>, string]> = [
      [{ end: '2030-03-04T08:00' }, entryMessages.endAfterStart],
      [{ end: '2030-03-04T09:00' }, entryMessages.endAfterStart],
      [{ end: '2030-03-05T09:01' }, entryMessages.tooLong],
      [{ description: '   ' }, entryMessages.descriptionRequired],
      [{ hourlyRate: '-1' }, entryMessages.rate],
      [{ hourlyRate: '12.345' }, entryMessages.rate],
      [{ hourlyRate: 'ten' }, entryMessages.rate],
      [{ start: '' }, entryMessages.startRequired],
      [{ start: '04/03/2030 09:00' }, entryMessages.dateTimeFormat],
      [{ start: '2030-03-31T01:30', end: '2030-03-31T04:00' }, entryMessages.noSuchTime],
    ];
    for (const [fields, message] of cases) {
      const res = await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-entries`, {
        body: entryBody(fields as Partial<TSaveTimeEntry>),
      });
      expectError(res, 400, message);
    }
    const raw = await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-entries`, {
      raw: '{"start":',
    });
    expectError(raw, 400);
    expect(await sheetOf(owner, page.id)).toEqual(before);
  });

  it('edits and deletes a draft, moving it when its start changes', async () => {
    const entry = await logEntry(owner, page.id, { description: 'Draft policy' });
    const moved = await owner.call(
      'PUT',
      `/api/booking-pages/${page.id}/timesheet-entries/${entry.id}`,
      {
        body: entryBody({
          start: '2030-03-06T13:00',
          end: '2030-03-06T13:45',
          description: 'Policy',
          hourlyRate: '',
        }),
      },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(ZTimeEntry.parse(moved.body)).toMatchObject({
      id: entry.id,
      startTime: '2030-03-06T13:00:00.000Z',
      durationMinutes: 45,
      ratePence: null,
      description: 'Policy',
    });
    let sheet = await sheetOf(owner, page.id);
    expect(sheet.entries.filter((e) => e.id === entry.id)).toHaveLength(1);

    const removed = await owner.call(
      'DELETE',
      `/api/booking-pages/${page.id}/timesheet-entries/${entry.id}`,
    );
    expect(removed.status).toBe(204);
    sheet = await sheetOf(owner, page.id);
    expect(sheet.entries.some((e) => e.id === entry.id)).toBe(false);
    expectError(
      await owner.call('GET', `/api/booking-pages/${page.id}/timesheet-entries/${entry.id}`),
      404,
      entryMessages.notFound,
    );
  });
});

describe('totals, submit and approve', () => {
  let page: TBookingPage;
  beforeAll(async () => {
    page = await createPage(owner, { slugPrefix: 'ts', timeZone: 'UTC' });
    const connection = ZConnection.parse(
      (
        await owner.call('POST', `/api/booking-pages/${page.id}/connections`, {
          body: { name: 'Work' },
        })
      ).body,
    );
    const meeting = await owner.call('POST', `/api/booking-pages/${page.id}/meetings`, {
      body: {
        title: 'Board prep',
        date: '2030-03-05',
        startTime: '14:00',
        endTime: '14:45',
        calendarConnectionId: connection.id,
      },
    });
    expect(meeting.status).toBe(201);
  });

  it('adds meetings and entries into total time and sums the lines as shown', async () => {
    await logEntry(owner, page.id, {
      start: '2030-03-04T09:00',
      end: '2030-03-04T09:07',
      hourlyRate: '10.00',
    });
    await logEntry(owner, page.id, {
      start: '2030-03-04T10:00',
      end: '2030-03-04T10:07',
      hourlyRate: '10.00',
    });
    await logEntry(owner, page.id, {
      start: '2030-03-04T11:00',
      end: '2030-03-04T11:07',
      hourlyRate: '10.00',
    });
    await logEntry(owner, page.id, {
      start: '2030-03-04T12:00',
      end: '2030-03-04T13:00',
      billable: false,
    });
    const sheet = await sheetOf(owner, page.id);
    // Each 7-minute line at £10.00 is 116.67 pence, shown as £1.17: three lines are £3.51, not
    // the £3.50 that 21 minutes at £10.00 would give.
    expect(sheet.entries.map((e) => e.amountPence)).toEqual([null, 117, 117, 117]);
    expect(sheet.totals).toEqual({
      meetingMinutes: 45,
      entryMinutes: 81,
      totalMinutes: 126,
      billableMinutes: 21,
      billableAmountPence: 351,
    });
    expect(sheet.meetings).toEqual([
      expect.objectContaining({ title: 'Board prep', durationMinutes: 45 }),
    ]);
    expect(sheet.statusCounts).toEqual({ draft: 4, submitted: 0, approved: 0 });
  });

  it("filters by period: a custom range of days in the owner's zone", async () => {
    const day = await sheetOf(
      owner,
      page.id,
      'period=custom&startDate=2030-03-05&endDate=2030-03-05',
    );
    expect(day.entries).toHaveLength(0);
    expect(day.meetings).toHaveLength(1);
    expect(day.period).toMatchObject({
      from: '2030-03-05T00:00:00.000Z',
      to: '2030-03-06T00:00:00.000Z',
    });
    expectError(
      await owner.call(
        'GET',
        `/api/booking-pages/${page.id}/timesheet?period=custom&startDate=2030-03-05&endDate=2030-03-01`,
      ),
      400,
    );
    expectError(
      await owner.call('GET', `/api/booking-pages/${page.id}/timesheet?period=fortnight`),
      400,
    );
  });

  it("submits the period's drafts; a submitted entry can no longer be edited or deleted (409)", async () => {
    const before = await sheetOf(owner, page.id);
    for (const body of [
      { period: 'custom', startDate: '2030-03-31', endDate: '2030-03-01' },
      { period: 'custom' },
      { ...march, sendToClient: 'no' },
    ]) {
      expectError(
        await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-periods`, { body }),
        400,
      );
    }
    expect(await sheetOf(owner, page.id)).toEqual(before);

    const res = await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-periods`, {
      body: { ...march, sendToClient: false },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(ZPeriodSent.parse(res.body)).toMatchObject({ state: 'submitted', entryCount: 4 });
    const submitted = await sheetOf(owner, page.id);
    expect(submitted.statusCounts).toEqual({ draft: 0, submitted: 4, approved: 0 });
    for (const entry of submitted.entries)
      expect(entry.statusHistory.map((s) => s.status)).toEqual(['draft', 'submitted']);

    const target = submitted.entries[0]!;
    const edit = await owner.call(
      'PUT',
      `/api/booking-pages/${page.id}/timesheet-entries/${target.id}`,
      {
        body: entryBody({ description: 'Rewritten' }),
      },
    );
    expectError(edit, 409, entryMessages.locked);
    const remove = await owner.call(
      'DELETE',
      `/api/booking-pages/${page.id}/timesheet-entries/${target.id}`,
    );
    expectError(remove, 409, entryMessages.locked);
    expect(await sheetOf(owner, page.id)).toEqual(submitted);
  });
});

/** Every page of one list after the overview's first, from its own route. */
async function pagesAfter<T>(
  path: string,
  cursor: string | null,
  page: (body: unknown) => { lines: T[]; nextCursor: string | null },
): Promise<T[]> {
  const lines: T[] = [];
  while (cursor) {
    const res = await owner.call('GET', `${path}&cursor=${cursor}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const next = page(res.body);
    lines.push(...next.lines);
    cursor = next.nextCursor;
  }
  return lines;
}

/** Every line of the period, following the lists' own routes from the overview's first page. */
async function allLines(bookingPageId: string, sheet: TTimesheet, query: string) {
  const list = (name: string) => `/api/booking-pages/${bookingPageId}/${name}?${query}`;
  const entries = await pagesAfter(list('timesheet-entries'), sheet.nextCursors.entries, (body) => {
    const { entries: lines, nextCursor } = ZTimesheetEntriesPage.strict().parse(body);
    return { lines, nextCursor };
  });
  const meetings = await pagesAfter(
    list('timesheet-meetings'),
    sheet.nextCursors.meetings,
    (body) => {
      const { meetings: lines, nextCursor } = ZTimesheetMeetingsPage.strict().parse(body);
      return { lines, nextCursor };
    },
  );
  return { entries: [...sheet.entries, ...entries], meetings: [...sheet.meetings, ...meetings] };
}

/** The overview's totals, counts and status counts agree with its lines, all of them. */
async function expectTotalsOfLines(bookingPageId: string, query: string): Promise<TTimesheet> {
  const sheet = await sheetOf(owner, bookingPageId, query);
  const { entries, meetings } = await allLines(bookingPageId, sheet, query);
  expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  expect(sheet.totals).toEqual(timesheet(meetings, entries).totals);
  expect(sheet.counts).toEqual({ meetings: meetings.length, entries: entries.length });
  expect(sheet.statusCounts).toEqual({
    draft: entries.filter((e) => e.status === 'draft').length,
    submitted: entries.filter((e) => e.status === 'submitted').length,
    approved: entries.filter((e) => e.status === 'approved').length,
  });
  expect(sheet.unrated.entries).toBe(entries.filter(isUnratedDraft).length);
  return sheet;
}

describe('a period of any size', () => {
  // Auckland is 13 hours ahead in March: a local day straddles two UTC days, so an entry's day
  // is its local date, not its UTC one.
  const query = 'period=custom&startDate=2030-03-01&endDate=2030-03-31';
  let page: TBookingPage;
  beforeAll(async () => {
    page = await createPage(owner, { slugPrefix: 'ts', timeZone: 'Pacific/Auckland' });
    for (let i = 0; i < 60; i += 1) {
      const day = String(1 + (i % 28)).padStart(2, '0');
      const hour = String(i % 24).padStart(2, '0');
      await logEntry(owner, page.id, {
        start: `2030-03-${day}T${hour}:00`,
        end: `2030-03-${day}T${hour}:${String(5 + (i % 50)).padStart(2, '0')}`,
        billable: i % 3 !== 0,
        hourlyRate: i % 3 === 1 ? '' : `${100 + i}.50`,
      });
    }
    const connection = ZConnection.parse(
      (
        await owner.call('POST', `/api/booking-pages/${page.id}/connections`, {
          body: { name: 'Work' },
        })
      ).body,
    );
    // In UTC, named (an event without a zone takes the page's own): Auckland's March is 28 Feb 11:00 UTC to
    // 31 Mar 11:00 UTC. Its first and last local hours each start one meeting; one ends just
    // before the period and one starts at its end.
    for (const [date, startTime, endTime] of [
      ['2030-02-28', '10:30', '10:59'],
      ['2030-02-28', '11:00', '11:40'],
      ['2030-03-31', '10:00', '10:50'],
      ['2030-03-31', '11:00', '12:00'],
    ]) {
      const res = await owner.call('POST', `/api/booking-pages/${page.id}/meetings`, {
        body: {
          title: 'Call',
          date,
          startTime,
          endTime,
          timezone: 'UTC',
          calendarConnectionId: connection.id,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  });

  it('answers the first page of each list, and the totals of every line', async () => {
    const sheet = await expectTotalsOfLines(page.id, query);
    expect(sheet.entries).toHaveLength(50);
    expect(sheet.nextCursors.entries).not.toBeNull();
    expect(sheet.counts).toEqual({ meetings: 2, entries: 60 });
    // Newest first, on the first page and across pages.
    const { entries } = await allLines(page.id, sheet, query);
    const starts = entries.map((e) => e.startTime);
    expect(starts).toEqual([...starts].sort().reverse());
    // Meetings on the period's first and last local days count; those just outside do not.
    expect(sheet.meetings.map((m) => m.durationMinutes)).toEqual([50, 40]);
  });

  it('counts the billable lines without a rate over the whole period, not the first page', async () => {
    const sheet = await sheetOf(owner, page.id, query);
    // Every third entry is billable with no rate (the page has none to give it): 20 of 60, only
    // some of them among the 50 listed first. The page bills meetings but has no rate: both
    // meetings would be approved unbilled.
    expect(sheet.unrated).toEqual({ entries: 20, meetings: 2 });
    expect(sheet.entries.filter(isUnratedDraft).length).toBeLessThan(20);
  });

  it('keeps the totals right through edits that move entries between days, deletions, submitting and reopening', async () => {
    const sheet = await sheetOf(owner, page.id, query);
    const [first, second, third] = sheet.entries;
    const moved = await owner.call(
      'PUT',
      `/api/booking-pages/${page.id}/timesheet-entries/${first!.id}`,
      {
        body: entryBody({
          start: '2030-03-30T23:30',
          end: '2030-03-31T01:00',
          hourlyRate: '99.99',
        }),
      },
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // Out of the period altogether: it leaves March's totals.
    const away = await owner.call(
      'PUT',
      `/api/booking-pages/${page.id}/timesheet-entries/${second!.id}`,
      { body: entryBody({ start: '2030-04-02T09:00', end: '2030-04-02T10:00' }) },
    );
    expect(away.status, JSON.stringify(away.body)).toBe(200);
    const removed = await owner.call(
      'DELETE',
      `/api/booking-pages/${page.id}/timesheet-entries/${third!.id}`,
    );
    expect(removed.status).toBe(204);
    // One week submitted moves its entries' counts between statuses in their days' sums.
    const week = { period: 'custom', startDate: '2030-03-08', endDate: '2030-03-14' };
    const submitted = await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-periods`, {
      body: { ...week, sendToClient: false },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const inWeek = ZPeriodSent.parse(submitted.body).entryCount;
    expect(inWeek).toBeGreaterThan(10);
    const after = await expectTotalsOfLines(page.id, query);
    expect(after.counts.entries).toBe(58);
    expect(after.statusCounts).toEqual({ draft: 58 - inWeek, submitted: inWeek, approved: 0 });
    await expectTotalsOfLines(page.id, 'period=custom&startDate=2030-04-01&endDate=2030-04-30');
    // Reopened, they are drafts again, and the sums follow.
    const reopened = await owner.call(
      'POST',
      `/api/booking-pages/${page.id}/timesheet-periods/2030-03-08_2030-03-14/reopen`,
      { body: { reason: 'Recount' } },
    );
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect((await expectTotalsOfLines(page.id, query)).statusCounts).toEqual({
      draft: 58,
      submitted: 0,
      approved: 0,
    });
    // The whole month, 58 entries on 28 days, goes in one transaction.
    const month = await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-periods`, {
      body: { ...march, sendToClient: false },
    });
    expect(month.status, JSON.stringify(month.body)).toBe(201);
    expect((await expectTotalsOfLines(page.id, query)).statusCounts).toEqual({
      draft: 0,
      submitted: 58,
      approved: 0,
    });
  });

  it("refuses another list's cursor and another owner's page", async () => {
    const sheet = await sheetOf(owner, page.id, query);
    const meetingsWithEntriesCursor = await owner.call(
      'GET',
      `/api/booking-pages/${page.id}/timesheet-meetings?${query}&cursor=${sheet.nextCursors.entries}`,
    );
    expectError(meetingsWithEntriesCursor, 400, pagingMessages.invalidCursor);
    for (const list of ['timesheet-entries', 'timesheet-meetings'])
      expectError(await other.call('GET', `/api/booking-pages/${page.id}/${list}?${query}`), 404);
    expectError(
      await owner.call('GET', `/api/booking-pages/${page.id}/timesheet-entries?${query}&limit=251`),
      400,
      pagingMessages.limitMax(250),
    );
  });

  it('sums a page made before entries kept day sums from the entries themselves', async () => {
    const legacy = await createPage(owner, { slugPrefix: 'ts', timeZone: 'UTC' });
    for (const hour of ['09', '10', '11'])
      await logEntry(owner, legacy.id, {
        start: `2030-03-04T${hour}:00`,
        end: `2030-03-04T${hour}:20`,
      });
    // As such a page is stored: no flag, and no sums for the entries it already had.
    await table.update(bookingPageKeys.key({ id: legacy.id }), { remove: ['entrySums'] });
    await table.delete(timesheetDayKeys.key({ bookingPageId: legacy.id, day: '2030-03-04' }));
    const sheet = await expectTotalsOfLines(legacy.id, query);
    expect(sheet.counts.entries).toBe(3);
    expect(sheet.totals.entryMinutes).toBe(60);
  });

  it('counts the unrated drafts of a page made before day sums counted them from its entries', async () => {
    const older = await createPage(owner, { slugPrefix: 'ts', timeZone: 'UTC' });
    for (const [hour, hourlyRate] of [
      ['09', ''],
      ['10', ''],
      ['11', '80.00'],
    ] as const)
      await logEntry(owner, older.id, {
        start: `2030-03-04T${hour}:00`,
        end: `2030-03-04T${hour}:20`,
        hourlyRate,
      });
    // As such a page is stored: day sums without the count, and no flag saying they have it.
    await table.update(bookingPageKeys.key({ id: older.id }), { remove: ['unratedSums'] });
    await table.update(timesheetDayKeys.key({ bookingPageId: older.id, day: '2030-03-04' }), {
      remove: ['unratedDrafts'],
    });
    const sheet = await expectTotalsOfLines(older.id, query);
    expect(sheet.unrated.entries).toBe(2);
  });
});

describe('exports', () => {
  let page: TBookingPage;
  let libraryId: string;
  beforeAll(async () => {
    page = await createPage(owner, { slugPrefix: 'ts', timeZone: 'UTC' });
    await logEntry(owner, page.id, {
      start: '2030-03-04T09:00',
      end: '2030-03-04T09:07',
      description: 'Vendor risk call',
      hourlyRate: '10.00',
    });
    await logEntry(owner, page.id, {
      start: '2030-03-05T09:00',
      end: '2030-03-05T10:31',
      description: '=HYPERLINK("http://evil.example","click")',
      hourlyRate: '123.45',
    });
    await logEntry(owner, page.id, {
      start: '2030-03-06T09:00',
      end: '2030-03-06T09:30',
      description: 'Internal notes',
      billable: false,
    });
    const library = await owner.call('POST', '/api/libraries', { body: { name: 'Acme client' } });
    libraryId = ZLibrary.parse(library.body).id;
  });

  it("refuses bad export requests with the rule's message and records nothing", async () => {
    const url = `/api/booking-pages/${page.id}/timesheet-exports`;
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ endDate: '2030-03-31' }, 400, exportMessages.startDateRequired],
      [{ startDate: '2030-03-01', endDate: '' }, 400, exportMessages.endDateRequired],
      [
        { startDate: '2030-03-01', endDate: '2030-03-31', sendEmail: true },
        400,
        exportMessages.emailRequired,
      ],
      [
        { startDate: '2030-03-01', endDate: '2030-03-31', sendEmail: true, emailAddress: 'nope' },
        400,
        exportMessages.emailInvalid,
      ],
      [
        { startDate: '2030-03-01', endDate: '2030-03-31', saveToLibrary: true },
        400,
        exportMessages.libraryRequired,
      ],
      [
        { startDate: '2030-03-01', endDate: '2030-03-31', fileType: 'xlsx' },
        400,
        exportMessages.fileType,
      ],
      [
        { startDate: '2030-03-31', endDate: '2030-03-01' },
        400,
        'The end date must not be before the start date',
      ],
      [
        {
          startDate: '2030-03-01',
          endDate: '2030-03-31',
          saveToLibrary: true,
          libraryId: randomUUID(),
        },
        404,
        'Library not found',
      ],
    ];
    for (const [body, status, message] of cases) {
      expectError(await owner.call('POST', url, { body }), status, message);
    }
    // Another user's library is not the caller's to save into.
    const theirs = ZLibrary.parse(
      (await other.call('POST', '/api/libraries', { body: { name: 'Theirs' } })).body,
    );
    expectError(
      await owner.call('POST', url, {
        body: {
          startDate: '2030-03-01',
          endDate: '2030-03-31',
          saveToLibrary: true,
          libraryId: theirs.id,
        },
      }),
      404,
    );
    expect(await exportsStored(page.id)).toBe(0);
  });

  it('makes a real PDF showing the entries and the exact total, mailed as an attachment', async () => {
    const started = await requestExport(page.id, { sendEmail: true, emailAddress: ownerEmail });
    const done = await finishedExport(owner, page.id, started);
    expect(done.message).toContain(`Sent to ${ownerEmail}`);
    expect(done.fileName).toMatch(/\.pdf$/);
    const file = await fetch(done.downloadUrl!);
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const pdfPath = path.join(workDir, `${done.id}.pdf`);
    await writeFile(pdfPath, bytes);
    const { stdout: text } = await run('pdftotext', ['-layout', pdfPath, '-']);
    expect(text).toContain('Vendor risk call');
    expect(text).toContain('Acme advisory');
    expect(text).toContain(ownerEmail);
    // 7 min at £10.00 = £1.17; 91 min at £123.45 = £187.2325 → £187.23; total £188.40.
    expect(text).toContain(formatPounds(117));
    expect(text).toContain(formatPounds(18723));
    expect(text).toContain(formatPounds(18840));

    const mail = await waitForMail(stack.outboxDir, ownerEmail, /Timesheet/);
    const attachment = mail.attachments.find((a) => a.filename === done.fileName);
    expect(attachment?.contentType).toContain('application/pdf');
    expect(Buffer.compare(attachment!.content, Buffer.from(bytes))).toBe(0);
  });

  it('saves a CSV into the library, neutralising formula cells; a retried event makes nothing twice', async () => {
    const email = `copy-${randomUUID().slice(0, 8)}@example.com`;
    const done = await finishedExport(
      owner,
      page.id,
      await requestExport(page.id, {
        fileType: 'csv',
        saveToLibrary: true,
        libraryId,
        sendEmail: true,
        emailAddress: email,
      }),
    );
    expect(done.documentId).toBeTruthy();
    const docs = ZDocumentList.parse(
      (await owner.call('GET', `/api/libraries/${libraryId}/documents`)).body,
    ).documents;
    expect(docs).toEqual([expect.objectContaining({ id: done.documentId, fileType: 'csv' })]);

    const csv = await (await fetch(done.downloadUrl!)).text();
    expect(csv).toContain('Vendor risk call');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);
    expect(csv).toContain('188.40');

    // The same event delivered again, as EventBridge may: one document, one count, one mail.
    await exportHandler({
      version: '0',
      id: randomUUID(),
      'detail-type': TIMESHEET_EXPORT_REQUESTED,
      source: eventSource,
      account: '000000000000',
      time: new Date().toISOString(),
      region: stack.region,
      resources: [],
      detail: { bookingPageId: page.id, exportId: done.id },
    } as EventBridgeEvent<string, unknown>);
    const again = ZDocumentList.parse(
      (await owner.call('GET', `/api/libraries/${libraryId}/documents`)).body,
    ).documents;
    expect(again).toHaveLength(1);
    const libraries = ZLibraryList.parse(
      (await owner.call('GET', '/api/libraries')).body,
    ).libraries;
    expect(libraries.find((l) => l.id === libraryId)?.documentCount).toBe(1);
    expect(await mailsToIn(stack.outboxDir, email)).toHaveLength(1);
  });

  it('answers a repeated request key with the first export, making one file', async () => {
    const key = randomUUID();
    const first = await finishedExport(
      owner,
      page.id,
      await requestExport(page.id, { idempotencyKey: key, fileType: 'csv' }),
    );
    const second = await requestExport(page.id, { idempotencyKey: key, fileType: 'csv' });
    expect(second.id).toBe(first.id);
    expect(second.status).toBe('done');
    expectError(
      await owner.call('POST', `/api/booking-pages/${page.id}/timesheet-exports`, {
        body: { startDate: '2030-03-01', endDate: '2030-03-02', idempotencyKey: key },
      }),
      409,
      exportMessages.keyReused,
    );
  });
});

describe('imported busy time', () => {
  let page: TBookingPage;
  beforeAll(async () => {
    page = await createPage(owner, { slugPrefix: 'ts', timeZone: 'UTC' });
    const connection = ZConnection.parse(
      (
        await owner.call('POST', `/api/booking-pages/${page.id}/connections`, {
          body: { name: 'Work' },
        })
      ).body,
    );
    const manual = await owner.call('POST', `/api/booking-pages/${page.id}/meetings`, {
      body: {
        title: 'Board prep',
        date: '2030-03-05',
        startTime: '14:00',
        endTime: '14:45',
        calendarConnectionId: connection.id,
      },
    });
    expect(manual.status).toBe(201);
    const stored = await table.get(bookingPageKeys.key({ id: page.id }));
    // Two hours of the owner's Google calendar, stored by the real Sync Now.
    const synced = await syncBusyTime(table, {
      bookingPageId: page.id,
      sub: String(stored!.userId),
      events: [
        {
          id: `evt-${randomUUID()}`,
          removed: false,
          title: 'Dentist appointment',
          start: '2030-03-06T10:00:00.000Z',
          end: '2030-03-06T12:00:00.000Z',
          busy: true,
        },
      ],
    });
    expect(synced.created).toBe(1);
  });

  it("stays on the owner's week but is not work: not in the totals, the list or the CSV", async () => {
    const week = await owner.call(
      'GET',
      `/api/booking-pages/${page.id}/meetings?from=2030-03-04T00:00:00.000Z&to=2030-03-11T00:00:00.000Z`,
    );
    expect(week.status).toBe(200);
    expect(
      (week.body as { meetings: Array<{ title: string }> }).meetings.map((m) => m.title),
    ).toEqual(expect.arrayContaining(['Board prep', 'Dentist appointment']));

    const sheet = await sheetOf(owner, page.id);
    expect(sheet.totals).toMatchObject({ meetingMinutes: 45, totalMinutes: 45 });
    expect(sheet.counts.meetings).toBe(1);
    expect(sheet.meetings.map((m) => m.title)).toEqual(['Board prep']);

    const done = await finishedExport(
      owner,
      page.id,
      await requestExport(page.id, { fileType: 'csv' }),
    );
    const csv = await (await fetch(done.downloadUrl!)).text();
    expect(csv).toContain('Board prep');
    expect(csv).not.toContain('Dentist appointment');
  });
});
