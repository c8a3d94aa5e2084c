import useSWR from 'swr';
import { ZTimeEntry } from '@contracts/timesheets/entry';
import { ZTimerState, type TStartTimer, type TStopTimer } from '@contracts/timesheets/timer';
import { apiFetch } from '@/lib/api-client';
import { timerPath, timerStartPath } from './paths';

export { timerPath };

/** The running timer, if any; one that ran its 24 hours comes back stopped, in `stopped`. */
export const getTimer = () => apiFetch(timerPath, { schema: ZTimerState });

/** Starts a timer on the page; 409 while another one runs. */
export const startTimer = (calendarId: string, body: TStartTimer) =>
  apiFetch(timerStartPath(calendarId), { method: 'POST', body, schema: ZTimerState });

/** Stops the timer into a draft entry of its page. */
export const stopTimer = (body: TStopTimer) =>
  apiFetch(`${timerPath}/stop`, { method: 'POST', body, schema: ZTimeEntry });

/** Throws the running timer away, logging nothing. */
export const discardTimer = () => apiFetch(timerPath, { method: 'DELETE' });

/** Keyed by the user: the timer is theirs, whichever page shows it. */
export function useTimer(sub: string) {
  return useSWR([timerPath, sub], getTimer);
}
