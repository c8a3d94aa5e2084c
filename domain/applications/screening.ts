import type { TApplicationStatus } from '@contracts/applications/application';

/**
 * How a submission moves through screening. Pure: the server refuses any other move and the
 * screen offers exactly these.
 *
 *   new ─→ screening ─→ interview ─→ matched
 *    └──────────┴───────────┴──→ rejected ─(reopen)→ screening
 *
 * `matched` is final. Proposing a match moves the role request and the professional to
 * `matched` from any open status (`canBeMatched`).
 */
const NEXT: Record<TApplicationStatus, readonly TApplicationStatus[]> = {
  new: ['screening', 'rejected'],
  screening: ['interview', 'rejected'],
  interview: ['matched', 'rejected'],
  matched: [],
  rejected: ['screening'],
};

export const nextStatuses = (status: TApplicationStatus): readonly TApplicationStatus[] =>
  NEXT[status];

export const canMove = (from: TApplicationStatus, to: TApplicationStatus): boolean =>
  NEXT[from].includes(to);

/** A professional or a role request can take part in a proposed match unless rejected. */
export const canBeMatched = (status: TApplicationStatus): boolean => status !== 'rejected';
