import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { eventSource } from '../../events/subscriptions';
import { correlationId } from '../../middleware/correlation';
import type { EventBus } from '../../ports/event-bus';
import { clientConfig, traced } from '../aws-clients';
import { processClient } from '../process-client';

/** What the bus sends its commands through: EventBridge's client, or a fake in unit tests. */
export type EventBridgeSender = Pick<EventBridgeClient, 'send'>;

/**
 * EventBridge's client, one per container. Locally `endpoint` is the launcher's bus,
 * which answers PutEvents as EventBridge does.
 */
export const eventBridgeClient = processClient((region, endpoint) =>
  traced(new EventBridgeClient(clientConfig(region, endpoint))),
);

export function createEventBus(events: EventBridgeSender, busName: string): EventBus {
  return {
    async publish(detailType, detail) {
      const out = await events.send(
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
