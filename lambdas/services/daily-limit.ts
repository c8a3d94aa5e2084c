import {
  dailyLimitMessages,
  DAILY_LIMITS,
  type DailyLimitKind,
} from '@contracts/system/daily-limits';
import { concurrentWrite, tooManyRequests } from '../errors';
import { dailyCountKeys } from '../keys/daily-count';
import type { Table, TableKey, TransactionBuilder } from '../ports/table';
import { addToCounter, readCounter } from './counter';

/** A day's count outlives the day a little, then the table's TTL removes it. */
const COUNT_TTL_SECONDS = 2 * 24 * 60 * 60;

/**
 * Adds `count` of `kind` to the account's tally for today (UTC) inside `tx`, the transaction of
 * the write being counted, so a refused request writes nothing. 429 with the kind's message when
 * the tally would pass the limit. The tally is written on condition that it still holds what was
 * read, so two requests at once never both take the last place: the loser is a retryable clash.
 * Returns the tally's key, for a caller that withdraws the write to give the place back.
 */
export async function chargeDailyLimit(
  table: Pick<Table, 'get'>,
  tx: TransactionBuilder,
  input: { sub: string; kind: DailyLimitKind; now: Date; count?: number },
): Promise<TableKey | undefined> {
  const count = input.count ?? 1;
  if (count <= 0) return undefined;
  const key = dailyCountKeys.key({
    kind: input.kind,
    sub: input.sub,
    day: input.now.toISOString().slice(0, 10),
  });
  const counter = await readCounter(table, key);
  if (counter.count + count > DAILY_LIMITS[input.kind])
    throw tooManyRequests(dailyLimitMessages[input.kind]);
  const ttl = Math.floor(input.now.getTime() / 1000) + COUNT_TTL_SECONDS;
  addToCounter(tx, { ...counter, ttl }, count, concurrentWrite());
  return key;
}
