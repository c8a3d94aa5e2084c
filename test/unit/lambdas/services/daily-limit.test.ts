import { describe, expect, it } from 'vitest';
import { dailyLimitMessages, DAILY_LIMITS } from '@contracts/system/daily-limits';
import { isAppError } from '../../../../lambdas/errors';
import { chargeDailyLimit } from '../../../../lambdas/services/daily-limit';
import { MemoryTable } from '../support/memory-table';
import { rejection } from '../support/rejection';

const LIMIT = DAILY_LIMITS.submissions;
const at = (iso: string) => new Date(iso);

/** One counted action in a transaction of its own, as a service would commit it. */
async function act(table: MemoryTable, now: Date, count = 1) {
  const tx = table.transaction();
  await chargeDailyLimit(table, tx, { sub: 'user-1', kind: 'submissions', now, count });
  await tx.commit();
}

describe('chargeDailyLimit', () => {
  it('allows the limit in a day, refuses the next with 429, and starts again the next UTC day', async () => {
    const table = new MemoryTable();
    for (let i = 0; i < LIMIT; i += 1) await act(table, at('2030-03-04T10:00:00Z'));
    expect(await rejection(act(table, at('2030-03-04T23:59:59Z')))).toEqual({
      status: 429,
      message: dailyLimitMessages.submissions,
    });
    await act(table, at('2030-03-05T00:00:00Z'));
  });

  it('refuses a batch that would pass the limit, even with places left', async () => {
    const table = new MemoryTable();
    await act(table, at('2030-03-04T10:00:00Z'), LIMIT - 1);
    expect((await rejection(act(table, at('2030-03-04T10:00:00Z'), 2))).status).toBe(429);
    await act(table, at('2030-03-04T10:00:00Z'), 1);
  });

  it('lets only one of two requests that read the same count take the last place', async () => {
    const table = new MemoryTable();
    const now = at('2030-03-04T10:00:00Z');
    await act(table, now, LIMIT - 1);
    const first = table.transaction();
    const second = table.transaction();
    await chargeDailyLimit(table, first, { sub: 'user-1', kind: 'submissions', now });
    await chargeDailyLimit(table, second, { sub: 'user-1', kind: 'submissions', now });
    await first.commit();
    const lost = await second.commit().catch((error: unknown) => error);
    expect(isAppError(lost) && lost.status === 409 && lost.retryable).toBe(true);
    expect((await rejection(act(table, now))).status).toBe(429);
  });
});
