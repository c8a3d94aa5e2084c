import useSWR from 'swr';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { routePath } from '@contracts/route';
import { callApi } from '@/lib/call-api';

/** The page's submitted periods' key: each period's path starts with it, so actions reload both. */
export const periodsPath = (bookingPageId: string) =>
  routePath(timesheetRoutes.listPeriods, { id: bookingPageId });

/** The booking page's submitted periods, newest first, each with its state and history. */
export const getPeriods = (bookingPageId: string) =>
  callApi(timesheetRoutes.listPeriods, {
    params: { id: bookingPageId },
    schema: timesheetRoutes.listPeriods.response,
  });

/** One submitted period as its consultant sees it. */
export const getPeriod = (bookingPageId: string, periodId: string) =>
  callApi(timesheetRoutes.getPeriod, {
    params: { id: bookingPageId, periodId },
    schema: timesheetRoutes.getPeriod.response,
  });

/** Keyed by the page and the user; submitting, reopening and resending reload it by its path. */
export function usePeriods(bookingPageId: string, sub: string) {
  return useSWR([periodsPath(bookingPageId), sub], () => getPeriods(bookingPageId));
}
