import { expect } from 'vitest';
import { ZApiError } from '@contracts/errors';
import type { ApiResponse } from './api-session';

/**
 * Asserts an API answer is the refusal expected: its status, and its message when given (the
 * spec's own text). The body is named on a status mismatch, so a failure says what came instead.
 */
export function expectError(res: ApiResponse, status: number, message?: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (message !== undefined) expect(ZApiError.parse(res.body).error.message).toBe(message);
}
