import {
  APPLICATION_STATUS_LABELS,
  type TApplicationStatus,
  type TStatusChange,
} from '@contracts/applications/application';
import { nextStatuses } from '@domain/applications/screening';

/** One button of the screening card, and the question it asks before it acts. */
export interface StatusMove {
  to: TApplicationStatus;
  label: string;
  title: string;
  description: string;
  confirmLabel: string;
  /** Rejecting is shown in red; the other moves are plain confirmed steps. */
  destructive: boolean;
}

const label = (status: TApplicationStatus) => APPLICATION_STATUS_LABELS[status];

function moveLabel(from: TApplicationStatus, to: TApplicationStatus): string {
  switch (to) {
    case 'screening':
      return from === 'rejected' ? 'Reopen for screening' : 'Start screening';
    case 'interview':
      return 'Move to interview';
    case 'matched':
      return 'Mark as matched';
    case 'rejected':
      return 'Reject';
    case 'new':
      return 'Mark as new';
    case 'withdrawn':
      return 'Withdraw';
  }
}

const AFTERWARDS: Partial<Record<TApplicationStatus, string>> = {
  rejected: ' It can be reopened for screening later.',
  matched: ' Matched is final.',
};

/** Exactly the moves screening allows from `from` (domain/applications/screening.ts). */
export function statusMoves(from: TApplicationStatus): StatusMove[] {
  return nextStatuses(from).map((to) => {
    const name = moveLabel(from, to);
    return {
      to,
      label: name,
      title: to === 'rejected' ? 'Reject this application?' : `${name}?`,
      description: `The status changes from ${label(from)} to ${label(to)}.${AFTERWARDS[to] ?? ''} The applicant is told by e-mail.`,
      confirmLabel: name,
      destructive: to === 'rejected',
    };
  });
}

/** A line of the history: "New → Screening"; the first entry reads "Submitted → New". */
export const historyText = (change: Pick<TStatusChange, 'from' | 'to'>) =>
  `${change.from ? label(change.from) : 'Submitted'} → ${label(change.to)}`;
