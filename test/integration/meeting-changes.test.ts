import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LINK_TOKEN_HEADER } from '@contracts/link-token';
import type { TBookingPage } from '@contracts/booking/booking-page';
import {
  cancelBookingMessages,
  MAX_LINK_MOVES,
  ZBookingByToken,
} from '@contracts/booking/cancel-booking';
import { ZConnection } from '@contracts/booking/connection';
import { meetingMessages, ZMeeting, ZMeetingList, type TMeeting } from '@contracts/booking/meeting';
import { meetingChangeMessages } from '@contracts/booking/meeting-changes';
import {
  bookingMessages,
  ZBooking,
  ZSlotList,
  type TBooking,
} from '@contracts/booking/public-booking';
import { ZMe } from '@contracts/system/get-me';
import { ZTimesheet } from '@contracts/timesheets/timesheet';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { createOpenPage } from '../support/booking-pages';
import { mailsTo as mailsToIn, readInvite, waitForMail as waitForMailIn } from '../support/outbox';
import { applyLambdaEnv } from '../../local/lambda-env';
import { expectError } from '../support/api-error';

const stack = inject('stack');
const anonymous = anonymousCaller(stack);

applyLambdaEnv({ ...stack.env, LOG_LEVEL: 'ERROR' });
const { ownerMoveNoticesDeps } = await import('../../lambdas/events/owner-move-notices');
const { sendOwnerMoveNotices } =
  await import('../../lambdas/services/booking/send-owner-move-notices');
const { OWNER_NOTICE_QUIET_MS } = await import('../../lambdas/services/booking/owner-move-notice');

/**
 * The notice sweep as the schedule runs it, its clock moved past the quiet time after the last
 * move: the owner's notices of the visitor's moves made so far are due.
 */
const sweepNotices = () =>
  sendOwnerMoveNotices(
    {
      ...ownerMoveNoticesDeps.deps,
      clock: { now: () => new Date(Date.now() + OWNER_NOTICE_QUIET_MS + 60_000) },
    },
    {},
  );

let owner: Caller;
let other: Caller;
let ownerEmail: string;
let page: TBookingPage;

beforeAll(async () => {
  [owner, other] = await Promise.all([userCaller(stack), userCaller(stack)]);
  const me = await owner.call('GET', '/api/me');
  ownerEmail = ZMe.parse(me.body).email;
  page = await createOpenPage(owner, { name: 'Risk review', slugPrefix: 'move', timeZone: 'UTC' });
});

/** A UTC day ahead of today, as YYYY-MM-DD, distinct per call. */
let dayOffset = 8;
const futureDay = () => new Date(Date.now() + dayOffset++ * 86_400_000).toISOString().slice(0, 10);
const at = (day: string, time: string) => `${day}T${time}:00.000Z`;

const mailsTo = (email: string) => mailsToIn(stack.outboxDir, email);
const waitForMail = (email: string, subject: RegExp) =>
  waitForMailIn(stack.outboxDir, email, subject);

const newAttendee = () => `visitor-${randomUUID().slice(0, 8)}@example.com`;

async function book(
  startTime: string,
  attendeeEmail: string,
  attendeeName = 'Grace Hopper',
): Promise<TBooking> {
  const res = await anonymous.call('POST', `/api/public/booking-pages/${page.slug}/bookings`, {
    body: {
      startTime,
      attendeeName,
      attendeeEmail,
      idempotencyKey: randomUUID(),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZBooking.parse(res.body);
}

async function scheduledOn(day: string): Promise<TMeeting[]> {
  const from = at(day, '00:00');
  const to = new Date(Date.parse(from) + 86_400_000).toISOString();
  const res = await owner.call(
    'GET',
    `/api/booking-pages/${page.id}/meetings?from=${from}&to=${to}`,
  );
  expect(res.status).toBe(200);
  return ZMeetingList.parse(res.body).meetings;
}

async function freeStarts(day: string): Promise<string[]> {
  const res = await anonymous.call(
    'GET',
    `/api/public/booking-pages/${page.slug}/slots?from=${at(day, '00:00')}&to=${at(day, '23:59')}`,
  );
  expect(res.status).toBe(200);
  return ZSlotList.parse(res.body).slots.map((s) => s.start);
}

async function timesheetMeetingsOn(day: string) {
  const res = await owner.call(
    'GET',
    `/api/booking-pages/${page.id}/timesheet?period=custom&startDate=${day}&endDate=${day}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZTimesheet.parse(res.body).counts.meetings;
}

const meetingPath = (meetingId: string, rest = '') =>
  `/api/booking-pages/${page.id}/meetings/${meetingId}${rest}`;
const reschedule = (caller: Caller, meetingId: string, body: unknown) =>
  caller.call('POST', meetingPath(meetingId, '/reschedule'), { body });
const cancel = (caller: Caller, meetingId: string, body: unknown) =>
  caller.call('POST', meetingPath(meetingId, '/cancel'), { body });

const linkHeaders = (token: string) => ({ [LINK_TOKEN_HEADER]: token });
const cancelLink = /\/book\/cancel#([A-Za-z0-9_-]{43})/;

/** The personal link in the newest mail to `email` whose subject matches. */
async function linkIn(email: string, subject: RegExp): Promise<string> {
  const mail = await waitForMail(email, subject);
  const token = cancelLink.exec(mail.text ?? '')?.[1];
  expect(token, mail.text).toBeDefined();
  return token!;
}

async function addManualEvent(day: string): Promise<TMeeting> {
  const connection = ZConnection.parse(
    (
      await owner.call('POST', `/api/booking-pages/${page.id}/connections`, {
        body: { name: 'Work' },
      })
    ).body,
  );
  const res = await owner.call('POST', `/api/booking-pages/${page.id}/meetings`, {
    body: {
      title: 'Focus time',
      date: day,
      startTime: '13:00',
      endTime: '14:00',
      calendarConnectionId: connection.id,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZMeeting.parse(res.body);
}

describe('who may change a meeting', () => {
  let booking: TBooking;
  let day: string;
  beforeAll(async () => {
    day = futureDay();
    booking = await book(at(day, '09:00'), newAttendee());
  });

  const routes = () => [
    { method: 'POST', path: meetingPath(booking.id, '/cancel'), body: {} },
    {
      method: 'POST',
      path: meetingPath(booking.id, '/reschedule'),
      body: { startTime: at(day, '11:00') },
    },
    {
      method: 'GET',
      path: meetingPath(booking.id, `/slots?from=${at(day, '00:00')}&to=${at(day, '23:00')}`),
    },
    { method: 'DELETE', path: meetingPath(booking.id) },
  ];

  it('answers 401 to anonymous callers and 404 to another user, changing nothing', async () => {
    for (const route of routes()) {
      expectError(await anonymous.call(route.method, route.path, { body: route.body }), 401);
      expectError(await other.call(route.method, route.path, { body: route.body }), 404);
    }
    // Another user's own page does not open this meeting either.
    const theirs = await createOpenPage(other, {
      name: 'Theirs',
      slugPrefix: 'theirs',
      timeZone: 'UTC',
    });
    expectError(
      await other.call('POST', `/api/booking-pages/${theirs.id}/meetings/${booking.id}/cancel`, {
        body: {},
      }),
      404,
      meetingMessages.notFound,
    );
    expect((await scheduledOn(day)).map((m) => [m.id, m.startTime])).toEqual([
      [booking.id, at(day, '09:00')],
    ]);
  });

  it('refuses bad input (400) and unknown meetings (404)', async () => {
    expectError(await reschedule(owner, booking.id, {}), 400);
    expectError(await reschedule(owner, booking.id, { startTime: 'tomorrow' }), 400);
    expectError(
      await reschedule(owner, booking.id, { startTime: at(day, '11:00'), idempotencyKey: 'x' }),
      400,
    );
    expectError(
      await cancel(owner, booking.id, { message: 'x'.repeat(501) }),
      400,
      meetingChangeMessages.messageTooLong,
    );
    expectError(await cancel(owner, randomUUID(), {}), 404, meetingMessages.notFound);
    expectError(await owner.call('DELETE', meetingPath('not-an-id')), 404);
    // A booked meeting is cancelled, not deleted; a time the page does not offer is refused.
    expectError(
      await owner.call('DELETE', meetingPath(booking.id)),
      409,
      meetingChangeMessages.notManual,
    );
    expectError(
      await reschedule(owner, booking.id, { startTime: at(day, '20:00') }),
      409,
      bookingMessages.slotUnavailable,
    );
    expectError(
      await reschedule(owner, booking.id, { startTime: at(day, '09:00') }),
      409,
      meetingChangeMessages.sameTime,
    );
    expect((await scheduledOn(day)).map((m) => m.startTime)).toEqual([at(day, '09:00')]);
  });
});

describe('the owner reschedules', () => {
  const attendee = newAttendee();
  const day = futureDay();
  const target = futureDay();
  let booking: TBooking;

  it('moves the meeting, frees the old time and mails the new time once with the same UID', async () => {
    booking = await book(at(day, '10:00'), attendee);
    const confirmation = await waitForMail(attendee, /^Meeting booked: /);
    const first = readInvite(confirmation).event;

    const slots = await owner.call(
      'GET',
      meetingPath(booking.id, `/slots?from=${at(target, '00:00')}&to=${at(target, '23:00')}`),
    );
    expect(slots.status).toBe(200);
    expect(ZSlotList.parse(slots.body).slots.map((s) => s.start)).toContain(at(target, '14:00'));

    const key = randomUUID();
    const res = await reschedule(owner, booking.id, {
      startTime: at(target, '14:00'),
      idempotencyKey: key,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const moved = ZMeeting.strict().parse(res.body);
    expect(moved).toMatchObject({
      id: booking.id,
      startTime: at(target, '14:00'),
      endTime: at(target, '14:30'),
      status: 'scheduled',
    });
    // A retry of the same request answers the moved meeting again.
    const again = await reschedule(owner, booking.id, {
      startTime: at(target, '14:00'),
      idempotencyKey: key,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);

    expect(await scheduledOn(day)).toEqual([]);
    expect((await scheduledOn(target)).map((m) => m.id)).toEqual([booking.id]);
    expect(await freeStarts(day)).toContain(at(day, '10:00'));
    expect(await freeStarts(target)).not.toContain(at(target, '14:00'));

    const [toAttendee, toOwner] = await Promise.all([
      waitForMail(attendee, /^Meeting rescheduled: Risk review$/),
      waitForMail(ownerEmail, /^Meeting rescheduled: Risk review with Grace Hopper$/),
    ]);
    for (const mail of [toAttendee, toOwner]) {
      const invite = readInvite(mail);
      expect(invite.method).toBe('REQUEST');
      expect(invite.event.uid).toBe(first.uid);
      expect(invite.event.sequence).toBeGreaterThan(first.sequence ?? 0);
      expect(invite.event.start.toISOString()).toBe(at(target, '14:00'));
    }
    expect(toAttendee.text).toContain('The host moved your meeting');
    const rescheduled = (await mailsTo(attendee)).filter((m) => /rescheduled/.test(m.subject));
    expect(rescheduled).toHaveLength(1);
  });

  it('the old link no longer works; the new one mailed with the move does', async () => {
    const oldToken = await linkIn(attendee, /^Meeting booked: /);
    expectError(
      await anonymous.call('GET', '/api/public/bookings/by-link', {
        headers: linkHeaders(oldToken),
      }),
      404,
      cancelBookingMessages.notFound,
    );
    const newToken = await linkIn(attendee, /^Meeting rescheduled: /);
    const res = await anonymous.call('GET', '/api/public/bookings/by-link', {
      headers: linkHeaders(newToken),
    });
    expect(res.status).toBe(200);
    expect(ZBookingByToken.parse(res.body).startTime).toBe(at(target, '14:00'));
  });
});

describe('the owner cancels', () => {
  it('marks it cancelled, frees the time and mails the visitor once with METHOD:CANCEL', async () => {
    const attendee = newAttendee();
    const day = futureDay();
    const booking = await book(at(day, '15:00'), attendee);
    const first = readInvite(await waitForMail(attendee, /^Meeting booked: /)).event;

    const res = await cancel(owner, booking.id, { message: 'Sorry, I am travelling' });
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    expectError(await cancel(owner, booking.id, {}), 409, meetingChangeMessages.alreadyCancelled);
    expectError(
      await reschedule(owner, booking.id, { startTime: at(day, '16:00') }),
      409,
      meetingChangeMessages.alreadyCancelled,
    );

    expect(await scheduledOn(day)).toEqual([]);
    expect(await freeStarts(day)).toContain(at(day, '15:00'));
    const mail = await waitForMail(attendee, /^Meeting cancelled by the host: Risk review$/);
    const invite = readInvite(mail);
    expect(invite.method).toBe('CANCEL');
    expect(invite.event.uid).toBe(first.uid);
    expect(invite.event.sequence).toBeGreaterThan(first.sequence ?? 0);
    expect(invite.event.status).toBe('CANCELLED');
    expect(mail.text).toContain('Message from the host: Sorry, I am travelling');
    expect((await mailsTo(attendee)).filter((m) => /cancelled/.test(m.subject))).toHaveLength(1);
    // The owner cancelled it themselves: no notice to them.
    expect(
      (await mailsTo(ownerEmail)).filter(
        (m) => m.subject.includes('cancelled') && m.text?.includes(attendee),
      ),
    ).toEqual([]);
  });
});

describe('the visitor reschedules by their link', () => {
  const attendee = newAttendee();
  const day = futureDay();
  let token: string;
  let booking: TBooking;

  it('lists the free times and moves the meeting; the link keeps working', async () => {
    booking = await book(at(day, '09:30'), attendee, 'Ada Lovelace');
    token = await linkIn(attendee, /^Meeting booked: /);
    const headers = linkHeaders(token);

    const slots = await anonymous.call(
      'GET',
      `/api/public/bookings/by-link/slots?from=${at(day, '00:00')}&to=${at(day, '23:00')}`,
      { headers },
    );
    expect(slots.status).toBe(200);
    const starts = ZSlotList.parse(slots.body).slots.map((s) => s.start);
    // Its own time is not offered; the times around it are.
    expect(starts).not.toContain(at(day, '09:30'));
    expect(starts).toEqual(expect.arrayContaining([at(day, '09:00'), at(day, '10:00')]));

    expectError(
      await anonymous.call('POST', '/api/public/bookings/by-link/reschedule', {
        body: { startTime: 'soon' },
        headers,
      }),
      400,
    );
    expectError(
      await anonymous.call('POST', '/api/public/bookings/by-link/reschedule', {
        body: { startTime: at(day, '12:00') },
        headers: linkHeaders('x'.repeat(43)),
      }),
      404,
      cancelBookingMessages.notFound,
    );

    const res = await anonymous.call('POST', '/api/public/bookings/by-link/reschedule', {
      body: { startTime: at(day, '10:00') },
      headers,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ZBookingByToken.strict().parse(res.body)).toMatchObject({
      startTime: at(day, '10:00'),
      endTime: at(day, '10:30'),
      status: 'scheduled',
    });
    const shown = await anonymous.call('GET', '/api/public/bookings/by-link', { headers });
    expect(ZBookingByToken.parse(shown.body).startTime).toBe(at(day, '10:00'));
    expect((await scheduledOn(day)).map((m) => [m.id, m.startTime])).toEqual([
      [booking.id, at(day, '10:00')],
    ]);

    const mail = await waitForMail(attendee, /^Meeting rescheduled: Risk review$/);
    expect(readInvite(mail).event.start.toISOString()).toBe(at(day, '10:00'));
    // The owner is told once the visitor's moves have rested.
    expect((await sweepNotices()).failed).toBe(0);
    const notice = await waitForMail(
      ownerEmail,
      /^Meeting rescheduled: Risk review with Ada Lovelace$/,
    );
    expect(notice.text).toContain('moved their meeting');
  });

  it('cancels the moved meeting by the same link', async () => {
    const res = await anonymous.call('POST', '/api/public/bookings/by-link/cancel', {
      body: { reason: 'Plans changed' },
      headers: linkHeaders(token),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    expect(await scheduledOn(day)).toEqual([]);
    expect(await freeStarts(day)).toEqual(
      expect.arrayContaining([at(day, '09:30'), at(day, '10:00')]),
    );
  });
});

describe('a visitor’s link moves a meeting at most three times', () => {
  // A source address of its own: each move counts against its cap on anonymous writes.
  const visitor = anonymousCaller(stack);
  const attendee = newAttendee();
  const name = `Edsger ${randomUUID().slice(0, 6)}`;
  const day = futureDay();
  let token: string;
  let booking: TBooking;

  const moveTo = (startTime: string, idempotencyKey: string = randomUUID()) =>
    visitor.call('POST', '/api/public/bookings/by-link/reschedule', {
      body: { startTime, idempotencyKey },
      headers: linkHeaders(token),
    });
  const shown = async () => {
    const res = await visitor.call('GET', '/api/public/bookings/by-link', {
      headers: linkHeaders(token),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ZBookingByToken.parse(res.body);
  };
  const movedMailStarts = async () =>
    (await mailsTo(attendee))
      .filter((m) => m.subject === 'Meeting rescheduled: Risk review')
      .map((m) => readInvite(m).event.start.toISOString());
  const ownerNotices = async () =>
    (await mailsTo(ownerEmail)).filter(
      (m) => m.subject === `Meeting rescheduled: Risk review with ${name}`,
    );

  it('refuses a time sooner than the page’s notice or past its horizon, counting nothing', async () => {
    booking = await book(at(day, '09:00'), attendee, name);
    token = await linkIn(attendee, /^Meeting booked: /);
    expect(await shown()).toMatchObject({ movesLeft: MAX_LINK_MOVES, horizonDays: 60 });

    // Half an hour to an hour from now, on the half hour: always inside two hours' notice.
    const now = Date.now();
    const soon = new Date(Math.ceil((now + 30 * 60_000) / 1_800_000) * 1_800_000).toISOString();
    expectError(await moveTo(soon), 409, bookingMessages.tooSoon);
    const beyond = new Date(now + 61 * 86_400_000).toISOString().slice(0, 10);
    expectError(await moveTo(at(beyond, '10:00')), 409, bookingMessages.tooFarAhead(60));
    expectError(await moveTo('2020-01-06T10:00:00.000Z'), 409, bookingMessages.slotUnavailable);
    // Nor are such times offered.
    const slots = await visitor.call(
      'GET',
      `/api/public/bookings/by-link/slots?from=${at(beyond, '00:00')}&to=${at(beyond, '23:00')}`,
      { headers: linkHeaders(token) },
    );
    expect(slots.status, JSON.stringify(slots.body)).toBe(200);
    expect(ZSlotList.parse(slots.body).slots).toEqual([]);

    expect(await shown()).toMatchObject({ startTime: at(day, '09:00'), movesLeft: MAX_LINK_MOVES });
  });

  it('moves it three times, mailing the visitor each time; the fourth is refused and changes nothing', async () => {
    const times = [at(day, '10:00'), at(day, '11:00'), at(day, '12:00')];
    let lastKey = '';
    for (const [i, startTime] of times.entries()) {
      lastKey = randomUUID();
      const res = await moveTo(startTime, lastKey);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(ZBookingByToken.parse(res.body)).toMatchObject({
        startTime,
        movesLeft: MAX_LINK_MOVES - i - 1,
      });
      await expect.poll(movedMailStarts, { timeout: 10_000 }).toContain(startTime);
    }
    expect(await movedMailStarts()).toEqual(times);

    const fourth = await moveTo(at(day, '13:00'));
    expectError(fourth, 409, cancelBookingMessages.movesUsedUp);
    expect(cancelBookingMessages.movesUsedUp).toContain('contact the host');
    expectError(
      await visitor.call(
        'GET',
        `/api/public/bookings/by-link/slots?from=${at(day, '00:00')}&to=${at(day, '23:00')}`,
        { headers: linkHeaders(token) },
      ),
      409,
      cancelBookingMessages.movesUsedUp,
    );
    // A retry of the third move is still answered with it.
    const retried = await moveTo(at(day, '12:00'), lastKey);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);

    expect(await shown()).toMatchObject({ startTime: at(day, '12:00'), movesLeft: 0 });
    expect((await scheduledOn(day)).map((m) => [m.id, m.startTime])).toEqual([
      [booking.id, at(day, '12:00')],
    ]);
    expect(await freeStarts(day)).toContain(at(day, '13:00'));
    expect(await movedMailStarts()).toEqual(times);
  });

  it('tells the owner once, when the moves have rested, with the final time', async () => {
    // Each move was mailed to the visitor at once; the owner has had no notice yet.
    expect(await ownerNotices()).toEqual([]);
    const run = await sweepNotices();
    expect(run.failed).toBe(0);
    await expect.poll(async () => (await ownerNotices()).length, { timeout: 10_000 }).toBe(1);
    const [notice] = await ownerNotices();
    expect(notice!.text).toContain(`${name} (${attendee}) moved their meeting (3 moves)`);
    expect(notice!.text).toMatch(/Now: [^\n]*12:00–12:30 UTC/);
    expect(notice!.text).toMatch(/Was: [^\n]*09:00–09:30 UTC/);
    const invite = readInvite(notice!);
    expect(invite.method).toBe('REQUEST');
    expect(invite.event.start.toISOString()).toBe(at(day, '12:00'));

    // The notice is taken off the meeting: a later run sends nothing more.
    await sweepNotices();
    expect(await ownerNotices()).toHaveLength(1);
  });

  it('leaves the host free to move it', async () => {
    const res = await reschedule(owner, booking.id, { startTime: at(day, '15:00') });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await scheduledOn(day)).map((m) => m.startTime)).toEqual([at(day, '15:00')]);
    await expect.poll(movedMailStarts, { timeout: 10_000 }).toContain(at(day, '15:00'));
    const mail = (await mailsTo(attendee)).find(
      (m) =>
        m.subject === 'Meeting rescheduled: Risk review' &&
        readInvite(m).event.start.toISOString() === at(day, '15:00'),
    );
    const token = cancelLink.exec(mail?.text ?? '')?.[1] ?? '';
    const again = await visitor.call('GET', '/api/public/bookings/by-link', {
      headers: linkHeaders(token),
    });
    expect(ZBookingByToken.parse(again.body)).toMatchObject({
      startTime: at(day, '15:00'),
      movesLeft: 0,
    });
  });
});

describe('two last moves by the link at once', () => {
  it('lets exactly one of them land', async () => {
    const visitor = anonymousCaller(stack);
    const attendee = newAttendee();
    const day = futureDay();
    await book(at(day, '09:00'), attendee);
    const headers = linkHeaders(await linkIn(attendee, /^Meeting booked: /));
    const moveTo = (startTime: string) =>
      visitor.call('POST', '/api/public/bookings/by-link/reschedule', {
        body: { startTime },
        headers,
      });
    for (const startTime of [at(day, '10:00'), at(day, '11:00')])
      expect((await moveTo(startTime)).status).toBe(200);

    const [a, b] = await Promise.all([moveTo(at(day, '14:00')), moveTo(at(day, '16:00'))]);
    const wins = [a, b].filter((r) => r.status === 200);
    expect(wins, JSON.stringify([a.body, b.body])).toHaveLength(1);
    const lost = a.status === 200 ? b : a;
    expectError(lost, 409, cancelBookingMessages.movesUsedUp);
    const won = ZBookingByToken.parse(wins[0]!.body);
    expect(won.movesLeft).toBe(0);
    expect((await scheduledOn(day)).map((m) => m.startTime)).toEqual([won.startTime]);
  });
});

describe('a move racing a booking for the same time', () => {
  it('lets exactly one of them have it', async () => {
    const day = futureDay();
    const booking = await book(at(day, '08:00'), newAttendee());
    const target = at(day, '16:00');
    const [moved, booked] = await Promise.all([
      reschedule(owner, booking.id, { startTime: target }),
      anonymous.call('POST', `/api/public/booking-pages/${page.slug}/bookings`, {
        body: {
          startTime: target,
          attendeeName: 'Alan Turing',
          attendeeEmail: newAttendee(),
          idempotencyKey: randomUUID(),
        },
      }),
    ]);
    const wins = [moved.status === 200, booked.status === 201].filter(Boolean);
    expect(wins, JSON.stringify([moved.body, booked.body])).toHaveLength(1);
    expect([moved.status, booked.status]).toContain(409);
    const meetings = await scheduledOn(day);
    expect(meetings.filter((m) => m.startTime === target)).toHaveLength(1);
    // The loser of a move keeps its old time; the winner's old time is free.
    expect(meetings).toHaveLength(moved.status === 200 ? 1 : 2);
  });
});

describe('deleting an event added by hand', () => {
  it('removes it from the week and the timesheet, with no mail', async () => {
    const day = futureDay();
    const event = await addManualEvent(day);
    expect((await scheduledOn(day)).map((m) => m.id)).toEqual([event.id]);
    expect(await timesheetMeetingsOn(day)).toBe(1);
    expectError(await cancel(owner, event.id, {}), 409, meetingChangeMessages.notBooked);
    expectError(
      await reschedule(owner, event.id, { startTime: at(day, '15:00') }),
      409,
      meetingChangeMessages.notBooked,
    );
    expectError(await other.call('DELETE', meetingPath(event.id)), 404);

    const res = await owner.call('DELETE', meetingPath(event.id));
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    expect(await scheduledOn(day)).toEqual([]);
    expect(await timesheetMeetingsOn(day)).toBe(0);
    expect(await freeStarts(day)).toContain(at(day, '13:00'));
    expectError(await owner.call('DELETE', meetingPath(event.id)), 404, meetingMessages.notFound);
  });
});
