import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { TLambdaEnv } from '../../config/env';
import type { ConnectionPush } from '../../ports/connections';

/**
 * The `@connections` API of one WebSocket stage. In AWS the endpoint is the stage's callback URL
 * (`https://<api>.execute-api.<region>.amazonaws.com/<stage>`); locally the launcher's
 * `/_local/ws`, which speaks the same protocol. Short timeouts: one stuck connection must not hold
 * up the push to the others.
 */
export function createManagementClient(
  env: Pick<TLambdaEnv, 'AWS_REGION' | 'WS_MANAGEMENT_ENDPOINT'>,
): ApiGatewayManagementApiClient {
  if (!env.WS_MANAGEMENT_ENDPOINT) {
    throw new Error('WS_MANAGEMENT_ENDPOINT is not set: no WebSocket stage to push to');
  }
  return new ApiGatewayManagementApiClient({
    region: env.AWS_REGION,
    endpoint: env.WS_MANAGEMENT_ENDPOINT,
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000 },
  });
}

export function createConnectionPush(client: ApiGatewayManagementApiClient): ConnectionPush {
  const encoder = new TextEncoder();
  return {
    async send(connectionId, data) {
      try {
        await client.send(
          new PostToConnectionCommand({ ConnectionId: connectionId, Data: encoder.encode(data) }),
        );
        return 'sent';
      } catch (error) {
        if (
          error instanceof GoneException ||
          (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 410
        ) {
          return 'gone';
        }
        throw error;
      }
    },
  };
}
