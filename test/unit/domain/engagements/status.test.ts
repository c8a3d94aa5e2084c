import { describe, expect, it } from 'vitest';
import {
  ENGAGEMENT_STATUSES,
  ENGAGEMENT_STATUS_LABELS,
  nextStatus,
  type EngagementEvent,
} from '@domain/engagements/status';

const EVENTS: EngagementEvent[] = ['letterSent', 'letterWithdrawn', 'letterSigned', 'ended'];

/** Every move an engagement can make (status, event, status after), and nothing else. */
const ALLOWED = new Map([
  ['draft letterSent', 'awaitingSignature'],
  ['draft ended', 'ended'],
  ['awaitingSignature letterWithdrawn', 'draft'],
  ['awaitingSignature letterSigned', 'active'],
  ['active ended', 'ended'],
]);

describe('nextStatus', () => {
  it('sends a draft for signature, and makes it active once the letter is signed', () => {
    expect(nextStatus('draft', 'letterSent')).toBe('awaitingSignature');
    expect(nextStatus('awaitingSignature', 'letterSigned')).toBe('active');
  });

  it('makes an engagement whose letter is voided or declined a draft again', () => {
    expect(nextStatus('awaitingSignature', 'letterWithdrawn')).toBe('draft');
  });

  it('ends an active engagement, or a draft that will never be sent', () => {
    expect(nextStatus('active', 'ended')).toBe('ended');
    expect(nextStatus('draft', 'ended')).toBe('ended');
  });

  it('does not make a draft active without a signed letter', () => {
    expect(nextStatus('draft', 'letterSigned')).toBeUndefined();
  });

  it('does not end an engagement while its letter awaits signature', () => {
    expect(nextStatus('awaitingSignature', 'ended')).toBeUndefined();
  });

  it('keeps an ended engagement ended, whatever happens', () => {
    for (const event of EVENTS) expect(nextStatus('ended', event)).toBeUndefined();
  });

  it('refuses every move but the allowed ones', () => {
    for (const status of ENGAGEMENT_STATUSES)
      for (const event of EVENTS)
        expect([status, event, nextStatus(status, event)]).toEqual([
          status,
          event,
          ALLOWED.get(`${status} ${event}`),
        ]);
  });

  it('has a label for every status', () => {
    expect(ENGAGEMENT_STATUSES.map((s) => ENGAGEMENT_STATUS_LABELS[s])).toEqual([
      'Draft',
      'Awaiting signature',
      'Active',
      'Ended',
    ]);
  });
});
