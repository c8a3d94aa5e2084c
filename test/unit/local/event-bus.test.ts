import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createEventBus, eventBridgePath } from '../../../local/eventbridge/event-bus';
import { CONSUMER_RETRY_ATTEMPTS } from '../../../lambdas/events/consumer-retries';
import { eventSource } from '../../../lambdas/events/subscriptions';

const consumer = vi.fn(async (_event: unknown) => {});
const bus = createEventBus(() => {}, {
  subscriptions: [{ detailType: 'MeetingBooked', consumer: 'mail' }],
  load: async () => consumer,
});
let server: Server;
let client: EventBridgeClient;

beforeAll(async () => {
  server = createServer((req, res) => void bus.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = new EventBridgeClient({
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}${eventBridgePath}`,
    region: 'eu-west-2',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('delivers PutEvents entries to the subscribed consumer as EventBridge envelopes', async () => {
  const out = await client.send(
    new PutEventsCommand({
      Entries: [
        {
          Source: eventSource,
          DetailType: 'MeetingBooked',
          Detail: JSON.stringify({ meetingId: 'm1' }),
          Time: new Date('2030-01-02T03:04:05Z'),
        },
        { Source: eventSource, DetailType: 'Unsubscribed', Detail: '{}' },
      ],
    }),
  );
  expect(out.FailedEntryCount).toBe(0);
  await bus.settled();
  expect(consumer).toHaveBeenCalledTimes(1);
  expect(consumer.mock.calls[0]?.[0]).toEqual({
    version: '0',
    id: out.Entries?.[0]?.EventId,
    'detail-type': 'MeetingBooked',
    source: eventSource,
    account: '000000000000',
    time: '2030-01-02T03:04:05Z',
    region: 'eu-west-2',
    resources: [],
    detail: { meetingId: 'm1' },
  });
});

it('tries a failing consumer as Lambda retries it, then parks the event; others go through', async () => {
  const tries: string[] = [];
  const failing = createEventBus(() => {}, {
    subscriptions: [{ detailType: 'DocumentCompleted', consumer: 'seal' }],
    load: async () => async (event: unknown) => {
      const { documentId } = (event as { detail: { documentId: string } }).detail;
      tries.push(documentId);
      if (documentId === 'poisoned') throw new Error('The original is not a PDF');
    },
    retryDelayMs: 0,
  });
  const local = createServer((req, res) => void failing.handle(req, res));
  await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(local.address() as AddressInfo).port}${eventBridgePath}`;
  try {
    const sent = await new EventBridgeClient({
      endpoint,
      region: 'eu-west-2',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    }).send(
      new PutEventsCommand({
        Entries: ['poisoned', 'sound'].map((documentId) => ({
          Source: eventSource,
          DetailType: 'DocumentCompleted',
          Detail: JSON.stringify({ documentId }),
        })),
      }),
    );
    await failing.settled();
    expect(tries.filter((id) => id === 'poisoned')).toHaveLength(1 + CONSUMER_RETRY_ATTEMPTS);
    expect(tries.filter((id) => id === 'sound')).toHaveLength(1);
    const parked = await fetch(endpoint).then((res) => res.json());
    expect(parked).toEqual({
      DeadLetters: [
        {
          consumer: 'seal',
          event: expect.objectContaining({
            id: sent.Entries?.[0]?.EventId,
            detail: { documentId: 'poisoned' },
          }),
          tries: 1 + CONSUMER_RETRY_ATTEMPTS,
          error: 'The original is not a PDF',
          parkedAt: expect.any(String),
        },
      ],
    });
  } finally {
    await new Promise<void>((resolve) => local.close(() => resolve()));
  }
});
