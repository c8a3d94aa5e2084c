import { ApiError } from '@/lib/api-client';
import { changedSinceOpened, deadLinkFor, type DeadLink } from './dead-link';

export type { DeadLink } from './dead-link';

/** The dead-link state an API error stands for, or undefined for any other failure. */
export function deadLinkOf(error: unknown): DeadLink | undefined {
  return error instanceof ApiError ? deadLinkFor(error.status, error.message) : undefined;
}

/** Whether an API error says the period changed since the page was loaded. */
export const changedOf = (error: unknown): boolean =>
  error instanceof ApiError && changedSinceOpened(error.status, error.message);
