import { createEventBridgeClient, createEventBus } from '../adapters/eventbridge/event-bus';
import { ZLambdaEnv } from '../config/env';
import { definePort } from './define-deps';

export const eventsPort = definePort({
  env: ZLambdaEnv.pick({ AWS_REGION: true, EVENT_BUS_NAME: true, EVENTBRIDGE_ENDPOINT: true }),
  sdkClients: ['@aws-sdk/client-eventbridge'],
  build: (env) => createEventBus(createEventBridgeClient(env), env.EVENT_BUS_NAME),
});
