import { bookingPageMessages } from '@contracts/booking/booking-page';
import type { TTimeEntry } from '@contracts/timesheets/entry';
import { timerMessages } from '@contracts/timesheets/timer';
import { timerEntryDescription, timerEntryTimes } from '@domain/timesheets/timer';
import { isAppError, notFound } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table, TransactionBuilder } from '../../ports/table';
import { ownedBookingPage } from '../booking-pages/owned-booking-page';
import { writeNewEntry } from './new-entry';
import { timerKey, timerRegistryKey, type TimerItem } from './timer-item';

type StopDeps = {
  table: Pick<Table, 'get' | 'queryAll' | 'transaction'>;
  clock: Clock;
  ids: IdGenerator;
};

/** The person's running timer, read strongly consistently; 404 when none runs. */
export async function runningTimer(table: Pick<Table, 'get'>, sub: string): Promise<TimerItem> {
  const timer = await table.get<TimerItem>(timerKey(sub), { consistent: true });
  if (!timer) throw notFound(timerMessages.notRunning);
  return timer;
}

/**
 * Removes the timer and its registry entry together, only if it is still the one read (same
 * start); else 404, as it was stopped or discarded meanwhile.
 */
export const removeTimer = (tx: TransactionBuilder, timer: TimerItem): TransactionBuilder =>
  tx
    .delete(timerKey(timer.sub), notFound(timerMessages.notRunning), {
      startedAt: timer.startedAt,
    })
    .deleteIfAny(timerRegistryKey(timer));

/**
 * Stops the person's timer into a draft entry of its booking page, made as every new entry is
 * (`new-entry.ts`: counted in the page's day sums, billable at the page's default rate), and
 * removes the timer in the same transaction: of two stops at once, one makes the entry and the
 * other finds no timer (404). The entry runs from the start to `stoppedAt` on whole minutes, at
 * most 24 hours; one that reached them says so in its description. A timer whose page was
 * deleted meanwhile is removed, and the page answers 404.
 */
export async function stopTimer(
  deps: StopDeps,
  input: { sub: string; stoppedAt: Date; description?: string; timer?: TimerItem },
): Promise<{ entry: TTimeEntry; autoStopped: boolean }> {
  const timer = input.timer ?? (await runningTimer(deps.table, input.sub));
  const bookingPage = await pageOf(deps, timer);
  const { autoStopped, ...times } = timerEntryTimes(new Date(timer.startedAt), input.stoppedAt);
  const entry = await writeNewEntry(
    deps,
    {
      bookingPage,
      sub: timer.sub,
      times,
      description: timerEntryDescription({
        running: timer.description,
        given: input.description,
        autoStopped,
      }),
      billable: true,
      hourlyRate: undefined,
      // Checked when the timer started; an engagement changed since keeps the entry's label.
      workstreamId: timer.workstreamId,
    },
    (tx) => removeTimer(tx, timer),
  );
  return { entry, autoStopped };
}

async function pageOf(deps: StopDeps, timer: TimerItem) {
  try {
    return await ownedBookingPage(deps.table, timer.bookingPageId, timer.sub);
  } catch (error) {
    if (!isAppError(error) || error.code !== 'not_found') throw error;
    // Gone with its page: nothing to log it on, so the timer goes too.
    await removeTimer(deps.table.transaction(), timer)
      .commit()
      .catch((removal: unknown) => {
        if (!isAppError(removal) || removal.code !== 'not_found') throw removal;
      });
    throw notFound(bookingPageMessages.notFound);
  }
}
