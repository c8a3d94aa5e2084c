import useSWR from 'swr';
import { ZConnectionList } from '@contracts/booking/connection';
import { apiFetch } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { calendarKey } from './get-calendar';

export const connectionsKey = (calendarId: string) => `${calendarKey(calendarId)}/connections`;

/** The calendars connected to a booking page, oldest (the primary one) first. */
export async function getConnections(calendarId: string) {
  const data = await apiFetch(connectionsKey(calendarId), { schema: ZConnectionList });
  return data.connections;
}

/** Keyed by the signed-in user too; a failed load says "Error" with the reason (spec §8). */
export function useConnections(calendarId: string, sub: string) {
  return useSWR([connectionsKey(calendarId), sub], () => getConnections(calendarId), {
    onError: (error: unknown) => toast.error('Error', { description: errorMessage(error) }),
  });
}
