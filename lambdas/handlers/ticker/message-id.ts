import { TICKER_MESSAGE_NOT_FOUND, ZTickerId } from '@contracts/ticker/ticker-message';
import { notFound } from '../../errors';

/** The `{id}` path parameter. An id that cannot exist is simply not found, like any unknown id. */
export function messageIdOf(params: Record<string, string | undefined>): string {
  const parsed = ZTickerId.safeParse(params);
  if (!parsed.success) throw notFound(TICKER_MESSAGE_NOT_FOUND);
  return parsed.data.id;
}
