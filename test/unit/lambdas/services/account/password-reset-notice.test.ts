import { describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_SECURITY_CHANGED,
  ZAccountSecurityChanged,
} from '@contracts/account/account-security';
import { noticePasswordReset } from '../../../../../lambdas/services/account/password-reset-notice';
import { fromOutboxItem } from '../../../../../lambdas/services/outbox/outbox-item';
import { MemoryTable } from '../../support/memory-table';

const account = { sub: 'sub-1', username: 'user-1' };
const AT = new Date('2026-12-06T20:00:10.000Z');

function setUp(table = new MemoryTable()) {
  let now = AT;
  let id = 0;
  const log = { info: vi.fn(), error: vi.fn() };
  const deps = {
    table,
    clock: { now: () => now },
    ids: { newId: () => `change-${++id}` },
    log,
  };
  return {
    table,
    log,
    notice: () => noticePasswordReset(deps, account),
    at: (seconds: number) => (now = new Date(AT.getTime() + seconds * 1000)),
  };
}

/** The security notices waiting in the outbox, as the consumer will read them. */
const notices = (table: MemoryTable) =>
  [...table.items.values()]
    .map((item) => fromOutboxItem(item))
    .filter((events) => events?.detailType === ACCOUNT_SECURITY_CHANGED)
    .flatMap((events) => events!.details.map((d) => ZAccountSecurityChanged.parse(d)));

describe('the password reset notice', () => {
  it('puts one reset notice for the account in the outbox', async () => {
    const { table, notice } = setUp();
    expect(await notice()).toBe('written');
    expect(notices(table)).toEqual([
      {
        changeId: 'change-1',
        sub: 'sub-1',
        username: 'user-1',
        change: 'password-reset',
        at: AT.toISOString(),
      },
    ]);
  });

  it('is written once when Cognito calls the trigger again, even across a minute', async () => {
    const { table, notice, at } = setUp();
    expect(await notice()).toBe('written');
    at(15);
    expect(await notice()).toBe('already');
    at(55);
    expect(await notice()).toBe('already');
    expect(notices(table)).toHaveLength(1);
  });

  it('tells a later reset of the same account again', async () => {
    const { table, notice, at } = setUp();
    await notice();
    at(150);
    expect(await notice()).toBe('written');
    expect(notices(table).map((n) => n.change)).toEqual(['password-reset', 'password-reset']);
  });

  it('never throws: a failed write is logged and the reset stands', async () => {
    const table = new MemoryTable();
    table.beforeWrite = () => {
      throw new Error('ProvisionedThroughputExceededException');
    };
    const { notice, log } = setUp(table);
    expect(await notice()).toBe('failed');
    expect(log.error).toHaveBeenCalledOnce();
    expect(notices(table)).toEqual([]);
  });
});
