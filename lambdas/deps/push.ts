import { createConnectionPush } from '../adapters/apigateway/connection-push';
import { ZLambdaEnv } from '../config/env';
import { definePort } from './define-deps';

export const pushPort = definePort({
  env: ZLambdaEnv.pick({
    AWS_REGION: true,
    WS_MANAGEMENT_ENDPOINT: true,
    AWS_ACCESS_KEY_ID: true,
    AWS_SECRET_ACCESS_KEY: true,
    AWS_SESSION_TOKEN: true,
  }),
  build: (env) => {
    if (!env.AWS_ACCESS_KEY_ID || !env.AWS_SECRET_ACCESS_KEY) {
      throw new Error(
        'The push port cannot be built: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set',
      );
    }
    return createConnectionPush({
      region: env.AWS_REGION,
      endpoint: env.WS_MANAGEMENT_ENDPOINT,
      credentials: {
        accessKeyId: env.AWS_ACCESS_KEY_ID,
        secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
        ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
      },
    });
  },
});
