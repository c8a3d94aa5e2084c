import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  MAX_TICKER_MESSAGES,
  ZPublicTickerMessageList,
  ZTickerMessage,
  ZTickerMessageList,
  type TTickerMessage,
} from '@contracts/ticker/ticker-message';
import { adminCaller, anonymousCaller, userCaller, type Caller } from '../support/api-session';
import { expectError } from '../support/api-error';
import { useExclusive } from '../support/exclusive';

const stack = inject('stack');
// The ticker is one for the whole stack: files that change or count it take turns.
useExclusive(stack, 'ticker');
const anonymous = anonymousCaller(stack);
let admin: Caller;
let user: Caller;

beforeAll(async () => {
  [admin, user] = await Promise.all([adminCaller(stack), userCaller(stack)]);
});

const changed = 'The ticker changed meanwhile. Reload and try again.';
const notFoundBody = { error: { code: 'not_found', message: 'Message not found' } };

async function add(message: string): Promise<TTickerMessage> {
  const res = await admin.call('POST', '/api/admin/ticker', { body: { message } });
  expect(res.status).toBe(201);
  return ZTickerMessage.strict().parse(res.body);
}

async function adminList(): Promise<TTickerMessage[]> {
  const res = await admin.call('GET', '/api/admin/ticker');
  expect(res.status).toBe(200);
  return ZTickerMessageList.strict().parse(res.body).messages;
}

async function publicList() {
  const res = await anonymous.call('GET', '/api/ticker');
  expect(res.status).toBe(200);
  return ZPublicTickerMessageList.strict().parse(res.body).messages;
}

/** Every message as stored: equal snapshots mean nothing was written. */
const snapshot = async () => JSON.stringify(await adminList());

const put = (ids: string[]) => admin.call('PUT', '/api/admin/ticker/order', { body: { ids } });

describe('authorization', () => {
  let target: TTickerMessage;
  beforeAll(async () => {
    target = await add('Authorization target');
  });

  const adminRoutes = async () => [
    { method: 'GET', path: '/api/admin/ticker' },
    { method: 'POST', path: '/api/admin/ticker', body: { message: 'Should never exist' } },
    { method: 'PATCH', path: `/api/admin/ticker/${target.id}`, body: { isActive: false } },
    {
      method: 'PUT',
      path: '/api/admin/ticker/order',
      body: { ids: (await adminList()).map((m) => m.id).reverse() },
    },
    { method: 'DELETE', path: `/api/admin/ticker/${target.id}` },
  ];

  it('answers 401 to anonymous callers on every admin route, and writes nothing', async () => {
    const before = await snapshot();
    for (const { method, path, body } of await adminRoutes()) {
      expect((await anonymous.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 403 to a signed-in non-admin on every admin route, and writes nothing', async () => {
    const before = await snapshot();
    for (const { method, path, body } of await adminRoutes()) {
      const res = await user.call(method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({
        error: { code: 'forbidden', message: "You don't have admin privileges" },
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lets the admin use every admin route', async () => {
    expect((await admin.call('GET', '/api/admin/ticker')).status).toBe(200);
    const created = await admin.call('POST', '/api/admin/ticker', { body: { message: 'Matrix' } });
    expect(created.status).toBe(201);
    const { id } = ZTickerMessage.parse(created.body);
    const path = `/api/admin/ticker/${id}`;
    expect((await admin.call('PATCH', path, { body: { isActive: false } })).status).toBe(200);
    expect((await put((await adminList()).map((m) => m.id))).status).toBe(200);
    const deleted = await admin.call('DELETE', path);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
  });

  it('serves the public list to anonymous, signed-in and admin callers alike', async () => {
    for (const caller of [anonymous, user, admin]) {
      const res = await caller.call('GET', '/api/ticker');
      expect(res.status).toBe(200);
      expect(ZPublicTickerMessageList.strict().parse(res.body).messages.length).toBeGreaterThan(0);
    }
  });
});

describe('adding', () => {
  it('adds a trimmed, active message one above the current maximum', async () => {
    const max = Math.max(-1, ...(await adminList()).map((m) => m.displayOrder));
    const added = await add('   Cyber insurance renewals: ask your vCISO first.  ');
    expect(added).toMatchObject({
      message: 'Cyber insurance renewals: ask your vCISO first.',
      displayOrder: max + 1,
      isActive: true,
    });
    const last = (await publicList()).at(-1);
    expect(last).toEqual({ id: added.id, message: added.message, displayOrder: max + 1 });
  });

  it(`refuses a message past ${MAX_TICKER_MESSAGES} with 409, and reorders a full ticker in one go`, async () => {
    const start = (await adminList()).length;
    const added: TTickerMessage[] = [];
    for (let i = start; i < MAX_TICKER_MESSAGES; i += 1) added.push(await add(`Filler ${i}`));
    const before = await snapshot();
    expectError(
      await admin.call('POST', '/api/admin/ticker', { body: { message: 'One too many' } }),
      409,
      `The ticker holds at most ${MAX_TICKER_MESSAGES} messages. Delete one before adding another.`,
    );
    expect(await snapshot()).toEqual(before);

    const ids = (await adminList()).map((m) => m.id);
    const reversed = [...ids].reverse();
    const res = await put(reversed);
    expect(res.status).toBe(200);
    const after = await adminList();
    expect(after.map((m) => m.id)).toEqual(reversed);
    expect(after.map((m) => m.displayOrder)).toEqual(reversed.map((_, i) => i));

    for (const m of added)
      expect((await admin.call('DELETE', `/api/admin/ticker/${m.id}`)).status).toBe(204);
    expect((await adminList()).length).toBe(start);
  });

  it(`holds the maximum of ${MAX_TICKER_MESSAGES} under concurrent adds`, async () => {
    const start = (await adminList()).length;
    const added: TTickerMessage[] = [];
    for (let i = start; i < MAX_TICKER_MESSAGES - 2; i += 1) added.push(await add(`Filler ${i}`));
    // Six adds at once for the last two places: at most two are stored, the others refused.
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        admin.call('POST', '/api/admin/ticker', { body: { message: `Race ${i}` } }),
      ),
    );
    const stored = results.filter((r) => r.status === 201);
    expect(stored.length).toBeGreaterThanOrEqual(1);
    expect(stored.length).toBeLessThanOrEqual(2);
    expect(results.filter((r) => r.status !== 201).every((r) => r.status === 409)).toBe(true);
    const list = await adminList();
    expect(list).toHaveLength(MAX_TICKER_MESSAGES - 2 + stored.length);
    expect(new Set(list.map((m) => m.displayOrder)).size).toBe(MAX_TICKER_MESSAGES);
    for (const m of [...added, ...stored.map((r) => ZTickerMessage.parse(r.body))])
      expect((await admin.call('DELETE', `/api/admin/ticker/${m.id}`)).status).toBe(204);
  });
});

describe('active switch', () => {
  it('hides an inactive message from the landing page and shows it again', async () => {
    const message = await add('Switch me');
    const path = `/api/admin/ticker/${message.id}`;
    const off = await admin.call('PATCH', path, { body: { isActive: false } });
    expect(off.status).toBe(200);
    expect(ZTickerMessage.strict().parse(off.body)).toEqual({ ...message, isActive: false });
    expect((await publicList()).map((m) => m.id)).not.toContain(message.id);
    expect((await adminList()).find((m) => m.id === message.id)?.isActive).toBe(false);

    const on = await admin.call('PATCH', path, { body: { isActive: true } });
    expect(ZTickerMessage.parse(on.body).isActive).toBe(true);
    expect((await publicList()).map((m) => m.id)).toContain(message.id);
  });
});

describe('reordering', () => {
  it('moves a message up and rewrites every order to its list position', async () => {
    await add('Reorder me');
    const ids = (await adminList()).map((m) => m.id);
    const moved = [...ids];
    const last = moved.length - 1;
    [moved[last - 1], moved[last]] = [moved[last] as string, moved[last - 1] as string];
    const res = await put(moved);
    expect(res.status).toBe(200);
    const body = ZTickerMessageList.strict().parse(res.body).messages;
    expect(body.map((m) => m.id)).toEqual(moved);
    expect(body.map((m) => m.displayOrder)).toEqual(moved.map((_, i) => i));
    expect(await adminList()).toEqual(body);
    // The landing page follows the new order.
    const active = new Set(body.filter((m) => m.isActive).map((m) => m.id));
    expect((await publicList()).map((m) => m.id)).toEqual(moved.filter((id) => active.has(id)));
  });

  it('refuses a stale set of ids with 409 and leaves every order unchanged', async () => {
    const ids = (await adminList()).map((m) => m.id);
    const before = await snapshot();
    expectError(await put(ids.slice(1).reverse()), 409, changed);
    expectError(await put([...ids, 'deleted-meanwhile'].reverse()), 409, changed);
    expectError(await put([...ids.slice(1), 'deleted-meanwhile'].reverse()), 409, changed);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an order taken before a message was added or deleted', async () => {
    const stale = (await adminList()).map((m) => m.id);
    const extra = await add('Added meanwhile');
    const before = await snapshot();
    expectError(await put([...stale].reverse()), 409, changed);
    expect(await snapshot()).toEqual(before);

    const current = (await adminList()).map((m) => m.id);
    expect((await admin.call('DELETE', `/api/admin/ticker/${extra.id}`)).status).toBe(204);
    const afterDelete = await snapshot();
    expectError(await put([...current].reverse()), 409, changed);
    expect(await snapshot()).toEqual(afterDelete);
  });
});

describe('deleting', () => {
  it('removes the message everywhere and keeps the others in order; a second delete is a 404', async () => {
    const message = await add('Delete me');
    const others = (await adminList()).filter((m) => m.id !== message.id);
    const path = `/api/admin/ticker/${message.id}`;
    expect((await admin.call('DELETE', path)).status).toBe(204);
    expect(await adminList()).toEqual(others);
    expect((await publicList()).map((m) => m.id)).not.toContain(message.id);
    expect(await admin.call('DELETE', path)).toEqual({ status: 404, body: notFoundBody });
  });
});

describe('bad input', () => {
  const hundredKb = 'x'.repeat(100 * 1024);

  it.each([
    ['an empty message', { body: { message: '' } }, 400, 'Message cannot be empty'],
    ['a whitespace-only message', { body: { message: ' \t\n ' } }, 400, 'Message cannot be empty'],
    ['a missing message', { body: {} }, 400, 'Message cannot be empty'],
    ['a message of the wrong type', { body: { message: 42 } }, 400, 'Message cannot be empty'],
    ['an array body', { body: ['Hello'] }, 400, 'Message cannot be empty'],
    [
      'a 100 KB message',
      { body: { message: hundredKb } },
      400,
      'Message must be at most 280 characters',
    ],
    ['malformed JSON', { raw: '{"message": ' }, 400, 'The request body is not valid JSON'],
    ['an empty body', { raw: '' }, 400, 'A JSON request body is required'],
    [
      'a 300 KB body',
      { body: { message: 'x'.repeat(300 * 1024) } },
      413,
      'The request body is larger than the 256 KB limit',
    ],
  ])('POST with %s is refused and writes nothing', async (_, init, status, message) => {
    const before = await snapshot();
    expectError(await admin.call('POST', '/api/admin/ticker', init), status, message);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['a missing flag', { body: {} }, 'Active must be true or false'],
    ['a flag of the wrong type', { body: { isActive: 'false' } }, 'Active must be true or false'],
    ['a 100 KB flag', { body: { isActive: hundredKb } }, 'Active must be true or false'],
    ['malformed JSON', { raw: '{"isActive": tru' }, 'The request body is not valid JSON'],
  ])('PATCH with %s is refused and writes nothing', async (_, init, message) => {
    const [first] = await adminList();
    const before = await snapshot();
    expectError(await admin.call('PATCH', `/api/admin/ticker/${first?.id}`, init), 400, message);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['ids that are not a list', { body: { ids: 'a,b' } }, 'Order must be a list of message ids'],
    ['ids of the wrong type', { body: { ids: [1, 2] } }, 'Order must be a list of message ids'],
    ['a missing list', { body: {} }, 'Order must be a list of message ids'],
    ['an empty list', { body: { ids: [] } }, 'Order must name every message'],
    ['a 100 KB id', { body: { ids: [hundredKb] } }, 'Order must be a list of message ids'],
    ['malformed JSON', { raw: '{"ids": [' }, 'The request body is not valid JSON'],
  ])('PUT order with %s is refused and writes nothing', async (_, init, message) => {
    const before = await snapshot();
    expectError(await admin.call('PUT', '/api/admin/ticker/order', init), 400, message);
    expect(await snapshot()).toEqual(before);
  });

  it('PUT order naming a message twice is refused and writes nothing', async () => {
    const ids = (await adminList()).map((m) => m.id);
    const before = await snapshot();
    expectError(await put([...ids, ids[0] as string]), 400, 'Order must name each message once');
    expect(await snapshot()).toEqual(before);
  });

  it('PATCH and DELETE of an unknown id answer 404 and create nothing', async () => {
    const before = await snapshot();
    const path = '/api/admin/ticker/does-not-exist';
    expect(await admin.call('PATCH', path, { body: { isActive: true } })).toEqual({
      status: 404,
      body: notFoundBody,
    });
    expect(await admin.call('DELETE', path)).toEqual({ status: 404, body: notFoundBody });
    expect(
      await admin.call('PATCH', `/api/admin/ticker/${'x'.repeat(300)}`, {
        body: { isActive: true },
      }),
    ).toEqual({ status: 404, body: notFoundBody });
    expect(await snapshot()).toEqual(before);
  });
});
