import useSWR from 'swr';
import type { TPutDateOverride } from '@contracts/booking/date-override';
import { bookingPageRoutes } from '@contracts/booking-pages/routes';
import { routePath } from '@contracts/route';
import { callApi } from '@/lib/call-api';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

const { listDateOverrides, putDateOverride: put, deleteDateOverride: remove } = bookingPageRoutes;

export const dateOverridesKey = (bookingPageId: string) =>
  routePath(listDateOverrides, { id: bookingPageId });

/** The page's date overrides, by date; keyed by the signed-in user too. */
export function useDateOverrides(bookingPageId: string, sub: string) {
  return useSWR(
    [dateOverridesKey(bookingPageId), sub],
    async () =>
      (
        await callApi(listDateOverrides, {
          params: { id: bookingPageId },
          schema: listDateOverrides.response,
        })
      ).overrides,
    { onError: (error: unknown) => toast.error('Error', { description: errorMessage(error) }) },
  );
}

/** Sets one date's hours (or marks it unavailable), replacing what it had. */
export const putDateOverride = (bookingPageId: string, date: string, input: TPutDateOverride) =>
  callApi(put, { params: { id: bookingPageId, date }, body: input, schema: put.response });

export const deleteDateOverride = (bookingPageId: string, date: string) =>
  callApi(remove, { params: { id: bookingPageId, date } });
