import useSWR from 'swr';
import type { TPeriodFilter } from '@contracts/timesheets/period';
import { ZTimesheet } from '@contracts/timesheets/timesheet';
import { apiFetch } from '@/lib/api-client';
import { periodQuery } from '../lib/period-params';
import { timesheetKey } from './paths';

export { timesheetKey };

/** A period of one booking page's timesheet: meetings, entries and totals from the server. */
export const getTimesheet = (calendarId: string, period: TPeriodFilter) =>
  apiFetch(`${timesheetKey(calendarId)}?${periodQuery(period)}`, { schema: ZTimesheet });

/** Keyed by the page, the user and the period; the last period stays shown while the next loads. */
export function useTimesheet(calendarId: string, sub: string, period: TPeriodFilter) {
  const query = periodQuery(period).toString();
  return useSWR([timesheetKey(calendarId), sub, query], () => getTimesheet(calendarId, period), {
    keepPreviousData: true,
  });
}
