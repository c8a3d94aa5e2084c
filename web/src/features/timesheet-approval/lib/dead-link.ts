import { periodMessages } from '@contracts/timesheets/period-approval';

/**
 * Why a link cannot be acted on: unknown, expired or replaced (a newer link was sent, or the
 * period was reopened) opens nothing; used (answered already, here or in another tab) still
 * shows the period, read-only.
 */
export type DeadLink = 'invalid' | 'used';

/** The state an API answer's status and message stand for (404: invalid; 409: used). */
export function deadLinkFor(status: number, message: string): DeadLink | undefined {
  if (status === 404) return 'invalid';
  if (status === 409 && message === periodMessages.linkUsed) return 'used';
  return undefined;
}

/**
 * Whether an answer was refused because the period's lines or terms changed after the page was
 * loaded (409): nothing was recorded and the link still works once the page is reloaded.
 */
export const changedSinceOpened = (status: number, message: string): boolean =>
  status === 409 && message === periodMessages.changedSinceOpened;
