import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { ZBookingByToken } from '@contracts/booking/cancel-booking';
import { ZBooking } from '@contracts/booking/public-booking';
import { LINK_TOKEN_HEADER } from '@contracts/link-token';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { createOpenPage } from '../support/booking-pages';

const stack = inject('stack');
const anonymous = anonymousCaller(stack);

/** A page of `owner`'s, booked once by a visitor: the visitor's manage link opens it. */
async function bookedLink(owner: Caller): Promise<string> {
  const { slug } = await createOpenPage(owner, {
    name: 'Intro call',
    slugPrefix: 'host',
    timeZone: 'UTC',
  });
  const day = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
  const booked = await anonymous.call('POST', `/api/public/booking-pages/${slug}/bookings`, {
    body: {
      startTime: `${day}T10:00:00.000Z`,
      attendeeName: 'Vera Visitor',
      attendeeEmail: `vera-${randomUUID().slice(0, 8)}@example.com`,
      idempotencyKey: randomUUID(),
    },
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return ZBooking.parse(booked.body).manageToken!;
}

const showByLink = async (token: string) => {
  const res = await anonymous.call('GET', '/api/public/bookings/by-link', {
    headers: { [LINK_TOKEN_HEADER]: token },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZBookingByToken.strict().parse(res.body);
};

/**
 * The visitor's manage page says whom the meeting is with: the host, by the name their public
 * page shows, never the visitor's own name nor the host's account e-mail.
 */
describe("a visitor's manage link", () => {
  it('names the host as their booking page does', async () => {
    const owner = await userCaller(stack);
    const named = await owner.call('PUT', '/api/profile', { body: { name: 'Priya Raman' } });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    const shown = await showByLink(await bookedLink(owner));
    expect(shown.hostName).toBe('Priya Raman');
    expect(shown.attendeeName).toBe('Vera Visitor');
  });

  it('names nobody for a host who never gave a name, rather than their e-mail', async () => {
    const owner = await userCaller(stack);
    const shown = await showByLink(await bookedLink(owner));
    expect(shown.hostName).toBeNull();
  });
});
