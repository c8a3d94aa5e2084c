import type { TEntryStatus } from '@contracts/timesheets/entry';
import { timesheetMessages, type TStatusResult } from '@contracts/timesheets/timesheet';
import type { PeriodFilter } from '@domain/timesheets/periods';
import { AppError, conflict } from '../../errors';
import type { Clock } from '../../ports/clock';
import { MAX_TRANSACTION_OPS, type Table } from '../../ports/table';
import { ownedCalendar } from '../calendars/owned-calendar';
import { countEntryWrites, entryDay } from './day-sums-item';
import { entriesQuery, entryKey, fromEntryItem, type EntryItem } from './entry-item';
import { rangeOf, resolvePeriod } from './resolve-period';

/** The two moves an owner makes (spec §4): drafts are submitted, then approved once signed off. */
export const STATUS_MOVES = {
  submit: { from: 'draft', to: 'submitted', nothing: timesheetMessages.nothingToSubmit },
  approve: { from: 'submitted', to: 'approved', nothing: timesheetMessages.nothingToApprove },
} as const satisfies Record<string, { from: TEntryStatus; to: TEntryStatus; nothing: string }>;
export type StatusMove = keyof typeof STATUS_MOVES;

const ATTEMPTS = 3;
const CHANGED = () => conflict(timesheetMessages.changedMeanwhile);

/**
 * Moves every entry of the period in the earlier status (or only those named) to the next one,
 * keeping the change with its time in the entry's history. Each write holds only if the entry is
 * still in the earlier status and unedited since it was read, so an edit racing a submit either
 * lands before it (and is submitted) or is refused after it. Entries move in transactions of up
 * to 100 writes, each with the sums of the days its entries start on; a clash re-reads the
 * period and moves what is left, so a retry never moves an entry twice. 400 when the period
 * holds nothing to move.
 */
export async function changeStatus(
  deps: { table: Pick<Table, 'get' | 'queryAll' | 'transaction'>; clock: Clock },
  input: {
    calendarId: string;
    sub: string;
    move: StatusMove;
    period: PeriodFilter;
    entryIds?: string[] | undefined;
  },
): Promise<TStatusResult> {
  const move = STATUS_MOVES[input.move];
  const calendar = await ownedCalendar(deps.table, input.calendarId, input.sub);
  const now = deps.clock.now();
  const period = resolvePeriod(input.period, now, calendar.timeZone);
  const range = rangeOf(period);
  const wanted = input.entryIds ? new Set(input.entryIds) : undefined;

  let changed = 0;
  for (let attempt = 1; ; attempt += 1) {
    const items = await deps.table.queryAll<EntryItem>(
      entriesQuery(calendar.id, range.from, range.to, true),
    );
    const due = items.filter((e) => e.status === move.from && (!wanted || wanted.has(e.id)));
    if (due.length === 0) {
      if (changed === 0) throw new AppError('validation_error', move.nothing);
      return { changed, status: move.to };
    }
    try {
      for (const batch of withTheirDays(due, entryDay(calendar.timeZone))) {
        const tx = deps.table.transaction();
        for (const entry of batch) {
          tx.update(
            entryKey(entry),
            {
              set: {
                status: move.to,
                statusHistory: [
                  ...(entry.statusHistory ?? []),
                  { status: move.to, at: now.toISOString() },
                ],
              },
            },
            CHANGED(),
            { status: move.from, updatedAt: entry.updatedAt },
          );
        }
        countEntryWrites(
          tx,
          calendar,
          batch.map((entry) => {
            const before = fromEntryItem(entry);
            return { before, after: { ...before, status: move.to } };
          }),
        );
        await tx.commit();
        changed += batch.length;
      }
      return { changed, status: move.to };
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'conflict' || attempt >= ATTEMPTS)
        throw error;
    }
  }
}

/**
 * The entries (oldest first) in runs that each fit one transaction together with one sums write
 * for every day its entries start on.
 */
export function withTheirDays(
  entries: readonly EntryItem[],
  dayOf: (startTime: string) => string,
): EntryItem[][] {
  const runs: EntryItem[][] = [];
  let run: EntryItem[] = [];
  let days = new Set<string>();
  for (const entry of entries) {
    const day = dayOf(entry.startTime);
    const added = days.has(day) ? 1 : 2;
    if (run.length + days.size + added > MAX_TRANSACTION_OPS) {
      runs.push(run);
      run = [];
      days = new Set();
    }
    run.push(entry);
    days.add(day);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}
