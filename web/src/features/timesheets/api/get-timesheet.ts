import useSWR from 'swr';
import type { TPeriodFilter } from '@contracts/timesheets/period';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { routePath } from '@contracts/route';
import { callApi } from '@/lib/call-api';
import { periodQuery } from '../lib/period-params';

/**
 * The overview's key: SWR keys of the page's timesheet start with it, so actions that change
 * entries revalidate it.
 */
export const timesheetKey = (bookingPageId: string) =>
  routePath(timesheetRoutes.getTimesheet, { id: bookingPageId });

/** A period of one booking page's timesheet: meetings, entries and totals from the server. */
export const getTimesheet = (bookingPageId: string, period: TPeriodFilter) =>
  callApi(timesheetRoutes.getTimesheet, {
    params: { id: bookingPageId },
    query: Object.fromEntries(periodQuery(period)),
    schema: timesheetRoutes.getTimesheet.response,
  });

/** Keyed by the page, the user and the period; the last period stays shown while the next loads. */
export function useTimesheet(bookingPageId: string, sub: string, period: TPeriodFilter) {
  const query = periodQuery(period).toString();
  return useSWR(
    [timesheetKey(bookingPageId), sub, query],
    () => getTimesheet(bookingPageId, period),
    {
      keepPreviousData: true,
    },
  );
}
