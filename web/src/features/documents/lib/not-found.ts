import { ApiError } from '@/lib/api-client';

/** An unknown id, a malformed one, or another owner's document or library all read as "not found". */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
