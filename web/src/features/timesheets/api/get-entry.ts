import useSWR from 'swr';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { routePath } from '@contracts/route';
import { callApi } from '@/lib/call-api';

/** One entry with its times on the page's clock, for the edit form. */
export const getEntry = (bookingPageId: string, entryId: string) =>
  callApi(timesheetRoutes.getEntry, {
    params: { id: bookingPageId, entryId },
    schema: timesheetRoutes.getEntry.response,
  });

export function useEntry(bookingPageId: string, entryId: string, sub: string) {
  const key = routePath(timesheetRoutes.getEntry, { id: bookingPageId, entryId });
  return useSWR([key, sub], () => getEntry(bookingPageId, entryId), {
    shouldRetryOnError: false,
    // The form is filled once; a refetch must not overwrite what the user is typing.
    revalidateOnFocus: false,
  });
}
