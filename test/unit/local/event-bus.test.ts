import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createEventBus, eventBridgePath } from '../../../local/eventbridge/event-bus';
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
