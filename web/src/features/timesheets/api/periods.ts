import useSWR from 'swr';
import { ZTimesheetPeriod, ZTimesheetPeriodList } from '@contracts/timesheets/period-approval';
import { apiFetch } from '@/lib/api-client';
import { periodPath, periodsPath } from './paths';

export { periodsPath };

/** The booking page's submitted periods, newest first, each with its state and history. */
export const getPeriods = (calendarId: string) =>
  apiFetch(periodsPath(calendarId), { schema: ZTimesheetPeriodList });

/** One submitted period as its consultant sees it. */
export const getPeriod = (calendarId: string, periodId: string) =>
  apiFetch(periodPath(calendarId, periodId), { schema: ZTimesheetPeriod });

/** Keyed by the page and the user; submitting, reopening and resending reload it by its path. */
export function usePeriods(calendarId: string, sub: string) {
  return useSWR([periodsPath(calendarId), sub], () => getPeriods(calendarId));
}
