import { PutEventsCommand, type EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { describe, expect, it } from 'vitest';
import { createEventBus } from '../../../../../lambdas/adapters/eventbridge/event-bus';
import { eventSource } from '../../../../../lambdas/events/subscriptions';
import { fakeSdkClient } from '../../support/fake-sdk-client';

describe('the event bus on EventBridge', () => {
  it('publishes one entry on the bus, from the product, with the detail as JSON', async () => {
    const { client, sent } = fakeSdkClient<EventBridgeClient>(() => ({
      FailedEntryCount: 0,
      Entries: [{ EventId: 'e-1' }],
    }));
    await createEventBus(client, 'vciso-hub-bus').publish('MeetingBooked', { meetingId: 'm1' });
    expect(sent[0]).toBeInstanceOf(PutEventsCommand);
    expect(sent[0]!.input).toEqual({
      Entries: [
        {
          EventBusName: 'vciso-hub-bus',
          Source: eventSource,
          DetailType: 'MeetingBooked',
          Detail: '{"meetingId":"m1"}',
        },
      ],
    });
  });

  it('fails when EventBridge refuses the entry, though it answered 200', async () => {
    const { client } = fakeSdkClient<EventBridgeClient>(() => ({
      FailedEntryCount: 1,
      Entries: [{ ErrorCode: 'InternalFailure', ErrorMessage: 'Try again' }],
    }));
    await expect(
      createEventBus(client, 'bus').publish('MeetingBooked', { meetingId: 'm1' }),
    ).rejects.toThrow('EventBridge refused MeetingBooked: InternalFailure Try again');
  });
});
