import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_CLOSURE_REQUESTED,
  type TAccountClosureRequested,
} from '@contracts/account/close-account';
import { outboxKeys } from '../../../../../lambdas/keys/outbox';
import {
  allowance,
  CLOSURE_LEASE_MS,
  forgetRounds,
  handOver,
  takeLease,
} from '../../../../../lambdas/services/account/closure-rounds';
import {
  fromOutboxItem,
  publishedChanges,
  toOutboxItem,
} from '../../../../../lambdas/services/outbox/outbox-item';
import { publishOutboxEvents } from '../../../../../lambdas/services/outbox/publish-outbox-events';
import {
  sweepOutbox,
  OUTBOX_SWEEP_AFTER_MS,
} from '../../../../../lambdas/services/outbox/sweep-outbox';
import { MemoryTable } from '../../support/memory-table';

const T0 = new Date('2026-12-02T10:00:00.000Z');
const at = (ms: number) => ({ now: () => new Date(T0.getTime() + ms) });
const event: TAccountClosureRequested = {
  closureId: 'closure-1',
  sub: 'sub-1',
  username: 'sub-1',
  email: 'dana@example.com',
};
const keyOf = (subject: string) =>
  outboxKeys.key({ detailType: ACCOUNT_CLOSURE_REQUESTED, subject });

function published() {
  const sent: { detailType: string; detail: object }[] = [];
  return {
    sent,
    events: {
      publish: async (detailType: string, detail: object) => {
        sent.push({ detailType, detail });
      },
    },
  };
}

describe('an account closure over several runs', () => {
  it('gives each run its time, but never stops one before it did something', () => {
    let now = 0;
    const time = allowance({ now: () => new Date(T0.getTime() + now) }, 1_000);
    expect(time.spent()).toBe(false);
    now = 5_000;
    // Nothing done yet: the run goes on.
    expect(time.spent()).toBe(false);
    time.did();
    expect(time.spent()).toBe(true);
    const fresh = allowance(at(0), 1_000);
    fresh.did();
    expect(fresh.spent()).toBe(false);
  });

  it('has the sweep publish a run’s event again only once its lease has run out', async () => {
    const table = new MemoryTable([
      toOutboxItem(ACCOUNT_CLOSURE_REQUESTED, 'closure-1', event, T0),
    ]);
    const { sent, events } = published();
    const deps = (ms: number) => ({ table, events, clock: at(ms) });
    // The relay publishes it; the run starts and takes its lease before the relay's mark lands.
    const relayed = fromOutboxItem((await table.get(keyOf('closure-1')))!)!;
    await takeLease(table, at(1_000), event);
    await publishOutboxEvents(deps(1_000), relayed);
    expect(await table.get(keyOf('closure-1'))).toHaveProperty('GSI1PK');
    // While the run may still be alive, the sweep leaves it.
    await sweepOutbox(deps(CLOSURE_LEASE_MS), {});
    expect(sent).toHaveLength(1);
    // The run died: after its lease, the sweep hands the closure to a new run.
    await sweepOutbox(deps(1_000 + CLOSURE_LEASE_MS + OUTBOX_SWEEP_AFTER_MS + 1), {});
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({ detailType: ACCOUNT_CLOSURE_REQUESTED, detail: event });
  });

  it('hands over to the next round, then forgets every round’s event', async () => {
    const table = new MemoryTable([
      toOutboxItem(ACCOUNT_CLOSURE_REQUESTED, 'closure-1', event, T0),
    ]);
    await table.update(keyOf('closure-1'), publishedChanges(T0));
    await takeLease(table, at(0), event);
    expect(await handOver(table, at(1), event)).toEqual({ status: 'continuing', round: 1 });
    const next = (await table.get(keyOf('closure-1#1')))!;
    expect(JSON.parse(String(next.detail))).toEqual({ ...event, round: 1 });
    // The handed-over round is published and off the sweep's index.
    expect(await table.get(keyOf('closure-1'))).not.toHaveProperty('GSI1PK');
    await forgetRounds(table, { ...event, round: 1 });
    expect(table.items.size).toBe(0);
  });
});
