import { AUTO_STOP_NOTE, TIMER_DESCRIPTION_MAX } from '@domain/timesheets/timer';
import { CURRENCIES } from '@domain/timesheets/money';
import * as z from 'zod';
import { optionalText } from '../text-fields';
import { entryMessages, ZTimeEntry } from './entry';

/**
 * The timer of the timesheet page (spec: time tracking): one running timer per person, on one of
 * their booking pages; stopping it logs the time as a draft entry of that page.
 */

export const timerMessages = {
  alreadyRunning: 'A timer is already running. Stop it before starting another.',
  started: 'Timer started',
  /** Stopping makes an entry, and says so as the entry form does. */
  stopped: entryMessages.created,
  discarded: 'Timer discarded',
  discardConfirm: 'Discard the running timer? The time it has run is not logged.',
  notRunning: 'No timer is running',
  /** The toast when a timer ran into its 24 hours and was stopped by itself. */
  autoStopped: `${AUTO_STOP_NOTE}. Its time was logged as a draft entry.`,
  startFailed: 'Error starting the timer',
  stopFailed: 'Error stopping the timer',
  discardFailed: 'Error discarding the timer',
  loadFailed: 'Error loading the timer',
  /** A body that is not an object of the timer's fields. */
  invalid: 'Please send the timer details as an object',
} as const;

const ZTimerDescription = optionalText('The description', TIMER_DESCRIPTION_MAX);

/**
 * `POST /api/booking-pages/{id}/timer`: start a timer on that booking page; `currency` confirms the
 * page's currency when its first time is the timer's (see `ZSaveTimeEntry`).
 */
export const ZStartTimer = z.object(
  {
    description: ZTimerDescription,
    currency: z.enum(CURRENCIES, entryMessages.currency).optional(),
    /** The workstream the time is for, kept on the entry the stop makes (`ZSaveTimeEntry`). */
    workstreamId: z.uuid(entryMessages.workstream).nullable().optional(),
  },
  timerMessages.invalid,
);
export type TStartTimer = z.input<typeof ZStartTimer>;

/**
 * `POST /api/timer/stop`: a description given here replaces the one the timer ran with; with
 * neither, the entry reads "Timed work".
 */
export const ZStopTimer = z.object({ description: ZTimerDescription }, timerMessages.invalid);
export type TStopTimer = z.input<typeof ZStopTimer>;

export const ZRunningTimer = z.object({
  bookingPageId: z.string(),
  bookingPageName: z.string(),
  /** ISO in UTC: the elapsed time is counted from it, so it survives a reload. */
  startedAt: z.string(),
  description: z.string(),
  workstreamId: z.uuid().nullable(),
});
export type TRunningTimer = z.infer<typeof ZRunningTimer>;

/**
 * `GET /api/timer` and the start's answer: the running timer, if any, and the entry that a
 * timer past its 24 hours has just been stopped into (else null), so the page can say so.
 */
export const ZTimerState = z.object({
  timer: ZRunningTimer.nullable(),
  stopped: ZTimeEntry.nullable(),
});
export type TTimerState = z.infer<typeof ZTimerState>;
