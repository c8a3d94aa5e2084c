import { periodMessages, type TTimesheetPeriod } from '@contracts/timesheets/period-approval';
import { conflict } from '../../errors';
import { ownedBookingPage } from '../booking-pages/owned-booking-page';
import { ownedPeriod } from './owned-period';
import { fromPeriodItem, periodKey, type PeriodItem } from './period-item';
import {
  moveEntries,
  periodChanged,
  periodEntryItems,
  requireOneTransaction,
} from './period-moves';
import { consultantEvent, type PeriodDeps } from './submit-period';

/** Why a period cannot move now: approved (final), or not awaiting approval. */
export function refuseMove(period: Pick<PeriodItem, 'state'>): void {
  if (period.state === 'approved') throw conflict(periodMessages.approvedLocked);
  if (period.state !== 'submitted') throw conflict(periodMessages.notSubmitted);
}

/**
 * Reopens a submitted period with the consultant's reason (the "reopen with a record"):
 * its entries become drafts again and its approval link stops working, in one transaction on
 * condition the period is still the submitted version read — so of an approval and a reopening
 * racing, exactly one lands, and the other is told what became of the period. An approved
 * period stays locked.
 */
export async function reopenPeriod(
  deps: Pick<PeriodDeps, 'table' | 'clock' | 'users'>,
  input: { bookingPageId: string; periodId: string; sub: string; reason: string },
): Promise<TTimesheetPeriod> {
  const bookingPage = await ownedBookingPage(deps.table, input.bookingPageId, input.sub);
  const period = await ownedPeriod(deps.table, bookingPage, input.periodId);
  refuseMove(period);
  const at = deps.clock.now().toISOString();
  const entries = (await periodEntryItems(deps.table, bookingPage, period)).filter(
    (e) => e.status === 'submitted',
  );
  requireOneTransaction(bookingPage, entries);
  const history = [
    ...period.history,
    await consultantEvent(deps.users, input.sub, { action: 'reopened', at, note: input.reason }),
  ];
  const changes = {
    state: 'reopened' as const,
    version: period.version + 1,
    history,
    updatedAt: at,
  };
  const tx = deps.table.transaction();
  tx.update(
    periodKey(bookingPage.id, period),
    { set: changes, remove: ['tokenHash'] },
    periodChanged(),
    { state: 'submitted', version: period.version },
  );
  moveEntries(tx, bookingPage, entries, 'draft', at);
  try {
    await tx.commit();
  } catch (error) {
    // Lost to the client's answer (or another tab): say what the period is now.
    refuseMove(await ownedPeriod(deps.table, bookingPage, input.periodId));
    throw error;
  }
  const { tokenHash: _old, ...rest } = period;
  return fromPeriodItem({ ...rest, ...changes });
}
