import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBookingPage } from '@contracts/booking/booking-page';
import type { TOAuthProvider } from '@contracts/booking/connection';
import { calendarConnectionKeys } from '../../lambdas/keys/calendar-connection';
import type { Table } from '../../lambdas/ports/table';
import {
  createUser,
  signedInCaller,
  userCaller,
  type Caller,
  type PoolUser,
} from '../support/api-session';
import { createOpenPage } from '../support/booking-pages';
import { calendarConnect } from '../support/calendar-connect';
import { startFakeProviders, type FakeProviders } from '../support/fake-calendar-providers';
import { waitForMail } from '../support/outbox';
import { startStack, type StartedStack } from '../support/stack';
import { stackTable } from '../support/table';

// Its own stack: the shared one has no calendar credentials.
let fakes: FakeProviders;
let stack: StartedStack;
let table: Table;
let owner: Caller;

beforeAll(async () => {
  fakes = await startFakeProviders();
  stack = await startStack({ web: false, calendarProviders: fakes.env() });
  table = stackTable(stack);
  owner = await userCaller(stack);
});

afterAll(async () => {
  await stack?.stop();
  await fakes?.stop();
});

let current: () => Caller = () => owner;
const { connect } = calendarConnect(() => current());

const createPage = (caller: Caller, name = 'Granted page') =>
  createOpenPage(caller, { name, slugPrefix: 'grants', timeZone: 'UTC' });

/** Connects `provider` to the page: the connection, and the refresh token the provider issued. */
async function connectWithToken(page: TBookingPage, provider: TOAuthProvider) {
  const connection = await connect(page, provider);
  const token = fakes[provider].issuedRefreshTokens.at(-1)!;
  return { connection, token };
}

/** Whether the provider still honours the refresh token (a refresh grant at its token endpoint). */
async function honoured(provider: TOAuthProvider, refreshToken: string): Promise<boolean> {
  const fake = fakes[provider];
  const answer = await fake.token(
    new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: fake.clientId,
      client_secret: fake.clientSecret,
    }),
  );
  return answer.status === 200;
}

const connectionsStored = (page: TBookingPage) =>
  table.queryAll({
    ...calendarConnectionKeys.inPartition({ bookingPageId: page.id }),
    consistent: true,
  });

const disconnect = (page: TBookingPage, connectionId: string) =>
  owner.call('DELETE', `/api/booking-pages/${page.id}/connections/${connectionId}`);

describe('disconnecting a calendar', () => {
  it('revokes a Google grant at Google, and deletes its token', async () => {
    current = () => owner;
    const page = await createPage(owner);
    const { connection, token } = await connectWithToken(page, 'google');
    expect(await honoured('google', token)).toBe(true);

    expect((await disconnect(page, connection.id)).status).toBe(204);
    expect(fakes.google.revokedRefreshTokens).toContain(token);
    expect(await honoured('google', token)).toBe(false);
    expect(await connectionsStored(page)).toEqual([]);
  });

  it('deletes a Microsoft token, which Microsoft offers no way to revoke', async () => {
    current = () => owner;
    const page = await createPage(owner);
    const { connection } = await connectWithToken(page, 'microsoft');
    const revokedAtGoogle = fakes.google.revokedRefreshTokens.length;

    expect((await disconnect(page, connection.id)).status).toBe(204);
    expect(await connectionsStored(page)).toEqual([]);
    expect(fakes.microsoft.revokedRefreshTokens).toEqual([]);
    expect(fakes.google.revokedRefreshTokens).toHaveLength(revokedAtGoogle);
  });

  it('goes ahead when Google cannot revoke: the token is deleted all the same', async () => {
    current = () => owner;
    const page = await createPage(owner);
    const { connection, token } = await connectWithToken(page, 'google');
    fakes.google.revokeFailure = 503;
    try {
      expect((await disconnect(page, connection.id)).status).toBe(204);
    } finally {
      fakes.google.revokeFailure = undefined;
    }
    expect(await connectionsStored(page)).toEqual([]);
    expect(fakes.google.revokedRefreshTokens).not.toContain(token);
  });
});

describe('closing an account', () => {
  it('revokes the grant of every connected calendar', async () => {
    const person: PoolUser = await createUser(stack, 'granted');
    const leaving = await signedInCaller(stack, person);
    current = () => leaving;
    const first = await createPage(leaving, 'First');
    const second = await createPage(leaving, 'Second');
    const grants = [
      await connectWithToken(first, 'google'),
      await connectWithToken(second, 'google'),
      await connectWithToken(second, 'microsoft'),
    ];

    const closing = await leaving.call('POST', '/api/account/close', {
      body: { email: person.email },
    });
    expect(closing.status, JSON.stringify(closing.body)).toBe(202);
    await waitForMail(stack.outboxDir, person.email, /Your vCISO Hub account is closed/, {
      timeoutMs: 60_000,
    });

    for (const { token } of grants.slice(0, 2)) {
      expect(fakes.google.revokedRefreshTokens).toContain(token);
      expect(await honoured('google', token)).toBe(false);
    }
    // Microsoft's connection goes with its page; nothing of either grant is kept.
    for (const page of [first, second]) expect(await connectionsStored(page)).toEqual([]);
    expect(await table.queryAll({ pk: `CLOSURE#${leaving.sub}`, consistent: true })).toEqual([]);
  }, 120_000);
});
