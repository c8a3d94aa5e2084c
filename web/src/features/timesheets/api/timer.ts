import useSWR from 'swr';
import type { TStartTimer, TStopTimer } from '@contracts/timesheets/timer';
import { timesheetRoutes } from '@contracts/timesheets/routes';
import { callApi } from '@/lib/call-api';

/** The person's one running timer, whatever page it runs on: its key. */
export const timerPath = timesheetRoutes.getTimer.path;

/** The running timer, if any; one that ran its 24 hours comes back stopped, in `stopped`. */
export const getTimer = () =>
  callApi(timesheetRoutes.getTimer, { schema: timesheetRoutes.getTimer.response });

/** Starts a timer on the page; 409 while another one runs. */
export const startTimer = (bookingPageId: string, body: TStartTimer) =>
  callApi(timesheetRoutes.startTimer, {
    params: { id: bookingPageId },
    body,
    schema: timesheetRoutes.startTimer.response,
  });

/** Stops the timer into a draft entry of its page. */
export const stopTimer = (body: TStopTimer) =>
  callApi(timesheetRoutes.stopTimer, { body, schema: timesheetRoutes.stopTimer.response });

/** Throws the running timer away, logging nothing. */
export const discardTimer = () => callApi(timesheetRoutes.discardTimer);

/** Keyed by the user: the timer is theirs, whichever page shows it. */
export function useTimer(sub: string) {
  return useSWR([timerPath, sub], getTimer);
}
