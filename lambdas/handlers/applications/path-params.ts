import { applicationMessages } from '@contracts/applications/application';
import * as z from 'zod';
import { badRequest, notFound } from '../../errors';

type Params = Record<string, string | undefined>;

/** `{id}` of an application: an id that cannot exist is simply not found. */
export function applicationIdOf(params: Params): string {
  const parsed = z.uuid().safeParse(params.id);
  if (!parsed.success) throw notFound(applicationMessages.notFound);
  return parsed.data;
}

export const INVALID_REQUEST_KEY = 'The idempotency-key header must be a UUID';

/** The optional `idempotency-key` header (headers arrive lower-cased). */
export function idempotencyKeyOf(headers: Record<string, string | undefined>): string | undefined {
  const value = headers['idempotency-key'];
  if (value === undefined || value === '') return undefined;
  const parsed = z.uuid().safeParse(value.trim());
  if (!parsed.success) throw badRequest(INVALID_REQUEST_KEY);
  return parsed.data;
}
