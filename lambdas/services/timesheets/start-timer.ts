import type { TTimerState } from '@contracts/timesheets/timer';
import type { Currency } from '@domain/timesheets/money';
import { timerMessages } from '@contracts/timesheets/timer';
import { conflict } from '../../errors';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/ids';
import type { Table } from '../../ports/table';
import { ownedBookingPage } from '../booking-pages/owned-booking-page';
import { confirmCurrency } from './currency-confirmation';
import { checkedWorkstream } from './entry-workstream';
import { getTimer } from './get-timer';
import { fromTimerItem, toTimerItem, toTimerRegistryItem } from './timer-item';

/**
 * Starts the caller's timer on one of their booking pages. A person runs one timer at a time:
 * it is created only where none exists, with its registry entry in the same transaction, so of
 * two starts at once exactly one wins and the other answers 409. A timer left past its 24 hours
 * is stopped first (its entry answered in `stopped`), so it never blocks a new one. The time it
 * logs locks the page's currency, so the currency is confirmed when it starts
 * (`currency-confirmation.ts`), and kept in the start's transaction.
 */
export async function startTimer(
  deps: {
    table: Pick<Table, 'get' | 'query' | 'queryAll' | 'transaction'>;
    clock: Clock;
    ids: IdGenerator;
  },
  input: {
    bookingPageId: string;
    sub: string;
    description: string;
    currency?: Currency | undefined;
    workstreamId?: string | null | undefined;
  },
): Promise<TTimerState> {
  const bookingPage = await ownedBookingPage(deps.table, input.bookingPageId, input.sub);
  const current = await getTimer(deps, { sub: input.sub });
  if (current.timer) throw conflict(timerMessages.alreadyRunning);
  const workstreamId = await checkedWorkstream(deps.table, bookingPage, input.workstreamId);
  const confirmed = await confirmCurrency(deps.table, bookingPage, input.currency);
  const fields = {
    sub: input.sub,
    bookingPageId: bookingPage.id,
    bookingPageName: bookingPage.name,
    startedAt: deps.clock.now().toISOString(),
    description: input.description,
    ...(workstreamId ? { workstreamId } : {}),
  };
  const alreadyRunning = conflict(timerMessages.alreadyRunning);
  const tx = deps.table
    .transaction()
    .create(toTimerItem(fields), alreadyRunning)
    .create(toTimerRegistryItem(fields), alreadyRunning);
  confirmed?.(tx);
  await tx.commit();
  return { timer: fromTimerItem(toTimerItem(fields)), stopped: current.stopped };
}
