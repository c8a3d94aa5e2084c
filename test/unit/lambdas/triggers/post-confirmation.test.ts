import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { handler, postConfirmationDeps } from '../../../../lambdas/triggers/post-confirmation';
import { MemoryTable } from '../support/memory-table';

const NOW = new Date('2026-12-06T20:00:00.000Z');

function withTable(table = new MemoryTable()) {
  postConfirmationDeps.override({
    table,
    clock: { now: () => NOW },
    ids: { newId: () => 'change-1' },
  });
  return table;
}

afterEach(() => postConfirmationDeps.override(undefined));

const event = (
  triggerSource: PostConfirmationTriggerEvent['triggerSource'],
  userAttributes: Record<string, string> = { sub: 'sub-1', email: 'dana@example.com' },
) =>
  ({
    version: '1',
    region: 'eu-west-2',
    userPoolId: 'eu-west-2_pool',
    userName: 'user-1',
    triggerSource,
    callerContext: { awsSdkVersion: 'test', clientId: 'client' },
    request: { userAttributes },
    response: {},
  }) as PostConfirmationTriggerEvent;

const writtenKeys = (table: MemoryTable) => [...table.items.values()].map((i) => i.PK).sort();

describe('the post confirmation trigger', () => {
  it('writes the reset notice and its mark for a password reset, answering the event', async () => {
    const table = withTable();
    const reset = event('PostConfirmation_ConfirmForgotPassword');
    expect(await handler(reset)).toEqual(reset);
    expect(writtenKeys(table)).toEqual(['OUTBOX#AccountSecurityChanged#change-1', 'PWRESET#sub-1']);
  });

  it('writes nothing for a confirmed sign-up', async () => {
    const table = withTable();
    const signUp = event('PostConfirmation_ConfirmSignUp');
    expect(await handler(signUp)).toEqual(signUp);
    expect(table.items.size).toBe(0);
  });

  it('never fails the reset: without a sub, or when the table fails, it answers the event', async () => {
    const table = withTable();
    table.beforeWrite = () => {
      throw new Error('the table went away');
    };
    const reset = event('PostConfirmation_ConfirmForgotPassword');
    expect(await handler(reset)).toEqual(reset);
    const noSub = event('PostConfirmation_ConfirmForgotPassword', { email: 'dana@example.com' });
    expect(await handler(noSub)).toEqual(noSub);
    expect(table.items.size).toBe(0);
  });
});
