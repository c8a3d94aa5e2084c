import { describe, expect, it } from 'vitest';
import type {
  ConnectionPush,
  ConnectionStore,
  LiveConnection,
} from '../../../../../lambdas/ports/connections';
import {
  CONNECT_GRACE_MS,
  notifyTickerChanged,
  streamVersion,
} from '../../../../../lambdas/services/realtime/notify-ticker-changed';

const now = new Date('2025-06-01T12:00:00.000Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();

type Outcome = 'sent' | 'gone' | Error;

/** Connections in pages, as the store yields them; removals recorded. */
function fakeStore(pages: LiveConnection[][]) {
  const removed: string[] = [];
  const store: Pick<ConnectionStore, 'list' | 'remove'> = {
    async *list(at) {
      expect(at).toEqual(now);
      for (const page of pages) yield page;
    },
    async remove({ connectionId, sourceIp }) {
      // Both records go: the one the push lists and the one its address is counted by.
      expect(sourceIp).toBe(`ip-of-${connectionId}`);
      removed.push(connectionId);
    },
  };
  return { store, removed };
}

/** Answers per connection id; records every post and the most posts ever in flight. */
function fakePush(outcomes: Record<string, Outcome> = {}, delayMs = 1) {
  const posts: Array<{ connectionId: string; data: string }> = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const push: ConnectionPush = {
    async send(connectionId, data) {
      posts.push({ connectionId, data });
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      inFlight -= 1;
      const outcome = outcomes[connectionId] ?? 'sent';
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
  };
  return { push, posts, maxInFlight: () => maxInFlight };
}

const warnings: unknown[][] = [];
const deps = (store: Pick<ConnectionStore, 'list' | 'remove'>, push: ConnectionPush) => ({
  connections: store,
  push,
  clock: { now: () => now },
  log: { warn: (...args: unknown[]) => void warnings.push(args) },
});

const conn = (id: string, connectedAt = minutesAgo(5)): LiveConnection => ({
  connectionId: id,
  connectedAt,
  sourceIp: `ip-of-${id}`,
});

describe('notifyTickerChanged', () => {
  it('posts {"type":"ticker.changed"} once to every connection of every page', async () => {
    const { store, removed } = fakeStore([[conn('a'), conn('b')], [conn('c')]]);
    const { push, posts } = fakePush();
    const summary = await notifyTickerChanged(deps(store, push));
    expect(posts.map((p) => p.connectionId).sort()).toEqual(['a', 'b', 'c']);
    for (const post of posts) expect(JSON.parse(post.data)).toEqual({ type: 'ticker.changed' });
    expect(summary).toEqual({ connections: 3, sent: 3, gone: 0, failed: 0 });
    expect(removed).toEqual([]);
  });

  it('tells every page the version of the change, for the refetch address', async () => {
    const { store } = fakeStore([[conn('a'), conn('b')]]);
    const { push, posts } = fakePush();
    await notifyTickerChanged(deps(store, push), { version: '4200000000000000001' });
    for (const post of posts)
      expect(JSON.parse(post.data)).toEqual({
        type: 'ticker.changed',
        version: '4200000000000000001',
      });
  });

  it('removes connections that answer 410 Gone, but not one still in its $connect', async () => {
    const young = new Date(now.getTime() - CONNECT_GRACE_MS / 2).toISOString();
    const { store, removed } = fakeStore([
      [conn('live'), conn('gone'), conn('just-connected', young), conn('no-date', '')],
    ]);
    const { push } = fakePush({ gone: 'gone', 'just-connected': 'gone', 'no-date': 'gone' });
    const summary = await notifyTickerChanged(deps(store, push));
    expect(removed.sort()).toEqual(['gone', 'no-date']);
    expect(summary).toEqual({ connections: 4, sent: 1, gone: 3, failed: 0 });
  });

  it('never fails for one bad connection: the others still get their message', async () => {
    warnings.length = 0;
    const { store } = fakeStore([[conn('a'), conn('bad'), conn('c')]]);
    const { push, posts } = fakePush({
      bad: Object.assign(new Error('boom'), { name: 'Throttled' }),
    });
    const summary = await notifyTickerChanged(deps(store, push));
    expect(posts).toHaveLength(3);
    expect(summary).toEqual({ connections: 3, sent: 2, gone: 0, failed: 1 });
    expect(warnings).toHaveLength(1);
  });

  it('counts a failed removal as a failure without throwing', async () => {
    const { store } = fakeStore([[conn('gone')]]);
    store.remove = async () => {
      throw new Error('DynamoDB unavailable');
    };
    const { push } = fakePush({ gone: 'gone' });
    expect(await notifyTickerChanged(deps(store, push))).toEqual({
      connections: 1,
      sent: 0,
      gone: 1,
      failed: 1,
    });
  });

  it('posts in parallel, never more than the concurrency limit at once', async () => {
    const page = Array.from({ length: 40 }, (_, i) => conn(`c${i}`));
    const { store } = fakeStore([page]);
    const { push, posts, maxInFlight } = fakePush({}, 5);
    await notifyTickerChanged(deps(store, push), { concurrency: 8 });
    expect(posts).toHaveLength(40);
    expect(maxInFlight()).toBe(8);
  });

  it('keeps the limit across pages, and starts a page while the previous one is still posting', async () => {
    // Pages of 3 with a limit of 8: only a pipeline across pages ever has 8 posts in flight.
    const pages = Array.from({ length: 10 }, (_, p) =>
      Array.from({ length: 3 }, (_, i) => conn(`p${p}c${i}`)),
    );
    const { store } = fakeStore(pages);
    const { push, posts, maxInFlight } = fakePush({}, 5);
    const summary = await notifyTickerChanged(deps(store, push), { concurrency: 8 });
    expect(new Set(posts.map((p) => p.connectionId)).size).toBe(30);
    expect(summary.sent).toBe(30);
    expect(maxInFlight()).toBe(8);
  });

  it('fails when the connections cannot be listed, so the stream batch is retried', async () => {
    const store: Pick<ConnectionStore, 'list' | 'remove'> = {
      // eslint-disable-next-line require-yield
      async *list() {
        throw new Error('ProvisionedThroughputExceeded');
      },
      remove: async () => undefined,
    };
    await expect(notifyTickerChanged(deps(store, fakePush().push))).rejects.toThrow(
      'ProvisionedThroughputExceeded',
    );
  });

  it('does nothing without connections', async () => {
    const { store } = fakeStore([]);
    const { push, posts } = fakePush();
    expect(await notifyTickerChanged(deps(store, push))).toEqual({
      connections: 0,
      sent: 0,
      gone: 0,
      failed: 0,
    });
    expect(posts).toEqual([]);
  });
});

describe('streamVersion', () => {
  it('is the newest sequence number of the batch, compared as numbers', () => {
    expect(streamVersion(['900', '1000', '999'])).toBe('1000');
    expect(streamVersion(['49668830', undefined, 'not-a-number', ''])).toBe('49668830');
    expect(streamVersion(['100000000000000000000000001', '99999999999999999999999999'])).toBe(
      '100000000000000000000000001',
    );
  });

  it('is undefined when no record carries one', () => {
    expect(streamVersion([])).toBeUndefined();
    expect(streamVersion([undefined, 'x'])).toBeUndefined();
  });
});
