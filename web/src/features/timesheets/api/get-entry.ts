import useSWR from 'swr';
import { ZTimeEntryDetail } from '@contracts/timesheets/entry';
import { apiFetch } from '@/lib/api-client';
import { entryPath } from './paths';

/** One entry with its times on the page's clock, for the edit form. */
export const getEntry = (calendarId: string, entryId: string) =>
  apiFetch(entryPath(calendarId, entryId), { schema: ZTimeEntryDetail });

export function useEntry(calendarId: string, entryId: string, sub: string) {
  return useSWR([entryPath(calendarId, entryId), sub], () => getEntry(calendarId, entryId), {
    shouldRetryOnError: false,
    // The form is filled once; a refetch must not overwrite what the user is typing.
    revalidateOnFocus: false,
  });
}
