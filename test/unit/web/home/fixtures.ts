import type { TClientOverview } from '@contracts/home/client-overview';

/** Ids as the API hands them out (the contract checks the client's and engagement's are UUIDs). */
export const ACME_ID = '3b8f2d1e-5c4a-4e6f-9a7b-1c2d3e4f5a6b';
export const ZENITH_ID = '7d6c5b4a-3e2f-4a1b-8c9d-0e1f2a3b4c5d';
export const ENGAGEMENT_ID = '0c9e8d7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f';
export const PAGE_ID = 'page-acme';
export const APPROVAL_PAGE_ID = 'page-acme-board';

/** The consultant's day, as the API counts from it. */
export const TODAY = '2030-03-11';

/**
 * A client with everything going on, as `GET /api/home/clients` answers it: an active weekly
 * engagement, a session booked, the last one 12 days ago (overdue), 7.5 h of 10 h used this
 * month, and something waiting on each side; `over` changes any field.
 */
export const busyClient = (over: Partial<TClientOverview> = {}): TClientOverview => ({
  clientId: ACME_ID,
  clientName: 'Acme Ltd',
  engagement: {
    id: ENGAGEMENT_ID,
    title: 'Fractional CISO retainer',
    status: 'active',
    cadence: 'weekly',
  },
  nextSession: {
    startTime: '2030-03-12T14:30:00.000Z',
    title: 'Risk review',
    bookingPageId: PAGE_ID,
  },
  lastSessionAt: '2030-02-27T10:00:00.000Z',
  daysSinceLastSession: 12,
  cadenceDays: 7,
  sessionOverdue: true,
  burn: { month: '2030-03', agreedMinutes: 600, usedMinutes: 450, percent: 75 },
  documentsAwaitingSignature: 2,
  periodsAwaitingApproval: { count: 1, bookingPageId: APPROVAL_PAGE_ID },
  invoicesPastDue: 1,
  ...over,
});

/** A client with nothing yet: no engagement, no session, no budget, nothing waiting. */
export const quietClient = (over: Partial<TClientOverview> = {}): TClientOverview => ({
  clientId: ZENITH_ID,
  clientName: 'Zenith plc',
  engagement: null,
  nextSession: null,
  lastSessionAt: null,
  daysSinceLastSession: null,
  cadenceDays: null,
  sessionOverdue: false,
  burn: null,
  documentsAwaitingSignature: 0,
  periodsAwaitingApproval: { count: 0, bookingPageId: null },
  invoicesPastDue: 0,
  ...over,
});
