import type { TMatchState } from '@contracts/applications/application';

/**
 * A proposed role's state in the professional's words (the screeners' `MATCH_STATE_LABELS` speak
 * of "the professional").
 */
export const PROPOSAL_STATE_TEXTS: Record<TMatchState, string> = {
  proposed: 'Waiting for your answer',
  accepted: 'Accepted',
  declined: 'Declined',
};

/** The questions the answer buttons ask: either answer is final and one of them mails people. */
export const ANSWER_QUESTIONS = {
  accept: {
    label: 'Accept',
    title: 'Accept this role?',
    description:
      'We then introduce you and the company to each other by e-mail, and show you the company’s name here. This cannot be undone.',
  },
  decline: {
    label: 'Decline',
    title: 'Decline this role?',
    description:
      'Nobody is introduced and the company is not told who you are. This cannot be undone.',
  },
} as const;

export const WITHDRAW_QUESTION = {
  title: 'Withdraw this application?',
  description:
    'Screeners stop reviewing it and no match can be made with it. This cannot be undone.',
  confirmLabel: 'Withdraw',
} as const;
