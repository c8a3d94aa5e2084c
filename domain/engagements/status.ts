/**
 * An engagement's life: a draft until its letter is sent for signature, awaiting signature until
 * every signer has signed (then active, on exactly the letter's terms) or the letter is voided or
 * declined (a draft again), active until it ends.
 */
export const ENGAGEMENT_STATUSES = ['draft', 'awaitingSignature', 'active', 'ended'] as const;
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number];

/** What moves an engagement from one status to the next. */
export type EngagementEvent = 'letterSent' | 'letterWithdrawn' | 'letterSigned' | 'ended';

const MOVES: Record<EngagementStatus, Partial<Record<EngagementEvent, EngagementStatus>>> = {
  draft: { letterSent: 'awaitingSignature', ended: 'ended' },
  awaitingSignature: { letterWithdrawn: 'draft', letterSigned: 'active' },
  active: { ended: 'ended' },
  ended: {},
};

/** The status after `event`, or undefined when the event cannot happen in `status`. */
export function nextStatus(
  status: EngagementStatus,
  event: EngagementEvent,
): EngagementStatus | undefined {
  return MOVES[status][event];
}

/** Labels as the screens show them. */
export const ENGAGEMENT_STATUS_LABELS: Record<EngagementStatus, string> = {
  draft: 'Draft',
  awaitingSignature: 'Awaiting signature',
  active: 'Active',
  ended: 'Ended',
};
