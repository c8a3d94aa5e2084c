import type { TBookingPageList } from '@contracts/booking/booking-page';
import type { TClient, TClientSummary } from '@contracts/clients/client';

/** Ids as the API hands them out (the contract checks they are UUIDs). */
export const CLIENT_ID = '3f1c6d2e-8a4b-4c1d-9e2f-1a2b3c4d5e6f';
export const PAGE_ID = '5b2a1c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const OTHER_PAGE_ID = '7d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';

const AT = '2030-03-01T09:00:00.000Z';

/** A client as `GET /api/clients/{id}` answers it; `over` changes any field. */
export const client = (over: Partial<TClient> = {}): TClient => ({
  id: CLIENT_ID,
  name: 'Acme Ltd',
  address: '1 High Street\nLondon',
  taxId: 'GB123456789',
  currency: 'GBP',
  taxRate: '20.00',
  paymentTermsDays: 30,
  contacts: [{ name: 'Ana Diaz', email: 'ana@acme.example', role: 'approver' }],
  bookingPages: [{ id: PAGE_ID, title: 'Advisory hours' }],
  currencyLocked: false,
  createdAt: AT,
  updatedAt: AT,
  ...over,
});

/** A line of `GET /api/clients`. */
export const summary = (over: Partial<TClientSummary> = {}): TClientSummary => ({
  id: CLIENT_ID,
  name: 'Acme Ltd',
  currency: 'GBP',
  createdAt: AT,
  contactCount: 2,
  bookingPageCount: 1,
  ...over,
});

type Listed = TBookingPageList['bookingPages'][number];
/** One of the owner's booking pages as `GET /api/booking-pages` lists it. */
export const bookingPage = (over: Partial<Listed> = {}): Listed => ({
  id: PAGE_ID,
  name: 'Advisory hours',
  description: '',
  slug: 'advisory-hours',
  defaultMeetingDuration: 30,
  bufferTime: 0,
  minimumNoticeMinutes: 60,
  horizonDays: 30,
  timeZone: 'Europe/London',
  isActive: true,
  reminders: true,
  version: 1,
  deleting: false,
  lastSyncedAt: null,
  createdAt: AT,
  connectionCount: 0,
  location: null,
  linkPlatforms: [],
  ...over,
});
