import { ApiError } from '@/lib/api-client';
import { deadLinkFor, type DeadLink } from './dead-link';

export type { DeadLink } from './dead-link';

/** The dead-link state an API error stands for, or undefined for any other failure. */
export function deadLinkOf(error: unknown): DeadLink | undefined {
  return error instanceof ApiError ? deadLinkFor(error.status, error.message) : undefined;
}
