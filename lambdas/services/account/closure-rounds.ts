import {
  ACCOUNT_CLOSURE_REQUESTED,
  type TAccountClosureRequested,
} from '@contracts/account/close-account';
import { outboxKeys } from '../../keys/outbox';
import type { Clock } from '../../ports/clock';
import { ConditionFailed, type Table } from '../../ports/table';
import { leaseChanges, publishedChanges, toOutboxItem } from '../outbox/outbox-item';

/**
 * How an account closure larger than one run goes on (docs/events.md, "Account closure"). Each
 * run is a round with its own `AccountClosureRequested` in the outbox:
 * - starting, the run takes a lease on its round's event: filed again as unpublished, due after
 *   the run's end, so if the run dies (a time-out, a crash) the outbox sweep publishes it again
 *   and the next run goes on where this one stopped;
 * - when its time is spent, the run hands over: the next round's event, which the relay
 *   publishes at once, and its own marked published;
 * - the last run deletes every round's event (they hold the address).
 */

/** How long one run works before handing over: well inside the consumer's 60-second timeout. */
export const CLOSURE_RUN_MS = 40_000;
/** When a run's lease ends: past the consumer's timeout, so no live run is published again. */
export const CLOSURE_LEASE_MS = 2 * 60_000;

const roundOf = (event: TAccountClosureRequested) => event.round ?? 0;
const subject = (closureId: string, round: number) =>
  round === 0 ? closureId : `${closureId}#${round}`;
const eventKey = (closureId: string, round: number) =>
  outboxKeys.key({ detailType: ACCOUNT_CLOSURE_REQUESTED, subject: subject(closureId, round) });

type RoundTable = Pick<Table, 'update' | 'put' | 'delete'>;

/** This run's lease on its own event; an event already deleted (a finished closure) stays so. */
export async function takeLease(table: RoundTable, clock: Clock, event: TAccountClosureRequested) {
  const key = eventKey(event.closureId, roundOf(event));
  const due = new Date(clock.now().getTime() + CLOSURE_LEASE_MS);
  try {
    await table.update(key, leaseChanges(key, due), { exists: true });
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
  }
}

/** The rest goes to the next run: its event written (the relay publishes it), this one's done. */
export async function handOver(table: RoundTable, clock: Clock, event: TAccountClosureRequested) {
  const now = clock.now();
  const round = roundOf(event) + 1;
  const next: TAccountClosureRequested = { ...event, round };
  await table.put(
    toOutboxItem(ACCOUNT_CLOSURE_REQUESTED, subject(event.closureId, round), next, now),
  );
  await table
    .update(eventKey(event.closureId, round - 1), publishedChanges(now), { exists: true })
    .catch((error: unknown) => {
      // Already gone: nothing to mark. Anything else: the sweep publishes it once more, and the
      // run it starts finds little or nothing left to do.
      if (!(error instanceof ConditionFailed)) throw error;
    });
  return { status: 'continuing' as const, round };
}

/** Every round's event up to this one: the closure is done. */
export async function forgetRounds(table: RoundTable, event: TAccountClosureRequested) {
  for (let round = 0; round <= roundOf(event); round += 1)
    await table.delete(eventKey(event.closureId, round));
}

/**
 * A run's allowance of time: spent once `ms` have passed, but never before one piece of work is
 * done, so every run moves the closure on.
 */
export function allowance(clock: Clock, ms: number) {
  const until = clock.now().getTime() + ms;
  let done = 0;
  return {
    spent: () => done > 0 && clock.now().getTime() >= until,
    did: () => {
      done += 1;
    },
  };
}
export type Allowance = ReturnType<typeof allowance>;
