import { ZLambdaEnv } from '../config/env';
import { definePort } from './define-deps';
import { importedOnFirstCall } from './imported-on-first-call';

/** The product's bus; EventBridge's client is imported on the first event published. */
export const eventsPort = definePort({
  env: ZLambdaEnv.pick({ AWS_REGION: true, EVENT_BUS_NAME: true, EVENTBRIDGE_ENDPOINT: true }),
  sdkClients: ['@aws-sdk/client-eventbridge'],
  access: { grants: { publishEvents: true } },
  build: (env) =>
    importedOnFirstCall(async () => {
      const { createEventBus, eventBridgeClient } =
        await import('../adapters/eventbridge/event-bus');
      return createEventBus(
        eventBridgeClient(env.AWS_REGION, env.EVENTBRIDGE_ENDPOINT),
        env.EVENT_BUS_NAME,
      );
    }),
});
