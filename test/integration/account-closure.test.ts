import { randomUUID } from 'node:crypto';
import type { EventBridgeEvent } from 'aws-lambda';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  ACCOUNT_CLOSURE_REQUESTED,
  closeAccountMessages,
  REAUTHENTICATE,
  type TAccountClosureRequested,
} from '@contracts/account/close-account';
import {
  DATA_EXPORT_REQUESTED,
  dataExportMessages,
  ZDataExport,
  type TDataExport,
} from '@contracts/account/data-export';
import { outboxKeys } from '../../lambdas/keys/outbox';
import type { Table } from '../../lambdas/ports/table';
import { CLOSURE_LEASE_MS } from '../../lambdas/services/account/closure-rounds';
import { OUTBOX_SWEEP_AFTER_MS } from '../../lambdas/services/outbox/sweep-outbox';
import { applyLambdaEnv } from '../../local/lambda-env';
import { accountRouteEvent as routeEvent } from '../support/account-route-event';
import { accountTraces } from '../support/account-traces';
import {
  anonymousCaller,
  createUser,
  signedInCaller,
  signInTokens,
  type Caller,
} from '../support/api-session';
import { createOpenPage } from '../support/booking-pages';
import { uploadDraft } from '../support/document-files';
import { poll, waitForMail } from '../support/outbox';
import { stackTable } from '../support/table';
import { expectError } from '../support/api-error';

const stack = inject('stack');
const table = stackTable(stack);
const anonymous = anonymousCaller(stack);
const traces = accountTraces(stack);
afterAll(() => traces.destroy());

applyLambdaEnv({ ...stack.env, LOG_LEVEL: 'ERROR' });
const { accountClosureDeps } = await import('../../lambdas/events/account-closure');
const { accountExportDeps, handler: exportConsumer } =
  await import('../../lambdas/events/account-export');
const { outboxSweepDeps } = await import('../../lambdas/events/outbox-sweep');
const { accountDeps } = await import('../../lambdas/handlers/account/deps');
const { handler: accountRoutes } = await import('../../lambdas/handlers/account/index');
const { readIdentity } = await import('../../lambdas/middleware/identity');
const { closeAccountData } = await import('../../lambdas/services/account/close-account-data');
const { requestClosure } = await import('../../lambdas/services/account/request-closure');
const { requestDataExport } = await import('../../lambdas/services/account/request-data-export');
const { sweepOutbox } = await import('../../lambdas/services/outbox/sweep-outbox');

/**
 * An outbox item already at the key an event will be written to makes its write a change, not an
 * insert: the relay, which publishes inserts only, leaves it to the test (as to the sweep).
 */
async function heldBack(detailType: string, subject: string) {
  await table.put({ ...outboxKeys.key({ detailType, subject }), placeholder: true });
}

/** The closure asked for as `POST /api/account/close` does, its event held back from the relay. */
async function closureHeldBack(caller: Caller, email: string): Promise<TAccountClosureRequested> {
  const closureId = randomUUID();
  await heldBack(ACCOUNT_CLOSURE_REQUESTED, closureId);
  const identity = readIdentity(routeEvent('POST /api/account/close', caller))!;
  const { table: t, clock, users } = accountDeps.deps;
  await requestClosure(
    { table: t, clock, users, ids: { newId: () => closureId } },
    {
      identity,
      email,
    },
  );
  return { closureId, sub: caller.sub!, username: identity.username, email };
}

/** The closure consumer's own ports, its table swapped for `table` when given. */
function closureDeps(swapped?: Table) {
  const d = accountClosureDeps.deps;
  return {
    table: swapped ?? d.table,
    clock: d.clock,
    mailer: d.mailer,
    users: d.users,
    accounts: d.accounts,
    documents: d.documents,
    photos: d.photos,
    links: d.links,
    calendarProviders: d.calendarProviders,
    tokenCipher: d.tokenCipher,
  };
}

/** The table, until its `after`-th transaction: that one dies as a run past its timeout does. */
function dyingAfter(after: number): Table {
  const real = accountClosureDeps.deps.table;
  let transactions = 0;
  return new Proxy(real, {
    get(target, name) {
      if (name === 'transaction')
        return () => {
          transactions += 1;
          if (transactions > after) throw new Error('Task timed out after 60.00 seconds');
          return target.transaction();
        };
      const value: unknown = Reflect.get(target, name);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const publicPage = (slug: string) => anonymous.call('GET', `/api/public/booking-pages/${slug}`);

async function closedFor(person: { email: string }, sub: string) {
  await waitForMail(stack.outboxDir, person.email, /Your vCISO Hub account is closed/, {
    timeoutMs: 60_000,
  });
  await poll(
    async () =>
      (await traces.items({ sub, email: person.email })).length === 0 ? true : undefined,
    30_000,
    'Items of the closed account are left',
  );
  expect(await traces.objects(sub)).toEqual([]);
}

describe('closing an account', () => {
  it('refuses its tokens at once, on every signed-in route, and writes nothing for them', async () => {
    const user = await createUser(stack, 'refused');
    const me = await signedInCaller(stack, user);
    const closing = await me.call('POST', '/api/account/close', { body: { email: user.email } });
    expect(closing.status, JSON.stringify(closing.body)).toBe(202);

    // The very next requests, with the same token that is still hours from its expiry.
    const name = `Written after closing ${randomUUID()}`;
    const write = await me.call('POST', '/api/booking-pages', {
      body: {
        name,
        slug: `after-closing-${randomUUID().slice(0, 8)}`,
        timeZone: 'UTC',
        availability: [{ dayOfWeek: 1, startTime: '09:00', endTime: '17:00' }],
      },
    });
    expectError(write, 401, closeAccountMessages.closed);
    expectError(await me.call('GET', '/api/me'), 401, closeAccountMessages.closed);
    expectError(await me.call('POST', '/api/account/export'), 401, closeAccountMessages.closed);
    expectError(
      await me.call('POST', '/api/account/close', { body: { email: user.email } }),
      401,
      closeAccountMessages.closed,
    );

    await closedFor(user, me.sub!);
    // Nothing of the refused write was ever stored, and the mark outlives the account.
    expect(await traces.itemsHolding(name)).toEqual([]);
    expectError(await me.call('GET', '/api/me'), 401, closeAccountMessages.closed);
  }, 120_000);

  it('goes on where a run that died midway stopped, until nothing of the account is left', async () => {
    const user = await createUser(stack, 'halfway');
    const me = await signedInCaller(stack, user);
    const pages = [];
    for (const n of [1, 2, 3])
      pages.push(
        await createOpenPage(me, { name: `Page ${n}`, slugPrefix: 'halfway', timeZone: 'UTC' }),
      );
    await uploadDraft(me);
    expect((await me.call('POST', '/api/libraries', { body: { name: 'Contracts' } })).status).toBe(
      201,
    );
    const detail = await closureHeldBack(me, user.email);

    // The run dies in its fifth transaction: the first page is gone, the rest is not.
    await expect(closeAccountData(closureDeps(dyingAfter(4)), detail)).rejects.toThrow(/timed out/);
    expect((await publicPage(pages[0]!.slug)).status).toBe(404);
    expect((await publicPage(pages[2]!.slug)).status).toBe(200);
    expect(await traces.items({ sub: me.sub!, email: user.email })).not.toEqual([]);
    // Signed out everywhere and disabled before anything was deleted; the token is refused.
    await expect(signInTokens(stack, user)).rejects.toThrow();
    expectError(await me.call('GET', '/api/booking-pages'), 401, closeAccountMessages.closed);

    // No run is left: a few minutes on, past the dead run's lease, the outbox sweep publishes
    // the closure's event again, and the next run finishes it.
    const later = { now: () => new Date(Date.now() + CLOSURE_LEASE_MS + OUTBOX_SWEEP_AFTER_MS) };
    const swept = await sweepOutbox({ ...outboxSweepDeps.deps, clock: later }, {});
    expect(swept.failed).toBe(0);
    expect(swept.published).toBeGreaterThanOrEqual(1);
    await closedFor(user, me.sub!);
    for (const page of pages) expect((await publicPage(page.slug)).status).toBe(404);
  }, 180_000);

  it('hands the rest to a next run when its time is spent, and that run finishes', async () => {
    const user = await createUser(stack, 'rounds');
    const me = await signedInCaller(stack, user);
    for (const n of [1, 2])
      await createOpenPage(me, { name: `Round ${n}`, slugPrefix: 'rounds', timeZone: 'UTC' });
    const detail = await closureHeldBack(me, user.email);

    // A run with no time: one page, then the next round's event, which the relay publishes.
    expect(await closeAccountData(closureDeps(), detail, { runMs: 0 })).toEqual({
      status: 'continuing',
      round: 1,
    });
    await closedFor(user, me.sub!);
    // Every round's event is gone with the address it held.
    for (const subject of [detail.closureId, `${detail.closureId}#1`])
      expect(
        await table.get(outboxKeys.key({ detailType: ACCOUNT_CLOSURE_REQUESTED, subject })),
      ).toBeUndefined();
  }, 120_000);
});

const exportOf = async (caller: Caller): Promise<TDataExport> => {
  const res = await caller.call('GET', '/api/account/export');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZDataExport.parse(res.body);
};

describe('downloading my data', () => {
  it('asks for a fresh sign-in, as closing does, and writes nothing without one', async () => {
    const me = await signedInCaller(stack, await createUser(stack, 'stale'));
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    const res = await accountRoutes(
      routeEvent('POST /api/account/export', me, { auth_time: hourAgo }),
    );
    expect(res.statusCode, res.body).toBe(403);
    expect(JSON.parse(res.body!)).toEqual({
      error: { code: REAUTHENTICATE, message: dataExportMessages.reauthenticate },
    });
    expect(await exportOf(me)).toMatchObject({ status: null });
    // A recent sign-in is enough.
    const fresh = await accountRoutes(routeEvent('POST /api/account/export', me));
    expect(fresh.statusCode, fresh.body).toBe(202);
  });

  it('marks an archive whose run failed as failed, and it can be asked for again', async () => {
    const me = await signedInCaller(stack, await createUser(stack, 'failing'));
    await createOpenPage(me, { name: 'Archived', slugPrefix: 'failing', timeZone: 'UTC' });
    const exportId = randomUUID();
    await heldBack(DATA_EXPORT_REQUESTED, exportId);
    const { table: t, clock } = accountDeps.deps;
    await requestDataExport(
      { table: t, clock, ids: { newId: () => exportId } },
      { sub: me.sub!, authTime: Math.floor(Date.now() / 1000) },
    );
    expect(await exportOf(me)).toMatchObject({ status: 'pending' });

    // The archive's store refuses it: the run fails (and throws, for the retry).
    accountExportDeps.override({
      documents: {
        get: () => Promise.resolve(undefined),
        put: () => Promise.reject(new Error('The bucket is unavailable')),
      } as never,
    });
    try {
      const event = {
        version: '0',
        id: randomUUID(),
        'detail-type': DATA_EXPORT_REQUESTED,
        source: 'vciso-hub',
        account: '000000000000',
        time: new Date().toISOString(),
        region: stack.region,
        resources: [],
        detail: { sub: me.sub!, exportId },
      } as EventBridgeEvent<string, unknown>;
      await expect(exportConsumer(event)).rejects.toThrow(/unavailable/);
    } finally {
      accountExportDeps.override(undefined);
    }
    expect(await exportOf(me)).toMatchObject({ status: 'failed', downloadUrl: null });

    // Asked again: a new archive, made this time.
    const again = await me.call('POST', '/api/account/export');
    expect(again.status, JSON.stringify(again.body)).toBe(202);
    expect(ZDataExport.parse(again.body).status).toBe('pending');
    const ready = await poll(
      async () => {
        const current = await exportOf(me);
        return current.status === 'ready' ? current : undefined;
      },
      30_000,
      'The archive asked for again was never ready',
    );
    expect(ready.downloadUrl).toBeTruthy();
  });
});
