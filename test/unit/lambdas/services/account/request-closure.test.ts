import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_CLOSURE_REQUESTED,
  closeAccountMessages,
  RECENT_SIGN_IN_SECONDS,
} from '@contracts/account/close-account';
import { isAppError } from '../../../../../lambdas/errors';
import type { Identity } from '../../../../../lambdas/middleware/identity';
import type { TableItem, TransactionBuilder } from '../../../../../lambdas/ports/table';
import { requestClosure } from '../../../../../lambdas/services/account/request-closure';

const NOW = new Date('2026-12-02T10:00:00.000Z');
const nowSeconds = NOW.getTime() / 1000;

function deps(email: string | null = 'dana@example.com') {
  const written: TableItem[] = [];
  const tx = {
    create(item: TableItem) {
      written.push(item);
      return tx;
    },
    put(item: TableItem) {
      written.push(item);
      return tx;
    },
    commit: async () => undefined,
  } as unknown as TransactionBuilder;
  return {
    written,
    deps: {
      table: { transaction: () => tx },
      clock: { now: () => NOW },
      ids: { newId: () => 'closure-1' },
      users: { getEmail: async () => email },
    },
  };
}

const identity = (authTime?: number): Identity => ({
  sub: 'sub-1',
  username: 'sub-1',
  groups: [],
  isAdmin: false,
  passwordSignIn: true,
  ...(authTime ? { authTime } : {}),
});

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isAppError(error)) throw new Error('expected a refusal');
  return error;
}

describe('requestClosure', () => {
  it('hands a closure of a fresh sign-in with the account’s own e-mail to its consumer', async () => {
    const { deps: d, written } = deps();
    const answer = await requestClosure(d, {
      identity: identity(nowSeconds - 60),
      email: ' Dana@Example.com ',
    });
    expect(answer).toEqual({ status: 'closing' });
    // The account's mark, which every signed-in route reads, in the same transaction as the event.
    expect(written).toHaveLength(2);
    expect(written[0]).toEqual({
      PK: 'CLOSING#sub-1',
      SK: 'CLOSING',
      closureId: 'closure-1',
      requestedAt: NOW.toISOString(),
    });
    expect(written[1]).toMatchObject({ detailType: ACCOUNT_CLOSURE_REQUESTED });
    expect(JSON.parse(String(written[1]!.detail))).toEqual({
      closureId: 'closure-1',
      sub: 'sub-1',
      username: 'sub-1',
      email: 'dana@example.com',
    });
  });

  it.each([
    ['no sign-in time', undefined],
    ['a sign-in too long ago', nowSeconds - RECENT_SIGN_IN_SECONDS - 1],
  ])('asks to sign in again after %s, writing nothing', async (_, authTime) => {
    const { deps: d, written } = deps();
    const error = await refusal(
      requestClosure(d, { identity: identity(authTime), email: 'dana@example.com' }),
    );
    expect([error.code, error.status, error.message]).toEqual([
      'reauthenticate',
      403,
      closeAccountMessages.reauthenticate,
    ]);
    expect(written).toEqual([]);
  });

  it('refuses another address, on its field', async () => {
    const { deps: d, written } = deps();
    const error = await refusal(
      requestClosure(d, { identity: identity(nowSeconds), email: 'eve@example.com' }),
    );
    expect([error.status, error.fields]).toEqual([400, { email: closeAccountMessages.mismatch }]);
    expect(written).toEqual([]);
  });
});
