import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  createEventBus,
  eventBridgePath,
  type EventBus,
} from '../../../local/eventbridge/event-bus';
import { CONSUMER_RETRY_ATTEMPTS } from '../../../lambdas/events/consumer-retries';
import { eventSource } from '../../../lambdas/events/subscriptions';

let dir: string;
const servers: Server[] = [];
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'event-bus-'));
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  await rm(dir, { recursive: true, force: true });
});

const subscriptions = [
  { detailType: 'MeetingBooked', consumer: 'booking-mail' },
  { detailType: 'MeetingBooked', consumer: 'calendar-sync' },
];

/** One run of the bus on the journal folder: a restart of the stack is a second call. */
async function run(opts: {
  hold?: boolean;
  consumer?: (name: string, event: { id: string }) => Promise<void>;
}) {
  const seen: Array<{ consumer: string; id: string }> = [];
  const bus: EventBus = createEventBus(() => {}, {
    subscriptions,
    load: async (name) => async (event) => {
      seen.push({ consumer: name, id: (event as { id: string }).id });
      await opts.consumer?.(name, event as { id: string });
    },
    retryDelayMs: 0,
    journalDir: dir,
    hold: opts.hold,
  });
  const server = createServer((req, res) => void bus.handle(req, res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}${eventBridgePath}`;
  const client = new EventBridgeClient({
    endpoint,
    region: 'eu-west-2',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
  const put = async () => {
    const out = await client.send(
      new PutEventsCommand({
        Entries: [
          { Source: eventSource, DetailType: 'MeetingBooked', Detail: '{"meetingId":"m1"}' },
        ],
      }),
    );
    return out.Entries![0]!.EventId!;
  };
  const deadLetters = async () =>
    ((await fetch(endpoint).then((r) => r.json())) as { DeadLetters: unknown[] }).DeadLetters;
  return { bus, put, seen, deadLetters };
}

const pendingFiles = () => readdir(path.join(dir, 'pending')).catch(() => []);

it('keeps an accepted event on disk until each consumer has had it, and delivers it after a restart', async () => {
  const held = await run({ hold: true });
  const id = await held.put();
  await held.bus.settled();
  expect(held.seen).toEqual([]);
  expect((await pendingFiles()).sort()).toEqual([
    `${id}.booking-mail.json`,
    `${id}.calendar-sync.json`,
  ]);

  const restarted = await run({});
  await restarted.bus.settled();
  expect(restarted.seen.sort((a, b) => a.consumer.localeCompare(b.consumer))).toEqual([
    { consumer: 'booking-mail', id },
    { consumer: 'calendar-sync', id },
  ]);
  expect(await pendingFiles()).toEqual([]);
});

it('owes a restarted bus only the consumers that had not finished', async () => {
  let release!: () => void;
  const stuck = new Promise<void>((resolve) => (release = resolve));
  const first = await run({
    consumer: (name) => (name === 'calendar-sync' ? stuck : Promise.resolve()),
  });
  const id = await first.put();
  await vi.waitFor(
    async () => expect((await pendingFiles()).every((f) => f.includes('calendar-sync'))).toBe(true),
    { timeout: 2_000, interval: 5 },
  );
  // The stack dies while calendar-sync still runs.
  const restarted = await run({});
  await restarted.bus.settled();
  expect(restarted.seen).toEqual([{ consumer: 'calendar-sync', id }]);
  release();
  await first.bus.settled();
});

it('keeps parked events across a restart', async () => {
  const failing = await run({
    consumer: async () => {
      throw new Error('mail server refused');
    },
  });
  const id = await failing.put();
  await failing.bus.settled();
  expect(failing.seen).toHaveLength(2 * (1 + CONSUMER_RETRY_ATTEMPTS));
  expect(await pendingFiles()).toEqual([]);

  const restarted = await run({});
  await restarted.bus.settled();
  expect(restarted.seen).toEqual([]);
  const parked = (await restarted.deadLetters()) as Array<{
    consumer: string;
    event: { id: string };
  }>;
  expect(parked.map((p) => [p.consumer, p.event.id]).sort()).toEqual([
    ['booking-mail', id],
    ['calendar-sync', id],
  ]);
  expect(parked[0]).toMatchObject({
    tries: 1 + CONSUMER_RETRY_ATTEMPTS,
    error: 'mail server refused',
  });
});
