import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { TApprovedTimesheet } from '@contracts/timesheets/period-approval';
import {
  canonicalJson,
  copySha256,
  storedApproval,
} from '../../../../../lambdas/services/timesheets/approved-timesheet';

const copy: TApprovedTimesheet = {
  bookingPageName: 'Acme advisory',
  consultant: 'consultant@example.com',
  clientEmail: 'jane@client.example',
  startDate: '2030-03-04',
  endDate: '2030-03-10',
  timeZone: 'Europe/London',
  currency: 'GBP',
  meetings: [],
  entries: [
    {
      startTime: '2030-03-04T09:00:00.000Z',
      endTime: '2030-03-04T10:30:00.000Z',
      description: 'Risk review',
      durationMinutes: 90,
      billable: true,
      ratePence: 15000,
      amountPence: 22500,
    },
  ],
  totals: {
    meetingMinutes: 0,
    entryMinutes: 90,
    totalMinutes: 90,
    billableMinutes: 90,
    billableAmountPence: 22500,
  },
  billing: {
    clientName: 'Acme Ltd',
    clientAddress: '1 High Street',
    taxBasisPoints: 2000,
    paymentTermsDays: 14,
  },
};

describe("an approved copy's hash", () => {
  it('is the SHA-256 of its canonical JSON, the one an approval stores and records', () => {
    const hash = copySha256(copy);
    expect(hash).toBe(createHash('sha256').update(canonicalJson(copy), 'utf8').digest('hex'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const stored = storedApproval(copy);
    expect(stored.approvedSha256).toBe(hash);
    expect(gunzipSync(stored.approvedTimesheet).toString('utf8')).toBe(canonicalJson(copy));
  });

  it('does not depend on the order its fields were built in', () => {
    const reordered = Object.fromEntries(Object.entries(copy).reverse()) as TApprovedTimesheet;
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(copy));
    expect(copySha256(reordered)).toBe(copySha256(copy));
  });

  it('changes with anything that would be approved: a meeting, a line, the terms', () => {
    const meeting = {
      id: 'm-1',
      title: 'Late addition',
      attendeeName: 'Jane Client',
      startTime: '2030-03-06T15:00:00.000Z',
      endTime: '2030-03-06T16:00:00.000Z',
      durationMinutes: 60,
    };
    const variants: TApprovedTimesheet[] = [
      { ...copy, meetings: [meeting] },
      { ...copy, entries: [{ ...copy.entries[0]!, description: 'Risk review.' }] },
      { ...copy, billing: { ...copy.billing, taxBasisPoints: 500 } },
      { ...copy, billing: { ...copy.billing, paymentTermsDays: 30 } },
    ];
    const hashes = new Set([copy, ...variants].map(copySha256));
    expect(hashes.size).toBe(variants.length + 1);
  });
});
