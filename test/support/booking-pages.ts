import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  ZBookingPage,
  type TBookingPage,
  type TCreateBookingPage,
} from '@contracts/booking/booking-page';
import type { TMeetingLocation } from '@contracts/booking/meeting-location';
import type { TBillingSettings } from '@contracts/timesheets/billing';
import type { Caller } from './api-session';

/** Open 08:00–18:00 on every day of the week, so any day ahead has slots. */
export const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: '08:00',
  endTime: '18:00',
}));

/** Mondays 09:00–17:00: enough for a page whose slots the test does not book. */
const MONDAYS = [{ dayOfWeek: 1, startTime: '09:00', endTime: '17:00' }];

/**
 * A new page's fields. Without a `slug`, it is `slugPrefix` (default "page") and a random suffix,
 * so pages of concurrent tests never collide.
 */
export type NewPage = Partial<TCreateBookingPage> & { slugPrefix?: string };

/**
 * A booking page of `caller`'s, created through the API: "Acme advisory" in Europe/London, open
 * Mondays 09:00–17:00, unless `fields` say otherwise. Answers the page as the API returned it,
 * which must hold no field beyond the contract's.
 */
export async function createPage(caller: Caller, fields: NewPage = {}): Promise<TBookingPage> {
  const { slugPrefix = 'page', ...rest } = fields;
  const res = await caller.call('POST', '/api/booking-pages', {
    body: {
      name: 'Acme advisory',
      timeZone: 'Europe/London',
      availability: MONDAYS,
      slug: `${slugPrefix}-${randomUUID().slice(0, 8)}`,
      ...rest,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZBookingPage.strict().parse(res.body);
}

/**
 * A booking page of `caller`'s, open every day, its slug `slugPrefix` and a random suffix; with
 * the place its meetings take place when `location` is given.
 */
export const createOpenPage = (
  caller: Caller,
  page: { name: string; slugPrefix: string; timeZone: string; location?: TMeetingLocation },
): Promise<TBookingPage> => createPage(caller, { ...page, availability: EVERY_DAY });

/** Saves the page's Billing settings: client "Acme Ltd" in GBP unless `billing` says otherwise. */
export async function saveBilling(
  caller: Caller,
  pageId: string,
  billing: Partial<TBillingSettings> = {},
): Promise<void> {
  const res = await caller.call('PUT', `/api/booking-pages/${pageId}/billing`, {
    body: { clientName: 'Acme Ltd', currency: 'GBP', ...billing },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
