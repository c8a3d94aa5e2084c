import { meetingMessages } from '@contracts/booking/meeting';
import * as z from 'zod';
import { notFound } from '../../errors';
import { calendarIdOf } from './path-params';

/**
 * `{id}` and `{meetingId}`: ids that cannot exist are simply not found, like unknown ones or
 * another owner's.
 */
export function meetingIdsOf(params: Record<string, string | undefined>): {
  calendarId: string;
  meetingId: string;
} {
  const calendarId = calendarIdOf(params);
  const parsed = z.uuid().safeParse(params.meetingId);
  if (!parsed.success) throw notFound(meetingMessages.notFound);
  return { calendarId, meetingId: parsed.data };
}
