import { calendarMessages } from '@contracts/booking/calendar';
import {
  connectionMessages,
  OAUTH_PROVIDERS,
  type TOAuthProvider,
} from '@contracts/booking/connection';
import * as z from 'zod';
import { notFound } from '../../errors';

type Params = Record<string, string | undefined>;

/** `{id}`: an id that cannot exist is simply not found, like an unknown or another owner's id. */
export function calendarIdOf(params: Params): string {
  const parsed = z.uuid().safeParse(params.id);
  if (!parsed.success) throw notFound(calendarMessages.notFound);
  return parsed.data;
}

export function connectionIdOf(params: Params): string {
  const parsed = z.uuid().safeParse(params.connectionId);
  if (!parsed.success) throw notFound(connectionMessages.notFound);
  return parsed.data;
}

export function providerOf(params: Params): TOAuthProvider {
  const parsed = z.enum(OAUTH_PROVIDERS).safeParse(params.provider);
  if (!parsed.success) throw notFound('Unknown calendar provider');
  return parsed.data;
}
