import type { TApplicationStatus } from '@contracts/applications/application';

/**
 * How a submission moves through screening. Pure: the server refuses any other move and the
 * screen offers exactly these.
 *
 *   new ─→ screening ─→ interview ─→ matched
 *    └──────────┴───────────┴──→ rejected ─(reopen)→ screening
 *
 * `matched` is final for screeners. A match the professional accepts moves the role request and
 * the professional to `matched` from any open status (`canBeMatched`). Only the applicant
 * withdraws, from any status, and `withdrawn` is final for everyone.
 */
const NEXT: Record<TApplicationStatus, readonly TApplicationStatus[]> = {
  new: ['screening', 'rejected'],
  screening: ['interview', 'rejected'],
  interview: ['matched', 'rejected'],
  matched: [],
  rejected: ['screening'],
  withdrawn: [],
};

export const nextStatuses = (status: TApplicationStatus): readonly TApplicationStatus[] =>
  NEXT[status];

export const canMove = (from: TApplicationStatus, to: TApplicationStatus): boolean =>
  NEXT[from].includes(to);

/** A professional or a role request can take part in a match unless rejected or withdrawn. */
export const canBeMatched = (status: TApplicationStatus): boolean =>
  status !== 'rejected' && status !== 'withdrawn';

/**
 * A match is proposed only between sides both screened ("screened on both sides"): past `new`,
 * and open for matching.
 */
export const canBeProposed = (status: TApplicationStatus): boolean =>
  canBeMatched(status) && status !== 'new';

/** The applicant may change what they sent until screening starts. */
export const canEdit = (status: TApplicationStatus): boolean => status === 'new';

/** The applicant may withdraw at any time, once. */
export const canWithdraw = (status: TApplicationStatus): boolean => status !== 'withdrawn';
