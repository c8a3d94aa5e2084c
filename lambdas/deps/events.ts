import { ZLambdaEnv } from '../config/env';
import { definePort } from './define-deps';
import { importedOnFirstCall } from './imported-on-first-call';

export const eventsPort = definePort({
  env: ZLambdaEnv.pick({ AWS_REGION: true, EVENT_BUS_NAME: true, EVENTBRIDGE_ENDPOINT: true }),
  sdkClients: ['@aws-sdk/client-eventbridge'],
  build: (env) =>
    importedOnFirstCall(async () => {
      const { createEventBridgeClient, createEventBus } =
        await import('../adapters/eventbridge/event-bus');
      return createEventBus(createEventBridgeClient(env), env.EVENT_BUS_NAME);
    }),
});
