import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { ConnectionPush } from '../../ports/connections';
import { clientConfig, traced } from '../aws-clients';
import { processClient } from '../process-client';

/** What the push sends its posts through: the `@connections` client, or a fake in unit tests. */
export type PushSender = Pick<ApiGatewayManagementApiClient, 'send'>;

/**
 * The `@connections` client of one WebSocket stage, one per container. `endpoint` is the stage's
 * management URL, `https://<api>.execute-api.<region>.amazonaws.com/<stage>` in AWS, the
 * launcher's `/_local/ws` locally. Short timeouts, so one stuck post does not hold up the push
 * to every other open page.
 */
export const pushClient = processClient((region, endpoint) =>
  traced(
    new ApiGatewayManagementApiClient({
      ...clientConfig(region, endpoint),
      requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000 },
    }),
  ),
);

/**
 * PostToConnection: `gone` when API Gateway answers 410 (the connection closed without
 * `$disconnect` reaching us), so the caller can forget it; any other failure is thrown.
 */
export function createConnectionPush(client: PushSender): ConnectionPush {
  return {
    async send(connectionId, data) {
      try {
        await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
        return 'sent';
      } catch (error) {
        if (error instanceof GoneException) return 'gone';
        throw error;
      }
    },
  };
}
