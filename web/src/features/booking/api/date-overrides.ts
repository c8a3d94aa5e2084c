import useSWR from 'swr';
import {
  ZDateOverride,
  ZDateOverrideList,
  type TPutDateOverride,
} from '@contracts/booking/date-override';
import { apiFetch } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { calendarKey } from './get-calendar';

export const dateOverridesKey = (calendarId: string) => `${calendarKey(calendarId)}/date-overrides`;

const overridePath = (calendarId: string, date: string) =>
  `${dateOverridesKey(calendarId)}/${encodeURIComponent(date)}`;

/** The page's date overrides, by date; keyed by the signed-in user too. */
export function useDateOverrides(calendarId: string, sub: string) {
  return useSWR(
    [dateOverridesKey(calendarId), sub],
    async () =>
      (await apiFetch(dateOverridesKey(calendarId), { schema: ZDateOverrideList })).overrides,
    { onError: (error: unknown) => toast.error('Error', { description: errorMessage(error) }) },
  );
}

/** Sets one date's hours (or marks it unavailable), replacing what it had. */
export const putDateOverride = (calendarId: string, date: string, input: TPutDateOverride) =>
  apiFetch(overridePath(calendarId, date), { method: 'PUT', body: input, schema: ZDateOverride });

export const deleteDateOverride = (calendarId: string, date: string) =>
  apiFetch<unknown>(overridePath(calendarId, date), { method: 'DELETE' });
