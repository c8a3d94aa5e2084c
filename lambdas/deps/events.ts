import { createEventBridgeApi, createEventBus } from '../adapters/eventbridge/event-bus';
import { ZLambdaEnv } from '../config/env';
import { credentialsEnv, credentialsOf } from '../adapters/signed-http/credentials';
import { definePort } from './define-deps';

export const eventsPort = definePort({
  env: ZLambdaEnv.pick({
    AWS_REGION: true,
    EVENT_BUS_NAME: true,
    EVENTBRIDGE_ENDPOINT: true,
    ...credentialsEnv,
  }),
  build: (env) =>
    createEventBus(createEventBridgeApi(env, credentialsOf(env, 'events')), env.EVENT_BUS_NAME),
});
