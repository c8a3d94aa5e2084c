import { randomUUID } from 'node:crypto';
import type { EventBridgeEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LINK_TOKEN_HEADER } from '@contracts/link-token';
import type { TBookingPage } from '@contracts/booking/booking-page';
import { cancelBookingMessages, ZBookingByToken } from '@contracts/booking/cancel-booking';
import type { TMeetingBooked } from '@contracts/booking/meeting-booked';
import { MEETING_READY } from '@contracts/booking/meeting-ready';
import { ZMeetingList } from '@contracts/booking/meeting';
import { ZBooking, ZSlotList, type TBooking } from '@contracts/booking/public-booking';
import { ZMe } from '@contracts/system/get-me';
import { ZTimesheet } from '@contracts/timesheets/timesheet';
import { eventSource } from '../../lambdas/events/subscriptions';
import { applyLambdaEnv } from '../../local/lambda-env';
import { accountTraces } from '../support/account-traces';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { createOpenPage } from '../support/booking-pages';
import { mailsTo as mailsToIn, readInvite, waitForMail as waitForMailIn } from '../support/outbox';
import { expectError } from '../support/api-error';

const stack = inject('stack');
const anonymous = anonymousCaller(stack);

let owner: Caller;
let ownerEmail: string;
let page: TBookingPage;

beforeAll(async () => {
  owner = await userCaller(stack);
  const me = await owner.call('GET', '/api/me');
  expect(me.status).toBe(200);
  ownerEmail = ZMe.parse(me.body).email;
  page = await createOpenPage(owner, {
    name: 'Security review',
    slugPrefix: 'mail',
    timeZone: 'Europe/Paris',
  });
});

/** A UTC day ahead of today, as YYYY-MM-DD, distinct per call. */
let dayOffset = 9;
const futureDay = () => new Date(Date.now() + dayOffset++ * 86_400_000).toISOString().slice(0, 10);

async function book(startTime: string, attendeeEmail: string): Promise<TBooking> {
  const res = await anonymous.call('POST', `/api/public/booking-pages/${page.slug}/bookings`, {
    body: {
      startTime,
      attendeeName: 'Grace Hopper',
      attendeeEmail,
      attendeeNotes: 'Incident response plan',
      idempotencyKey: randomUUID(),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZBooking.parse(res.body);
}

const mailsTo = (email: string) => mailsToIn(stack.outboxDir, email);
const waitForMail = (email: string, subject: RegExp) =>
  waitForMailIn(stack.outboxDir, email, subject);

async function freeStarts(day: string): Promise<string[]> {
  const res = await anonymous.call(
    'GET',
    `/api/public/booking-pages/${page.slug}/slots?from=${day}T00:00:00Z&to=${day}T23:59:59Z`,
  );
  expect(res.status).toBe(200);
  return ZSlotList.parse(res.body).slots.map((s) => s.start);
}

async function scheduledOn(day: string) {
  const from = `${day}T00:00:00.000Z`;
  const to = new Date(Date.parse(from) + 86_400_000).toISOString();
  const res = await owner.call(
    'GET',
    `/api/booking-pages/${page.id}/meetings?from=${from}&to=${to}`,
  );
  expect(res.status).toBe(200);
  return ZMeetingList.parse(res.body).meetings;
}

/** The day's meetings as the page's timesheet counts them (10:00 UTC is that day in Paris too). */
async function timesheetMeetingsOn(day: string) {
  const res = await owner.call(
    'GET',
    `/api/booking-pages/${page.id}/timesheet?period=custom&startDate=${day}&endDate=${day}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const sheet = ZTimesheet.parse(res.body);
  return { count: sheet.counts.meetings, minutes: sheet.totals.meetingMinutes };
}

/** The consumer module as the bus runs it, called here directly: a redelivery of one event. */
async function deliverAgain(detail: TMeetingBooked): Promise<void> {
  applyLambdaEnv({ ...stack.env, LOG_LEVEL: 'ERROR' });
  const { handler } = await import('../../lambdas/events/booking-mail');
  const event: EventBridgeEvent<string, TMeetingBooked> = {
    version: '0',
    id: randomUUID(),
    'detail-type': MEETING_READY,
    source: eventSource,
    account: '000000000000',
    time: new Date().toISOString(),
    region: stack.region,
    resources: [],
    detail,
  };
  await handler(event);
}

describe('booking mails and the cancel link', () => {
  const attendee = `visitor-${randomUUID().slice(0, 8)}@example.com`;
  const day = futureDay();
  const start = `${day}T10:00:00.000Z`;
  let booking: TBooking;
  let token: string;

  it('mails the visitor a confirmation and the owner a notice, each with a REQUEST invite', async () => {
    booking = await book(start, attendee);
    const [confirmation, notice] = await Promise.all([
      waitForMail(attendee, /^Meeting booked: Security review$/),
      waitForMail(ownerEmail, new RegExp(`^New booking: Security review with Grace Hopper$`)),
    ]);
    for (const mail of [confirmation, notice]) {
      const invite = readInvite(mail);
      expect(invite.contentType).toMatch(/^text\/calendar; method=REQUEST/);
      expect(invite.method).toBe('REQUEST');
      expect(invite.event.uid).toBe(`${booking.id}@vcisohub`);
      expect(invite.event.start.toISOString()).toBe(start);
      expect(invite.event.end?.toISOString()).toBe(booking.endTime);
      expect(invite.text).toContain(`DTSTART:${start.replace(/[-:]/g, '').replace('.000', '')}`);
      // Named as the mails name the host: this owner gave no profile name, so by their e-mail.
      expect(invite.event.organizer).toMatchObject({
        params: { CN: ownerEmail },
        val: `mailto:${ownerEmail}`,
      });
      expect(JSON.stringify(invite.event.attendee).toLowerCase()).toContain(`mailto:${attendee}`);
      expect(invite.event.description).toContain('Platform: Not chosen');
    }
    // The time in UTC and in the page's zone (Paris is UTC+1 or +2).
    expect(confirmation.text).toMatch(/10:00–10:30 UTC/);
    expect(confirmation.text).toMatch(/1[12]:00–1[12]:30 Europe\/Paris/);
    expect(confirmation.text).toContain('Platform: Not chosen');

    const origin = (stack.env.APP_ORIGIN ?? '').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const link = new RegExp(`${origin}/book/cancel#([A-Za-z0-9_-]{43})`).exec(
      confirmation.text ?? '',
    );
    expect(link, confirmation.text).not.toBeNull();
    token = link![1]!;
    // The token is only in the fragment, which a browser never sends: no log can hold it.
    const url = new URL(link![0]);
    expect(url.pathname).toBe('/book/cancel');
    expect(url.search).toBe('');
    expect(url.hash).toBe(`#${token}`);
    expect(notice.text).not.toContain(token);
  });

  /** The link's API: the token in its header, never in the path. */
  const linkHeaders = (linkToken?: string): Record<string, string> =>
    linkToken === undefined ? {} : { [LINK_TOKEN_HEADER]: linkToken };
  const showByLink = (linkToken?: string) =>
    anonymous.call('GET', '/api/public/bookings/by-link', { headers: linkHeaders(linkToken) });
  const cancelByLink = (linkToken: string | undefined, body: unknown) =>
    anonymous.call('POST', '/api/public/bookings/by-link/cancel', {
      body,
      headers: linkHeaders(linkToken),
    });

  /** The booking's confirmation and notice in the outbox so far. */
  const bookingMails = async () => ({
    confirmations: (await mailsTo(attendee)).filter((m) => m.subject.startsWith('Meeting booked')),
    notices: (await mailsTo(ownerEmail)).filter((m) => m.subject.startsWith('New booking')),
  });

  it('sends each mail once, however often the event is delivered', async () => {
    const detail = { bookingPageId: page.id, meetingId: booking.id, startTime: start };
    // Each redelivery has finished when it returns: a mail it sent is in the outbox by then.
    await Promise.all([deliverAgain(detail), deliverAgain(detail)]);
    await deliverAgain(detail);
    const { confirmations, notices } = await bookingMails();
    expect(confirmations).toHaveLength(1);
    expect(notices).toHaveLength(1);
  });

  it('shows the meeting behind the link, without the attendee’s e-mail', async () => {
    const res = await showByLink(token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ZBookingByToken.strict().parse(res.body)).toEqual({
      pageName: 'Security review',
      // The owner never gave a name: the visitor is shown none, not their address.
      hostName: null,
      startTime: start,
      endTime: booking.endTime,
      attendeeName: 'Grace Hopper',
      platform: null,
      location: null,
      status: 'scheduled',
      horizonDays: 60,
      // The link has not moved the meeting yet (meeting-changes.test.ts: the limit).
      movesLeft: 3,
    });
    expect(await freeStarts(day)).not.toContain(start);
  });

  it('refuses bad input and unknown links, and cancels nothing', async () => {
    expectError(
      await cancelByLink(token, { reason: 'x'.repeat(501) }),
      400,
      cancelBookingMessages.reasonTooLong,
    );
    // A missing or blank token header is an unknown link.
    for (const bad of [undefined, '', '   ', 'x'.repeat(43), 'short', `${token}x`]) {
      expectError(await showByLink(bad), 404, cancelBookingMessages.notFound);
      expectError(await cancelByLink(bad, {}), 404, cancelBookingMessages.notFound);
    }
    // No route takes the token in its path any more.
    expect((await anonymous.call('GET', `/api/public/bookings/${token}`)).status).toBe(404);
    expect(
      (await anonymous.call('POST', `/api/public/bookings/${token}/cancel`, { body: {} })).status,
    ).toBe(404);
    expect((await scheduledOn(day)).map((m) => m.id)).toEqual([booking.id]);
    expect(await timesheetMeetingsOn(day)).toEqual({ count: 1, minutes: 30 });
  });

  it('cancels with a reason: the time is free again and both sides get a CANCEL', async () => {
    const res = await cancelByLink(token, { reason: 'Board meeting moved' });
    expect(res.status, JSON.stringify(res.body)).toBe(204);

    expect(await scheduledOn(day)).toEqual([]);
    expect(await freeStarts(day)).toContain(start);
    // The timesheet stops counting it at once.
    expect(await timesheetMeetingsOn(day)).toEqual({ count: 0, minutes: 0 });

    const [toAttendee, toOwner] = await Promise.all([
      waitForMail(attendee, /^Meeting cancelled: Security review$/),
      waitForMail(ownerEmail, /^Meeting cancelled: Security review with Grace Hopper$/),
    ]);
    // The bus delivered the booking before the cancellation: had it sent the booking's mails
    // twice, both copies would be in the outbox by now.
    const { confirmations, notices } = await bookingMails();
    expect(confirmations).toHaveLength(1);
    expect(notices).toHaveLength(1);
    for (const mail of [toAttendee, toOwner]) {
      const invite = readInvite(mail);
      expect(invite.contentType).toMatch(/^text\/calendar; method=CANCEL/);
      expect(invite.method).toBe('CANCEL');
      expect(invite.event.uid).toBe(`${booking.id}@vcisohub`);
      expect(invite.event.status).toBe('CANCELLED');
      expect(invite.event.sequence).toBeGreaterThan(0);
      expect(invite.event.start.toISOString()).toBe(start);
      expect(mail.text).toContain('Reason: Board meeting moved');
    }

    // The link cancels once; opened again, it says the meeting was cancelled and leads back to
    // the page to book another time.
    const shown = await showByLink(token);
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(ZBookingByToken.strict().parse(shown.body)).toMatchObject({
      status: 'cancelled',
      pageSlug: page.slug,
    });
    expectError(await cancelByLink(token, {}), 404, cancelBookingMessages.notFound);
  });

  it('lets someone else book the freed time', async () => {
    const again = await book(start, `next-${randomUUID().slice(0, 8)}@example.com`);
    expect(again.id).not.toBe(booking.id);
    expect((await scheduledOn(day)).map((m) => m.id)).toEqual([again.id]);
  });
});

describe('the manage link in the booking’s answer', () => {
  const attendee = `answer-${randomUUID().slice(0, 8)}@example.com`;
  const start = `${futureDay()}T10:00:00.000Z`;
  const idempotencyKey = randomUUID();
  const bookOnce = () =>
    anonymous.call('POST', `/api/public/booking-pages/${page.slug}/bookings`, {
      body: {
        startTime: start,
        attendeeName: 'Grace Hopper',
        attendeeEmail: attendee,
        idempotencyKey,
      },
    });
  const showByLink = (linkToken: string) =>
    anonymous.call('GET', '/api/public/bookings/by-link', {
      headers: { [LINK_TOKEN_HEADER]: linkToken },
    });
  const traces = accountTraces(stack);
  afterAll(() => traces.destroy());

  it('opens the meeting by link; a retry is answered without one, and no raw token is stored', async () => {
    const res = await book201();
    const booking = ZBooking.strict().parse(res);
    expect(booking.manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const token = booking.manageToken!;

    const shown = await showByLink(token);
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(ZBookingByToken.parse(shown.body)).toMatchObject({
      pageName: 'Security review',
      startTime: start,
      endTime: booking.endTime,
      attendeeName: 'Grace Hopper',
      platform: null,
      status: 'scheduled',
    });
    // Only its hash is kept.
    expect(await traces.itemsHolding(token)).toEqual([]);

    // The same request again (a retry): the same booking, with no token, and still none stored.
    const { manageToken: _first, ...first } = booking;
    const again = ZBooking.strict().parse(await book201());
    expect(again).toEqual(first);
    expect(await traces.itemsHolding(token)).toEqual([]);
    expect((await showByLink(token)).status).toBe(200);

    // The mailed link is a token of its own, and works too.
    const confirmation = await waitForMail(attendee, /^Meeting booked: Security review$/);
    const mailed = /\/book\/cancel#([A-Za-z0-9_-]{43})/.exec(confirmation.text ?? '')?.[1];
    expect(mailed, confirmation.text).toBeDefined();
    expect(mailed).not.toBe(token);
    expect(confirmation.text).not.toContain(token);
    expect((await showByLink(mailed!)).status).toBe(200);
  });

  async function book201() {
    const res = await bookOnce();
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }
});
