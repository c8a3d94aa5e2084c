import useSWR from 'swr';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { routePath } from '@contracts/route';
import { callApi } from '@/lib/call-api';

/** The page's submitted periods' key: each period's path starts with it, so actions reload both. */
export const periodsPath = (calendarId: string) =>
  routePath(timesheetRoutes.listPeriods, { id: calendarId });

/** The booking page's submitted periods, newest first, each with its state and history. */
export const getPeriods = (calendarId: string) =>
  callApi(timesheetRoutes.listPeriods, {
    params: { id: calendarId },
    schema: timesheetRoutes.listPeriods.response,
  });

/** One submitted period as its consultant sees it. */
export const getPeriod = (calendarId: string, periodId: string) =>
  callApi(timesheetRoutes.getPeriod, {
    params: { id: calendarId, periodId },
    schema: timesheetRoutes.getPeriod.response,
  });

/** Keyed by the page and the user; submitting, reopening and resending reload it by its path. */
export function usePeriods(calendarId: string, sub: string) {
  return useSWR([periodsPath(calendarId), sub], () => getPeriods(calendarId));
}
