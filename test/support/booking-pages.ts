import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ZBookingPage, type TBookingPage } from '@contracts/booking/booking-page';
import type { TMeetingLocation } from '@contracts/booking/meeting-location';
import type { Caller } from './api-session';

/** Open 08:00–18:00 on every day of the week, so any day ahead has slots. */
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: '08:00',
  endTime: '18:00',
}));

/**
 * A booking page of `caller`'s, open every day, its slug `slugPrefix` and a random suffix; with
 * the place its meetings take place when `location` is given.
 */
export async function createOpenPage(
  caller: Caller,
  page: { name: string; slugPrefix: string; timeZone: string; location?: TMeetingLocation },
): Promise<TBookingPage> {
  const res = await caller.call('POST', '/api/booking-pages', {
    body: {
      name: page.name,
      slug: `${page.slugPrefix}-${randomUUID().slice(0, 8)}`,
      timeZone: page.timeZone,
      availability: EVERY_DAY,
      ...(page.location ? { location: page.location } : {}),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZBookingPage.parse(res.body);
}
