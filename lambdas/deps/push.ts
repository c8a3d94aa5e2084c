import { createConnectionPush } from '../adapters/apigateway/connection-push';
import { ZLambdaEnv } from '../config/env';
import { credentialsEnv, credentialsOf } from '../adapters/signed-http/credentials';
import { definePort } from './define-deps';

export const pushPort = definePort({
  env: ZLambdaEnv.pick({ AWS_REGION: true, WS_MANAGEMENT_ENDPOINT: true, ...credentialsEnv }),
  build: (env) =>
    createConnectionPush({
      region: env.AWS_REGION,
      endpoint: env.WS_MANAGEMENT_ENDPOINT,
      credentials: credentialsOf(env, 'push'),
    }),
});
