import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type TBookingPage } from '@contracts/booking/booking-page';
import { ZApiError } from '@contracts/errors';
import { ZTimeEntry, type TTimeEntry } from '@contracts/timesheets/entry';
import { ZTimesheet, type TTimesheet } from '@contracts/timesheets/timesheet';
import { timerMessages, ZTimerState, type TTimerState } from '@contracts/timesheets/timer';
import { AUTO_STOP_NOTE, MAX_TIMER_MINUTES } from '@domain/timesheets/timer';
import { applyLambdaEnv } from '../../local/lambda-env';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { expectError } from '../support/api-error';
import { createPage } from '../support/booking-pages';

const stack = inject('stack');
const anonymous = anonymousCaller(stack);

applyLambdaEnv({ ...stack.env, LOG_LEVEL: 'ERROR' });
const { handler: timerExpiry, timerExpiryDeps } = await import('../../lambdas/events/timer-expiry');
const { timerKey, toTimerItem, toTimerRegistryItem, timerRegistryKey } =
  await import('../../lambdas/services/timesheets/timer-item');
const { table } = timerExpiryDeps.deps;

const HOUR_MS = 3_600_000;

async function setDefaultRate(caller: Caller, page: TBookingPage, hourlyRate: string) {
  const res = await caller.call('PUT', `/api/booking-pages/${page.id}/billing`, {
    body: { hourlyRate },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const startPath = (page: TBookingPage) => `/api/booking-pages/${page.id}/timer`;

async function start(caller: Caller, page: TBookingPage, description = ''): Promise<TTimerState> {
  // The page's first time confirms its currency (issue 35).
  const res = await caller.call('POST', startPath(page), {
    body: { description, currency: 'GBP' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZTimerState.strict().parse(res.body);
}

async function timerOf(caller: Caller): Promise<TTimerState> {
  const res = await caller.call('GET', '/api/timer');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZTimerState.strict().parse(res.body);
}

async function stop(caller: Caller, description?: string): Promise<TTimeEntry> {
  const res = await caller.call('POST', '/api/timer/stop', {
    body: description === undefined ? {} : { description },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZTimeEntry.strict().parse(res.body);
}

/** The page's timesheet of the days around now, where every timer entry of the tests falls. */
async function sheetOf(caller: Caller, page: TBookingPage): Promise<TTimesheet> {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 24 * HOUR_MS).toISOString().slice(0, 10);
  const res = await caller.call(
    'GET',
    `/api/booking-pages/${page.id}/timesheet?period=custom&startDate=${day(-3)}&endDate=${day(2)}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZTimesheet.parse(res.body);
}

/** A timer that started `hoursAgo` on the page, written straight into the table. */
async function plantTimer(
  caller: Caller,
  page: TBookingPage,
  hoursAgo: number,
  description: string,
) {
  const fields = {
    sub: caller.sub!,
    bookingPageId: page.id,
    bookingPageName: page.name,
    startedAt: new Date(Date.now() - hoursAgo * HOUR_MS).toISOString(),
    description,
  };
  await table.put(toTimerItem(fields));
  await table.put(toTimerRegistryItem(fields));
  return fields;
}

describe('the timer: who may use it', () => {
  let owner: Caller;
  let other: Caller;
  let page: TBookingPage;
  beforeAll(async () => {
    [owner, other] = await Promise.all([userCaller(stack), userCaller(stack)]);
    page = await createPage(owner, { slugPrefix: 'timer' });
    await start(owner, page, 'Owner work');
  });

  it('refuses every route without a token (401)', async () => {
    expectError(await anonymous.call('POST', startPath(page), { body: {} }), 401);
    expectError(await anonymous.call('GET', '/api/timer'), 401);
    expectError(await anonymous.call('POST', '/api/timer/stop', { body: {} }), 401);
    expectError(await anonymous.call('DELETE', '/api/timer'), 401);
  });

  it("never lets another user start, see, stop or discard the owner's timer (404)", async () => {
    expectError(await other.call('POST', startPath(page), { body: {} }), 404);
    expect(await timerOf(other)).toEqual({ timer: null, stopped: null });
    expectError(
      await other.call('POST', '/api/timer/stop', { body: {} }),
      404,
      timerMessages.notRunning,
    );
    expectError(await other.call('DELETE', '/api/timer'), 404, timerMessages.notRunning);
    expect((await timerOf(owner)).timer).toMatchObject({ description: 'Owner work' });
    expect((await sheetOf(owner, page)).counts.entries).toBe(0);
  });

  it('refuses a description that is too long, starting nothing', async () => {
    const res = await other.call(
      'POST',
      startPath(await createPage(other, { slugPrefix: 'timer' })),
      {
        body: { description: 'd'.repeat(501) },
      },
    );
    expectError(res, 400, 'The description must be at most 500 characters');
    expect(await timerOf(other)).toEqual({ timer: null, stopped: null });
    const stopped = await owner.call('POST', '/api/timer/stop', {
      body: { description: 'd'.repeat(501) },
    });
    expectError(stopped, 400, 'The description must be at most 500 characters');
    expect((await timerOf(owner)).timer).not.toBeNull();
  });

  it('answers 404 for a page that does not exist', async () => {
    expectError(
      await other.call('POST', `/api/booking-pages/${randomUUID()}/timer`, { body: {} }),
      404,
    );
  });
});

describe('the timer', () => {
  let owner: Caller;
  let page: TBookingPage;
  let elsewhere: TBookingPage;
  beforeAll(async () => {
    owner = await userCaller(stack);
    [page, elsewhere] = await Promise.all([
      createPage(owner, { slugPrefix: 'timer', name: 'Acme advisory' }),
      createPage(owner, { slugPrefix: 'timer', name: 'Beta board' }),
    ]);
    await setDefaultRate(owner, page, '120');
  });

  it('runs one at a time, shown again on a reload, and stops into a draft at the default rate', async () => {
    const asked = Date.now();
    const started = await start(owner, page, 'Incident review');
    const answered = Date.now();
    expect(started.stopped).toBeNull();
    expect(started.timer).toMatchObject({
      bookingPageId: page.id,
      bookingPageName: 'Acme advisory',
      description: 'Incident review',
    });
    // Started by the server within the request's own span (same machine, same clock).
    const startedAt = Date.parse(started.timer!.startedAt);
    expect(startedAt).toBeGreaterThanOrEqual(asked);
    expect(startedAt).toBeLessThanOrEqual(answered);

    // One timer per person, on any page.
    for (const where of [page, elsewhere])
      expectError(
        await owner.call('POST', startPath(where), { body: {} }),
        409,
        timerMessages.alreadyRunning,
      );
    expect(await timerOf(owner)).toEqual({ timer: started.timer, stopped: null });

    const entry = await stop(owner);
    expect(entry).toMatchObject({
      bookingPageId: page.id,
      description: 'Incident review',
      status: 'draft',
      billable: true,
      ratePence: 12_000,
    });
    // From the start's minute to the stop's, rounded up: a minute, or two across a minute's turn.
    expect(Date.parse(entry.startTime)).toBe(startedAt - (startedAt % 60_000));
    expect(Date.parse(entry.endTime) - Date.parse(entry.startTime)).toBe(
      entry.durationMinutes * 60_000,
    );
    expect([1, 2]).toContain(entry.durationMinutes);
    // £2.00 a minute at £120.00 an hour.
    expect(entry.amountPence).toBe(entry.durationMinutes * 200);
    expect(await timerOf(owner)).toEqual({ timer: null, stopped: null });

    const sheet = await sheetOf(owner, page);
    expect(sheet.entries).toEqual([entry]);
    expect(sheet.totals).toMatchObject({
      entryMinutes: entry.durationMinutes,
      billableMinutes: entry.durationMinutes,
      billableAmountPence: entry.amountPence,
    });
    expect(sheet.statusCounts.draft).toBe(1);
    expectError(
      await owner.call('POST', '/api/timer/stop', { body: {} }),
      404,
      timerMessages.notRunning,
    );
  });

  it('takes the description given at the stop, else “Timed work”', async () => {
    await start(owner, elsewhere);
    const named = await stop(owner, 'Board pack');
    expect(named).toMatchObject({ bookingPageId: elsewhere.id, description: 'Board pack' });
    expect(named.ratePence).toBeNull();
    await start(owner, elsewhere);
    expect((await stop(owner, '  ')).description).toBe('Timed work');
  });

  it('is discarded without logging anything', async () => {
    const before = await sheetOf(owner, page);
    await start(owner, page, 'Thrown away');
    const res = await owner.call('DELETE', '/api/timer');
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    expect(await timerOf(owner)).toEqual({ timer: null, stopped: null });
    expect(await sheetOf(owner, page)).toEqual(before);
    expectError(await owner.call('DELETE', '/api/timer'), 404, timerMessages.notRunning);
    // A new one can start at once.
    await start(owner, page);
    expect((await owner.call('DELETE', '/api/timer')).status).toBe(204);
  });

  it('lets exactly one of two starts at once win', async () => {
    const racer = await userCaller(stack);
    const racePage = await createPage(racer, { slugPrefix: 'timer' });
    const answers = await Promise.all(
      ['first', 'second'].map((description) =>
        racer.call('POST', startPath(racePage), { body: { description, currency: 'GBP' } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const won = answers.find((a) => a.status === 201)!;
    expect((await timerOf(racer)).timer).toEqual(ZTimerState.parse(won.body).timer);
    const lost = answers.find((a) => a.status === 409)!;
    expect(ZApiError.parse(lost.body).error.message).toBe(timerMessages.alreadyRunning);
  });

  it('is removed with a 404 when its page was deleted meanwhile', async () => {
    const gone = await createPage(owner, { slugPrefix: 'timer', name: 'Soon gone' });
    await start(owner, gone);
    expect((await owner.call('DELETE', `/api/booking-pages/${gone.id}`)).status).toBe(204);
    expectError(await owner.call('POST', '/api/timer/stop', { body: {} }), 404);
    expect(await timerOf(owner)).toEqual({ timer: null, stopped: null });
  });
});

describe('a timer left running', () => {
  it('is stopped at its 24 hours when next shown, the entry saying so', async () => {
    const sleeper = await userCaller(stack);
    const page = await createPage(sleeper, { slugPrefix: 'timer' });
    await setDefaultRate(sleeper, page, '50');
    const planted = await plantTimer(sleeper, page, 25, 'Forgot to stop');

    const state = await timerOf(sleeper);
    expect(state.timer).toBeNull();
    const startedAt = Date.parse(planted.startedAt);
    const from = startedAt - (startedAt % 60_000);
    expect(state.stopped).toMatchObject({
      bookingPageId: page.id,
      description: `Forgot to stop (${AUTO_STOP_NOTE})`,
      durationMinutes: MAX_TIMER_MINUTES,
      startTime: new Date(from).toISOString(),
      endTime: new Date(from + 24 * HOUR_MS).toISOString(),
      status: 'draft',
      ratePence: 5_000,
      amountPence: 120_000,
    });
    expect(await timerOf(sleeper)).toEqual({ timer: null, stopped: null });
    expect(await table.get(timerRegistryKey(planted))).toBeUndefined();
    const sheet = await sheetOf(sleeper, page);
    expect(sheet.entries).toEqual([state.stopped]);
    expect(sheet.totals.billableAmountPence).toBe(120_000);
  });

  it('is stopped by the hourly expiry as well, at its 24 hours', async () => {
    const sleeper = await userCaller(stack);
    const page = await createPage(sleeper, { slugPrefix: 'timer' });
    const planted = await plantTimer(sleeper, page, 25, '');
    // A timer of an hour is left running.
    const awake = await userCaller(stack);
    const awakePage = await createPage(awake, { slugPrefix: 'timer' });
    const running = await plantTimer(awake, awakePage, 1, 'Still going');

    await timerExpiry(undefined);

    expect(await table.get(timerKey(planted.sub))).toBeUndefined();
    expect(await table.get(timerRegistryKey(planted))).toBeUndefined();
    const sheet = await sheetOf(sleeper, page);
    expect(sheet.entries).toEqual([
      expect.objectContaining({
        description: AUTO_STOP_NOTE,
        durationMinutes: MAX_TIMER_MINUTES,
        status: 'draft',
      }),
    ]);
    expect(await timerOf(sleeper)).toEqual({ timer: null, stopped: null });
    expect((await timerOf(awake)).timer).toMatchObject({
      startedAt: running.startedAt,
      description: 'Still going',
    });
  });
});
