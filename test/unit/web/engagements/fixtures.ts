import type {
  TEngagement,
  TEngagementLetter,
  TEngagementSummary,
} from '@contracts/engagements/engagement';
import { CLIENT_ID } from '../clients/fixtures';

export { CLIENT_ID, client } from '../clients/fixtures';

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
