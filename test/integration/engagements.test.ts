import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ZApiError } from '@contracts/errors';
import {
  engagementMessages,
  ZEngagement,
  ZEngagementList,
  type TEngagement,
  type TSaveEngagement,
} from '@contracts/engagements/engagement';
import { clientMessages } from '@contracts/clients/client';
import type { Currency } from '@domain/timesheets/money';
import { clientKeys } from '../../lambdas/keys/client';
import { engagementKeys } from '../../lambdas/keys/engagement';
import { accountArchive } from '../../lambdas/services/account/archive-entries';
import { findOwnedData } from '../../lambdas/services/account/owned-data';
import { engagementKey } from '../../lambdas/services/engagements/engagement-item';
import { anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { expectError } from '../support/api-error';
import { stackTable } from '../support/table';

/**
 * Engagements as drafts (issue 38, step 2a): each consultant's own, with one of their clients;
 * a draft's details and proposed terms change freely, and once its letter is out nothing but a
 * signed letter changes them.
 */

const stack = inject('stack');
const table = stackTable(stack);
const anonymous = anonymousCaller(stack);

let owner: Caller;
let other: Caller;

beforeAll(async () => {
  [owner, other] = await Promise.all([userCaller(stack), userCaller(stack)]);
});

/** The engagements the client's item counts (what keeps it from deletion); 0 for no client. */
async function engagementCountOfClient(t: typeof table, sub: string, clientId: string) {
  const client = await t.get<{ PK: string; SK: string; engagementCount?: number }>(
    clientKeys.key({ sub, id: clientId }),
    { consistent: true },
  );
  return client?.engagementCount ?? 0;
}

/**
 * A client of the caller's, written straight into the table as the clients area stores one
 * (this suite is about engagements, not about how clients are made).
 */
async function clientOf(caller: Caller, name = 'Acme Ltd', currency: Currency = 'GBP') {
  const id = randomUUID();
  const at = new Date().toISOString();
  await table.put({
    ...clientKeys.key({ sub: caller.sub!, id }),
    id,
    userId: caller.sub!,
    name,
    address: '',
    taxId: '',
    currency,
    taxBasisPoints: 0,
    paymentTermsDays: 30,
    contacts: [],
    bookingPageIds: [],
    createdAt: at,
    updatedAt: at,
  });
  return id;
}

const form = (clientId: string, fields: Partial<TSaveEngagement> = {}): TSaveEngagement => ({
  clientId,
  title: 'Fractional CISO',
  startDate: '2030-06-16',
  model: { kind: 'retainer', hoursPerMonth: '8', rate: '180' },
  rollover: { kind: 'carry', capHours: '4' },
  lateCancellationHours: 24,
  noticeDays: 30,
  cadence: 'monthly',
  workstreams: [{ name: 'ISO 27001 audit' }, { name: 'Board reporting' }],
  clauses: 'Travel outside London is billed at cost.',
  ...fields,
});

async function create(caller: Caller, body: TSaveEngagement): Promise<TEngagement> {
  const res = await caller.call('POST', '/api/engagements', { body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZEngagement.parse(res.body);
}

const get = async (caller: Caller, id: string) =>
  ZEngagement.parse((await caller.call('GET', `/api/engagements/${id}`)).body);

async function list(caller: Caller, query = '') {
  const res = await caller.call('GET', `/api/engagements${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZEngagementList.parse(res.body);
}

/** Marks the engagement's letter as sent, as the letters' step will. */
const setStatus = (caller: Caller, id: string, status: string) =>
  table.update(engagementKey(caller.sub!, id), { set: { status } }, { exists: true });

describe('who may reach an engagement', () => {
  it('refuses every route to an anonymous caller', async () => {
    const id = randomUUID();
    for (const [method, path] of [
      ['GET', '/api/engagements'],
      ['POST', '/api/engagements'],
      ['GET', `/api/engagements/${id}`],
      ['PUT', `/api/engagements/${id}`],
      ['DELETE', `/api/engagements/${id}`],
    ] as const) {
      const res = await anonymous.call(method, path, { body: form(randomUUID()) });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it("answers another consultant's engagement as not found, and changes nothing", async () => {
    const clientId = await clientOf(owner);
    const mine = await create(owner, form(clientId));
    expectError(
      await other.call('GET', `/api/engagements/${mine.id}`),
      404,
      engagementMessages.notFound,
    );
    expectError(
      await other.call('PUT', `/api/engagements/${mine.id}`, {
        body: form(await clientOf(other), { title: 'Taken over' }),
      }),
      404,
      engagementMessages.notFound,
    );
    expectError(
      await other.call('DELETE', `/api/engagements/${mine.id}`),
      404,
      engagementMessages.notFound,
    );
    expect(await get(owner, mine.id)).toEqual(mine);
    expect((await list(other)).engagements.map((e) => e.id)).not.toContain(mine.id);
  });

  it("refuses another consultant's client, in a form or a filter, as a field of the form", async () => {
    const theirs = await clientOf(other);
    for (const clientId of [theirs, randomUUID()]) {
      const res = await owner.call('POST', '/api/engagements', { body: form(clientId) });
      expectError(res, 400, engagementMessages.clientNotFound);
      expect(ZApiError.parse(res.body).error.fields).toEqual({
        clientId: engagementMessages.clientNotFound,
      });
      expectError(
        await owner.call('GET', `/api/engagements?clientId=${clientId}`),
        400,
        engagementMessages.clientNotFound,
      );
    }
    expect(await engagementCountOfClient(table, other.sub!, theirs)).toBe(0);
    expect(await engagementCountOfClient(table, owner.sub!, theirs)).toBe(0);
  });

  it('answers an id that cannot exist as not found', async () => {
    expectError(await owner.call('GET', '/api/engagements/nope'), 404, engagementMessages.notFound);
    expectError(
      await owner.call('GET', `/api/engagements/${randomUUID()}`),
      404,
      engagementMessages.notFound,
    );
  });
});

describe('drafting an engagement', () => {
  it('creates a retainer with the client’s currency, its workstreams and no letters yet', async () => {
    const clientId = await clientOf(owner, 'Acme Ltd', 'EUR');
    const created = await create(owner, form(clientId));
    expect(created).toMatchObject({
      clientId,
      clientName: 'Acme Ltd',
      title: 'Fractional CISO',
      status: 'draft',
      startDate: '2030-06-16',
      endDate: null,
      timeZone: 'Europe/London',
      currency: 'EUR',
      terms: {
        model: { kind: 'retainer', hoursPerMonth: 8, rate: '180.00' },
        rollover: { kind: 'carry', capHours: 4 },
        lateCancellationHours: 24,
        noticeDays: 30,
      },
      cadence: 'monthly',
      clauses: 'Travel outside London is billed at cost.',
      letters: [],
    });
    expect(created.workstreams.map((w) => w.name)).toEqual(['ISO 27001 audit', 'Board reporting']);
    expect(await get(owner, created.id)).toEqual(created);

    // Stored in the domain's shape: minor units, as the budget and invoices read them.
    const stored = await table.get(engagementKey(owner.sub!, created.id), { consistent: true });
    expect(stored?.proposedTerms).toEqual({
      model: { kind: 'retainer', hoursPerMonth: 8, ratePence: 18000 },
      rollover: { kind: 'carry', capHours: 4 },
      lateCancellationHours: 24,
      noticeDays: 30,
    });
  });

  it('creates a fixed fee and time and materials, each shown as the form reads it', async () => {
    const clientId = await clientOf(owner);
    const fee = await create(
      owner,
      form(clientId, {
        model: { kind: 'fixedFee', monthlyFee: '2500.5' },
        rollover: { kind: 'none' },
        lateCancellationHours: null,
        endDate: '2031-06-15',
        timeZone: 'America/New_York',
        workstreams: [],
      }),
    );
    expect(fee).toMatchObject({
      endDate: '2031-06-15',
      timeZone: 'America/New_York',
      terms: {
        model: { kind: 'fixedFee', monthlyFee: '2500.50' },
        rollover: { kind: 'none' },
        lateCancellationHours: null,
      },
      workstreams: [],
    });
    const hourly = await create(
      owner,
      form(clientId, { model: { kind: 'timeAndMaterials', rate: 95 }, rollover: undefined }),
    );
    expect(hourly.terms.model).toEqual({ kind: 'timeAndMaterials', rate: '95.00' });
    expect(hourly.terms.rollover).toEqual({ kind: 'none' });
  });

  it("refuses a form it cannot read with the contract's message, writing nothing", async () => {
    const clientId = await clientOf(owner);
    const cases: Array<[Partial<TSaveEngagement>, string]> = [
      [{ title: ' ' }, engagementMessages.title],
      [
        { model: { kind: 'retainer', hoursPerMonth: '0', rate: '180' } },
        engagementMessages.hoursPerMonth,
      ],
      [{ model: { kind: 'retainer', hoursPerMonth: '8', rate: '1.001' } }, engagementMessages.rate],
      [{ model: { kind: 'fixedFee', monthlyFee: '' } }, engagementMessages.monthlyFeeRequired],
      [
        {
          model: { kind: 'fixedFee', monthlyFee: '100' },
          rollover: { kind: 'carry', capHours: 2 },
        },
        engagementMessages.rolloverRetainerOnly,
      ],
      [{ endDate: '2030-06-15' }, engagementMessages.endBeforeStart],
      [{ timeZone: 'Mars/Olympus' }, engagementMessages.timeZone],
      [{ lateCancellationHours: 200 }, engagementMessages.lateCancellationHours],
      [{ noticeDays: 400 }, engagementMessages.noticeDays],
      [{ workstreams: [{ name: 'Audit' }, { name: 'AUDIT' }] }, engagementMessages.workstreamTwice],
    ];
    for (const [fields, message] of cases)
      expectError(
        await owner.call('POST', '/api/engagements', { body: form(clientId, fields) }),
        400,
        message,
      );
    expect(await engagementCountOfClient(table, owner.sub!, clientId)).toBe(0);
    expect((await list(owner, `?clientId=${clientId}`)).engagements).toEqual([]);
  });
});

describe('saving a draft', () => {
  it('saves it whole: details, terms, workstreams renamed keeping their ids, another client', async () => {
    const first = await clientOf(owner, 'Acme Ltd', 'GBP');
    const second = await clientOf(owner, 'Globex', 'USD');
    const draft = await create(owner, form(first));
    const [audit] = draft.workstreams;
    const res = await owner.call('PUT', `/api/engagements/${draft.id}`, {
      body: form(second, {
        title: 'vCISO retainer',
        model: { kind: 'retainer', hoursPerMonth: '12.5', rate: '200' },
        rollover: { kind: 'none' },
        workstreams: [{ id: audit!.id, name: 'ISO audit' }, { name: 'Vendor risk' }],
        clauses: '',
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = ZEngagement.parse(res.body);
    expect(saved).toMatchObject({
      id: draft.id,
      clientId: second,
      clientName: 'Globex',
      currency: 'USD',
      title: 'vCISO retainer',
      status: 'draft',
      terms: {
        model: { kind: 'retainer', hoursPerMonth: 12.5, rate: '200.00' },
        rollover: { kind: 'none' },
      },
      clauses: '',
      createdAt: draft.createdAt,
    });
    expect(saved.workstreams[0]).toEqual({ id: audit!.id, name: 'ISO audit' });
    expect(saved.workstreams[1]?.name).toBe('Vendor risk');
    expect(saved.workstreams.map((w) => w.id)).not.toContain(draft.workstreams[1]!.id);
    expect(await get(owner, draft.id)).toEqual(saved);
    // It moved: the first client's list no longer holds it, the second's does.
    expect((await list(owner, `?clientId=${first}`)).engagements).toEqual([]);
    expect((await list(owner, `?clientId=${second}`)).engagements.map((e) => e.id)).toEqual([
      draft.id,
    ]);
  });

  it('refuses a bad form or a client not the owner’s, changing nothing', async () => {
    const clientId = await clientOf(owner);
    const draft = await create(owner, form(clientId));
    expectError(
      await owner.call('PUT', `/api/engagements/${draft.id}`, {
        body: form(clientId, { noticeDays: -1 }),
      }),
      400,
      engagementMessages.noticeDays,
    );
    expectError(
      await owner.call('PUT', `/api/engagements/${draft.id}`, {
        body: form(await clientOf(other), { title: 'Moved' }),
      }),
      400,
      engagementMessages.clientNotFound,
    );
    expect(await get(owner, draft.id)).toEqual(draft);
  });

  it('refuses to change or delete an engagement whose letter is out, changing nothing', async () => {
    const clientId = await clientOf(owner);
    const draft = await create(owner, form(clientId));
    for (const status of ['awaitingSignature', 'active', 'ended']) {
      await setStatus(owner, draft.id, status);
      expectError(
        await owner.call('PUT', `/api/engagements/${draft.id}`, {
          body: form(clientId, { title: 'Changed after sending' }),
        }),
        409,
        engagementMessages.termsLocked,
      );
      expectError(
        await owner.call('DELETE', `/api/engagements/${draft.id}`),
        409,
        engagementMessages.notDraft,
      );
      expect(await get(owner, draft.id)).toEqual({ ...draft, status });
    }
  });
});

describe('listing and deleting', () => {
  it("lists the owner's engagements, or one client's, newest first, a page at a time", async () => {
    const caller = await userCaller(stack);
    const acme = await clientOf(caller, 'Acme Ltd');
    const globex = await clientOf(caller, 'Globex');
    const a1 = await create(caller, form(acme, { title: 'First' }));
    const g1 = await create(caller, form(globex, { title: 'Second' }));
    const a2 = await create(caller, form(acme, { title: 'Third' }));

    const all = await list(caller);
    expect(all.engagements.map((e) => e.id)).toEqual([a2.id, g1.id, a1.id]);
    expect(all.engagements.map((e) => e.clientName)).toEqual(['Acme Ltd', 'Globex', 'Acme Ltd']);
    expect(all.nextCursor).toBeNull();
    expect(all.engagements[0]).toMatchObject({
      title: 'Third',
      status: 'draft',
      terms: { model: { kind: 'retainer', rate: '180.00' } },
    });

    expect((await list(caller, `?clientId=${acme}`)).engagements.map((e) => e.id)).toEqual([
      a2.id,
      a1.id,
    ]);

    const page1 = await list(caller, '?limit=2');
    expect(page1.engagements.map((e) => e.id)).toEqual([a2.id, g1.id]);
    const page2 = await list(caller, `?limit=2&cursor=${page1.nextCursor}`);
    expect(page2.engagements.map((e) => e.id)).toEqual([a1.id]);
    expect(page2.nextCursor).toBeNull();
    // A cursor of the owner's list is no key to another list.
    expectError(
      await caller.call('GET', `/api/engagements?clientId=${globex}&cursor=${page1.nextCursor}`),
      400,
    );

    expect(await engagementCountOfClient(table, caller.sub!, acme)).toBe(2);
    expect(await engagementCountOfClient(table, caller.sub!, globex)).toBe(1);
  });

  it('deletes a draft', async () => {
    const clientId = await clientOf(owner);
    const draft = await create(owner, form(clientId));
    const res = await owner.call('DELETE', `/api/engagements/${draft.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    expectError(
      await owner.call('GET', `/api/engagements/${draft.id}`),
      404,
      engagementMessages.notFound,
    );
    expectError(
      await owner.call('DELETE', `/api/engagements/${draft.id}`),
      404,
      engagementMessages.notFound,
    );
    expect(await engagementCountOfClient(table, owner.sub!, clientId)).toBe(0);
  });

  it('keeps its client from deletion (409) until the draft moves to another client or goes', async () => {
    const acme = await clientOf(owner, 'Acme Ltd');
    const globex = await clientOf(owner, 'Globex');
    const draft = await create(owner, form(acme));
    expectError(
      await owner.call('DELETE', `/api/clients/${acme}`),
      409,
      clientMessages.hasEngagements,
    );
    const moved = await owner.call('PUT', `/api/engagements/${draft.id}`, {
      body: form(globex),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await owner.call('DELETE', `/api/clients/${acme}`)).status).toBe(204);
    expectError(
      await owner.call('DELETE', `/api/clients/${globex}`),
      409,
      clientMessages.hasEngagements,
    );
    expect((await owner.call('DELETE', `/api/engagements/${draft.id}`)).status).toBe(204);
    expect((await owner.call('DELETE', `/api/clients/${globex}`)).status).toBe(204);
  });
});

describe("the account's own data", () => {
  it('finds every engagement among what the account owns, for its archive and its closure', async () => {
    const caller = await userCaller(stack);
    const clientId = await clientOf(caller, 'Acme Ltd');
    const draft = await create(caller, form(clientId));
    // The closure deletes, and the archive reads, exactly these items.
    const { userItems } = await findOwnedData(table, caller.sub!);
    expect(userItems.filter((item) => engagementKeys.parse(item)).map((i) => i.id)).toEqual([
      draft.id,
    ]);
    const { entries } = accountArchive(userItems, new Date());
    expect(entries.filter((e) => e.entity === 'engagement')).toEqual([
      { entity: 'engagement', ...draft },
    ]);
  });
});
