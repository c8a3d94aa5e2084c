import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import type { TLambdaEnv } from '../../config/env';
import { eventSource } from '../../events/subscriptions';
import type { EventBus } from '../../ports/event-bus';

/** Locally EVENTBRIDGE_ENDPOINT is the launcher's in-process bus speaking the same protocol. */
export function createEventBridgeClient(
  env: Pick<TLambdaEnv, 'AWS_REGION' | 'EVENTBRIDGE_ENDPOINT'>,
): EventBridgeClient {
  return new EventBridgeClient({
    region: env.AWS_REGION,
    ...(env.EVENTBRIDGE_ENDPOINT ? { endpoint: env.EVENTBRIDGE_ENDPOINT } : {}),
  });
}

export function createEventBus(client: EventBridgeClient, busName: string): EventBus {
  return {
    async publish(detailType, detail) {
      const out = await client.send(
        new PutEventsCommand({
          Entries: [
            {
              EventBusName: busName,
              Source: eventSource,
              DetailType: detailType,
              Detail: JSON.stringify(detail),
            },
          ],
        }),
      );
      // PutEvents answers 200 even when an entry was refused; the caller must hear about it.
      if (out.FailedEntryCount) {
        const entry = out.Entries?.[0];
        throw new Error(
          `EventBridge refused ${detailType}: ${entry?.ErrorCode ?? 'unknown'} ${entry?.ErrorMessage ?? ''}`.trim(),
        );
      }
    },
  };
}
