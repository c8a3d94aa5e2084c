import type { TEngagementBudget } from '@contracts/engagements/budget';
import type {
  TEngagement,
  TEngagementLetter,
  TEngagementSummary,
} from '@contracts/engagements/engagement';
import { CLIENT_ID } from '../clients/fixtures';

export { CLIENT_ID, client, OTHER_PAGE_ID, PAGE_ID } from '../clients/fixtures';

/** Ids as the API hands them out (the contract checks they are UUIDs). */
export const ENGAGEMENT_ID = '0c9e8d7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f';
export const WORKSTREAM_ID = '2e4f6a8b-0c1d-4e3f-9a5b-7c9d1e3f5a7b';
export const OTHER_WORKSTREAM_ID = '8a6b4c2d-0e1f-4a3b-8c5d-7e9f1a3b5c7d';
export const SHA256 = 'a3f1c9e27b4d8f60e5a2b7c4d9f1e3a6b8c0d2e4f6a8b0c2d4e6f8a0b2c4d6e8';

const AT = '2030-03-01T09:00:00.000Z';

/** A draft retainer as `GET /api/engagements/{id}` answers it; `over` changes any field. */
export const engagement = (over: Partial<TEngagement> = {}): TEngagement => ({
  id: ENGAGEMENT_ID,
  clientId: CLIENT_ID,
  clientName: 'Acme Ltd',
  title: 'Fractional CISO retainer',
  status: 'draft',
  startDate: '2030-04-01',
  endDate: null,
  timeZone: 'Europe/London',
  currency: 'GBP',
  terms: {
    model: { kind: 'retainer', hoursPerMonth: 8, rate: '180.00' },
    rollover: { kind: 'carry', capHours: 4 },
    lateCancellationHours: 24,
    noticeDays: 30,
  },
  cadence: 'monthly',
  workstreams: [
    { id: WORKSTREAM_ID, name: 'ISO 27001 readiness' },
    { id: OTHER_WORKSTREAM_ID, name: 'Board reporting' },
  ],
  clauses: 'Travel is billed at cost.',
  letters: [],
  bookingPages: [],
  createdAt: AT,
  updatedAt: AT,
  ...over,
});

/** The engagement letter as the view lists it, out for signature; `over` changes any field. */
export const letter = (over: Partial<TEngagementLetter> = {}): TEngagementLetter => ({
  id: 'letter-1',
  kind: 'letter',
  effectiveFrom: '2030-04-01',
  status: 'sent',
  sha256: null,
  documentId: '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918',
  signedAt: over.status === 'signed' ? AT : null,
  terms: engagement().terms,
  endDate: null,
  ...over,
});

/** A line of `GET /api/engagements`. */
export const summary = (over: Partial<TEngagementSummary> = {}): TEngagementSummary => {
  const { id, clientId, clientName, title, status, startDate, endDate, currency, terms } =
    engagement();
  return {
    id,
    clientId,
    clientName,
    title,
    status,
    startDate,
    endDate,
    currency,
    terms,
    createdAt: AT,
    ...over,
  };
};

/**
 * May 2030 of the retainer as `GET /api/engagements/{id}/budget` answers it: 10 h agreed (its own
 * 8 h and 2 h carried from April), 7.5 h used; `over` changes any field.
 */
export const budget = (over: Partial<TEngagementBudget> = {}): TEngagementBudget => ({
  month: '2030-05',
  firstMonth: '2030-04',
  lastMonth: '2030-05',
  timeZone: 'Europe/London',
  baseMinutes: 480,
  carriedMinutes: 120,
  agreedMinutes: 600,
  usedMinutes: 450,
  remainingMinutes: 150,
  overageMinutes: 0,
  burnPercent: 75,
  rows: [
    { kind: 'workstream', workstreamId: WORKSTREAM_ID, name: 'ISO 27001 readiness', minutes: 300 },
    { kind: 'meetings', workstreamId: null, name: 'Meetings', minutes: 150 },
  ],
  ...over,
});

/** A month whose time went beyond the agreed hours: 12 h used of 10 h. */
export const overBudget = (over: Partial<TEngagementBudget> = {}): TEngagementBudget =>
  budget({
    usedMinutes: 720,
    remainingMinutes: 0,
    overageMinutes: 120,
    burnPercent: 120,
    rows: [
      { kind: 'unassigned', workstreamId: null, name: 'Time not in a workstream', minutes: 720 },
    ],
    ...over,
  });

/** A month that agrees no hours (time and materials, or before the letter is signed). */
export const noHoursBudget = (over: Partial<TEngagementBudget> = {}): TEngagementBudget =>
  budget({
    baseMinutes: null,
    carriedMinutes: 0,
    agreedMinutes: null,
    remainingMinutes: null,
    overageMinutes: 0,
    burnPercent: null,
    ...over,
  });
