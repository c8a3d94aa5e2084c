import * as z from 'zod';
import { badRequest } from '../../errors';

export const INVALID_REQUEST_KEY = 'The idempotency-key header must be a UUID';

/** The optional `idempotency-key` header (headers arrive lower-cased). */
export function idempotencyKeyOf(headers: Record<string, string | undefined>): string | undefined {
  const value = headers['idempotency-key'];
  if (value === undefined || value === '') return undefined;
  const parsed = z.uuid().safeParse(value.trim());
  if (!parsed.success) throw badRequest(INVALID_REQUEST_KEY);
  return parsed.data;
}
