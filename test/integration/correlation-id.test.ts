import { randomUUID } from 'node:crypto';
import type { EventBridgeEvent } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { TBookingPage } from '@contracts/booking/booking-page';
import { MEETING_READY } from '@contracts/booking/meeting-ready';
import { ZBooking, type TBooking } from '@contracts/booking/public-booking';
import { ZMe } from '@contracts/system/get-me';
import { eventSource } from '../../lambdas/events/subscriptions';
import { applyLambdaEnv } from '../../local/lambda-env';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { createOpenPage } from '../support/booking-pages';
import { mailsTo, poll, waitForMail, type ReadMail } from '../support/outbox';

// One id from the API request, through the MeetingBooked event and the booking-mail consumer,
// to both mails it sends (and the consumer's log lines).
const stack = inject('stack');
const anonymous = anonymousCaller(stack);

let owner: Caller;
let ownerEmail: string;
let page: TBookingPage;
const pageName = `Correlation ${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  owner = await userCaller(stack);
  ownerEmail = ZMe.parse((await owner.call('GET', '/api/me')).body).email;
  page = await createOpenPage(owner, {
    name: pageName,
    slugPrefix: 'corr',
    timeZone: 'Europe/London',
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

let dayOffset = 20;
const nextStart = () =>
  `${new Date(Date.now() + dayOffset++ * 86_400_000).toISOString().slice(0, 10)}T11:00:00.000Z`;

async function book(
  attendeeEmail: string,
  headers: Record<string, string> = {},
): Promise<TBooking> {
  const res = await anonymous.call('POST', `/api/public/booking-pages/${page.slug}/bookings`, {
    headers,
    body: {
      startTime: nextStart(),
      attendeeName: 'Ada Lovelace',
      attendeeEmail,
      idempotencyKey: randomUUID(),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZBooking.parse(res.body);
}

/** The owner's notice of one booking: all share a subject, so it is told apart by the visitor. */
function ownerNotice(attendee: string): Promise<ReadMail> {
  return poll(
    async () =>
      (await mailsTo(stack.outboxDir, ownerEmail)).find(
        (m) =>
          m.subject === `New booking: ${pageName} with Ada Lovelace` && m.text?.includes(attendee),
      ),
    10_000,
    `No owner notice for ${attendee}`,
  );
}

const bookingMails = (attendee: string) =>
  Promise.all([
    waitForMail(stack.outboxDir, attendee, new RegExp(`^Meeting booked: ${pageName}$`)),
    ownerNotice(attendee),
  ]);

describe('one correlation id from a request to its mails', () => {
  it("carries the caller's x-correlation-id through MeetingBooked to both mails", async () => {
    const id = `support-${randomUUID()}`;
    const attendee = `corr-${randomUUID().slice(0, 8)}@example.com`;
    await book(attendee, { 'x-correlation-id': id });
    const [confirmation, notice] = await bookingMails(attendee);
    expect(confirmation.headers['x-correlation-id']).toBe(id);
    expect(notice.headers['x-correlation-id']).toBe(id);
  });

  it("uses the request's own id when the caller sends none, one per request", async () => {
    const first = `corr-${randomUUID().slice(0, 8)}@example.com`;
    const second = `corr-${randomUUID().slice(0, 8)}@example.com`;
    await book(first);
    await book(second);
    const [a, aNotice] = await bookingMails(first);
    const [b] = await bookingMails(second);
    const idA = a.headers['x-correlation-id'];
    expect(idA).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
    expect(aNotice.headers['x-correlation-id']).toBe(idA);
    expect(b.headers['x-correlation-id']).not.toBe(idA);
  });

  it('refuses a malformed id rather than writing it into mails', async () => {
    const attendee = `corr-${randomUUID().slice(0, 8)}@example.com`;
    await book(attendee, { 'x-correlation-id': 'two words; Bcc: someone@example.com' });
    const [confirmation] = await bookingMails(attendee);
    expect(confirmation.headers['x-correlation-id']).toMatch(/^[A-Za-z0-9._:-]+$/);
    expect(confirmation.headers.bcc).toBeUndefined();
  });

  it("puts the event's id on the consumer's JSON log lines", async () => {
    const attendee = `corr-${randomUUID().slice(0, 8)}@example.com`;
    const booking = await book(attendee);
    await bookingMails(attendee);

    // The same event again, as the bus would redeliver it, read from the consumer's log.
    const id = `redelivery-${randomUUID()}`;
    applyLambdaEnv({ ...stack.env, LOG_LEVEL: 'INFO' });
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      return true;
    });
    const { handler } = await import('../../lambdas/events/booking-mail');
    const event: EventBridgeEvent<string, unknown> = {
      version: '0',
      id: randomUUID(),
      'detail-type': MEETING_READY,
      source: eventSource,
      account: '000000000000',
      time: new Date().toISOString(),
      region: stack.region,
      resources: [],
      detail: {
        bookingPageId: page.id,
        meetingId: booking.id,
        startTime: booking.startTime,
        metadata: { correlationId: id },
      },
    };
    await handler(event);
    vi.restoreAllMocks();

    const logged = lines
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.eventId === event.id);
    expect(logged.length).toBeGreaterThan(0);
    for (const entry of logged) expect(entry.correlationId).toBe(id);
  });
});
