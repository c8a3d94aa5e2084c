import { describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../../../../lambdas/keys/idempotency';
import {
  MAIL_SEND_LEASE_SECONDS,
  sendOnce,
  type MailClaim,
} from '../../../../../lambdas/services/mail/send-once';
import { MemoryTable } from '../../support/memory-table';

const claim: MailClaim = { scope: 'booking-mail', key: 'meeting-1#booked-attendee' };
const claimKey = idempotencyKeys.key(claim);
const start = new Date('2030-01-01T12:00:00.000Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000).toISOString();

/** A table, a clock that only the fake sleep moves, and a mailbox that counts what went out. */
function fixture(items: ConstructorParameters<typeof MemoryTable>[0] = []) {
  const table = new MemoryTable(items);
  let now = start.getTime();
  const waits: number[] = [];
  const hooks: { onWait?: (waited: number) => Promise<void> } = {};
  const deps = {
    table,
    clock: { now: () => new Date(now) },
    sleep: async (ms: number) => {
      waits.push(ms);
      now += ms;
      await hooks.onWait?.(now - start.getTime());
    },
  };
  const sent: string[] = [];
  const mail = (label: string) => async () => {
    sent.push(label);
  };
  return { table, deps, sent, mail, waits, hooks };
}

const stored = (table: MemoryTable) => table.items.get(`${claimKey.PK}\u0000${claimKey.SK}`);

/** A claim as a delivery that was stopped mid-send left it. */
const crashedClaim = (leaseUntil: string) => ({
  ...claimKey,
  state: 'sending',
  leaseUntil,
  claimedAt: at(-60),
  ttl: 1_900_000_000,
});

describe('sendOnce', () => {
  it('sends a mail once however often its event is delivered, and records it as sent', async () => {
    const f = fixture();
    expect(await sendOnce(f.deps, claim, f.mail('first'))).toBe('sent');
    expect(await sendOnce(f.deps, claim, f.mail('second'))).toBe('already sent');
    expect(await sendOnce(f.deps, claim, f.mail('third'))).toBe('already sent');
    expect(f.sent).toEqual(['first']);
    expect(stored(f.table)).toMatchObject({ state: 'sent', ttl: expect.any(Number) });
    expect(stored(f.table)).not.toHaveProperty('leaseUntil');
  });

  it('releases the claim of a failed send and rethrows, so the retry sends the mail', async () => {
    const f = fixture();
    const failure = new Error('mail service unavailable');
    await expect(
      sendOnce(f.deps, claim, async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(stored(f.table)).toBeUndefined();
    expect(await sendOnce(f.deps, claim, f.mail('retry'))).toBe('sent');
    expect(f.sent).toEqual(['retry']);
  });

  it('takes over a claim left sending by a crashed delivery once its lease ran out', async () => {
    const f = fixture([crashedClaim(at(-1))]);
    expect(await sendOnce(f.deps, claim, f.mail('redelivery'))).toBe('sent');
    expect(await sendOnce(f.deps, claim, f.mail('another'))).toBe('already sent');
    expect(f.sent).toEqual(['redelivery']);
    expect(f.waits).toEqual([]);
    expect(stored(f.table)).toMatchObject({ state: 'sent', ttl: 1_900_000_000 });
  });

  it('waits out a lease that still runs after a crash, then sends the mail', async () => {
    const f = fixture([crashedClaim(at(5))]);
    expect(await sendOnce(f.deps, claim, f.mail('redelivery'))).toBe('sent');
    expect(f.sent).toEqual(['redelivery']);
    // Looked again every second until the lease was over, and no longer.
    expect(f.waits.reduce((a, b) => a + b, 0)).toBe(5000);
    expect(Math.max(...f.waits)).toBeLessThanOrEqual(1000);
  });

  it('makes a second delivery wait while the first sends, then answers already sent', async () => {
    const f = fixture();
    let finishFirst!: () => void;
    const first = sendOnce(f.deps, claim, async () => {
      await new Promise<void>((resolve) => (finishFirst = resolve));
      f.sent.push('first');
    });
    // Three seconds into the second delivery's wait, the first delivery's send completes.
    f.hooks.onWait = async (waited) => {
      if (waited !== 3000) return;
      finishFirst();
      expect(await first).toBe('sent');
    };
    expect(await sendOnce(f.deps, claim, f.mail('second'))).toBe('already sent');
    expect(f.sent).toEqual(['first']);
    expect(f.waits).toEqual([1000, 1000, 1000]);
  });

  it('lets exactly one of two deliveries take over an expired claim', async () => {
    const f = fixture([crashedClaim(at(-1))]);
    let takeovers = 0;
    f.table.beforeWrite = (op) => {
      if (op.op === 'update' && op.expect?.exists && op.expect.equals?.leaseUntil === at(-1))
        takeovers += 1;
    };
    const outcomes = await Promise.all([
      sendOnce(f.deps, claim, f.mail('a')),
      sendOnce(f.deps, claim, f.mail('b')),
    ]);
    expect(takeovers).toBe(2);
    expect(outcomes.sort()).toEqual(['already sent', 'sent']);
    expect(f.sent).toHaveLength(1);
    expect(stored(f.table)).toMatchObject({ state: 'sent' });
  });

  it('reads again after losing a takeover race, and leaves the mail to the winner', async () => {
    const f = fixture([crashedClaim(at(-1))]);
    // Another delivery takes the claim over between this one's read and its takeover.
    f.table.beforeWrite = (op) => {
      if (op.op !== 'update' || op.expect?.exists !== true) return;
      f.table.beforeWrite = undefined;
      f.table.items.set(`${claimKey.PK}\u0000${claimKey.SK}`, {
        ...crashedClaim(at(MAIL_SEND_LEASE_SECONDS)),
        state: 'sent',
      });
    };
    expect(await sendOnce(f.deps, claim, f.mail('loser'))).toBe('already sent');
    expect(f.sent).toEqual([]);
  });

  it('answers already sent for a claim written before claims had a state', async () => {
    const f = fixture([{ ...claimKey, claimedAt: at(-3600), ttl: 1_900_000_000 }]);
    expect(await sendOnce(f.deps, claim, f.mail('again'))).toBe('already sent');
    expect(f.sent).toEqual([]);
    expect(f.waits).toEqual([]);
  });
});
