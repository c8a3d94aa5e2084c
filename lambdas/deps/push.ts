import { createConnectionPush, pushClient } from '../adapters/apigateway/connection-push';
import { ZLambdaEnv } from '../config/env';
import { definePort } from './define-deps';

/** Posts to open WebSocket connections; only the ticker's stream consumer has it, and uses it. */
export const pushPort = definePort({
  env: ZLambdaEnv.pick({ AWS_REGION: true, WS_MANAGEMENT_ENDPOINT: true }),
  sdkClients: ['@aws-sdk/client-apigatewaymanagementapi'],
  build: (env) => createConnectionPush(pushClient(env.AWS_REGION, env.WS_MANAGEMENT_ENDPOINT)),
});
