import type { TLambdaEnv } from '../../config/env';
import { eventSource } from '../../events/subscriptions';
import { correlationId } from '../../middleware/correlation';
import type { EventBus } from '../../ports/event-bus';
import { awsJsonOperations, type JsonFields } from '../signed-http/aws-json';
import type { AwsCredentials } from '../signed-http/signed-sender';

export type EventBridgeCall = (operation: 'PutEvents', input: JsonFields) => Promise<JsonFields>;

/**
 * EventBridge's API (`awsJson1_1`) as signed requests, not through the SDK client (docs/
 * decisions.md, "The table speaks DynamoDB's protocol itself"). Locally EVENTBRIDGE_ENDPOINT is
 * the launcher's in-process bus speaking the same protocol.
 */
export function createEventBridgeApi(
  env: Pick<TLambdaEnv, 'AWS_REGION' | 'EVENTBRIDGE_ENDPOINT'>,
  credentials: AwsCredentials,
): EventBridgeCall {
  return awsJsonOperations({
    service: 'events',
    region: env.AWS_REGION,
    endpoint: env.EVENTBRIDGE_ENDPOINT,
    credentials,
    targetPrefix: 'AWSEvents',
    version: '1.1',
  });
}

export function createEventBus(events: EventBridgeCall, busName: string): EventBus {
  return {
    async publish(detailType, detail) {
      const out = await events('PutEvents', {
        Entries: [
          {
            EventBusName: busName,
            Source: eventSource,
            DetailType: detailType,
            Detail: JSON.stringify(withMetadata(detail)),
          },
        ],
      });
      // PutEvents answers 200 even when an entry was refused; the caller must hear about it.
      if (out.FailedEntryCount) {
        const entry = (out.Entries as Array<{ ErrorCode?: string; ErrorMessage?: string }>)?.[0];
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
