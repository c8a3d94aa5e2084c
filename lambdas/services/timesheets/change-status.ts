import type { TEntryStatus } from '@contracts/timesheets/entry';
import { timesheetMessages, type TStatusResult } from '@contracts/timesheets/timesheet';
import type { PeriodFilter } from '@domain/timesheets/periods';
import { AppError, conflict } from '../../errors';
import type { Clock } from '../../ports/clock';
import { MAX_TRANSACTION_OPS, type Table } from '../../ports/table';
import { ownedCalendar } from '../calendars/owned-calendar';
import { entriesQuery, entryKey, type EntryItem } from './entry-item';
import { resolvePeriod } from './resolve-period';

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
 * to 100; a clash re-reads the period and moves what is left, so a retry never moves an entry
 * twice. 400 when the period holds nothing to move.
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
  const range = { from: new Date(period.from), to: new Date(period.to) };
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
      for (let i = 0; i < due.length; i += MAX_TRANSACTION_OPS) {
        const batch = due.slice(i, i + MAX_TRANSACTION_OPS);
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
