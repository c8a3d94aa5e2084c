import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import type { TLambdaEnv } from '../../config/env';
import { eventSource } from '../../events/subscriptions';
import { correlationId } from '../../middleware/correlation';
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
              Detail: JSON.stringify(withMetadata(detail)),
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

/**
 * The detail as published: the contract's fields, plus `metadata.correlationId` when the event is
 * published on behalf of a request or another event. Consumers read it before their contract
 * (which ignores it), so it never reaches a service.
 */
function withMetadata(detail: unknown): unknown {
  const id = correlationId();
  if (!id || !detail || typeof detail !== 'object' || Array.isArray(detail)) return detail;
  return { ...detail, metadata: { correlationId: id } };
}
