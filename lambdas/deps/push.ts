import {
  createConnectionPush,
  createManagementClient,
} from '../adapters/apigateway/connection-push';
import { ZLambdaEnv } from '../config/env';
import { definePort } from './define-deps';

export const pushPort = definePort({
  env: ZLambdaEnv.pick({ AWS_REGION: true, WS_MANAGEMENT_ENDPOINT: true }),
  sdkClients: ['@aws-sdk/client-apigatewaymanagementapi'],
  build: (env) => createConnectionPush(createManagementClient(env)),
});
