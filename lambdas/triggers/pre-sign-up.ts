import middy from '@middy/core';
import type { Context, PreSignUpTriggerEvent } from 'aws-lambda';
import { createAccountLinks } from '../adapters/cognito/account-links';
import { cognitoClient } from '../adapters/cognito/cognito-client';
import { ZLambdaEnv } from '../config/env';
import { definePort, type DepsDeclaration } from '../deps/define-deps';
import type { EventHandler } from '../middleware/event-handler';
import { invocationLogger } from '../middleware/logger';
import { functionTelemetry } from '../middleware/telemetry';
import type { AccountLinks } from '../ports/account-links';
import { linkFederatedUser } from '../services/auth/link-federated-user';

/**
 * The user pool's accounts by e-mail, and linking, for the pool the event names: the trigger is
 * given no USER_POOL_ID, since the pool names the function (one would depend on the other).
 */
export const accountLinksPort = definePort({
  env: ZLambdaEnv.pick({ AWS_REGION: true, COGNITO_ENDPOINT: true }),
  sdkClients: ['@aws-sdk/client-cognito-identity-provider'],
  build:
    (env) =>
    (userPoolId: string): AccountLinks =>
      createAccountLinks(cognitoClient(env.AWS_REGION, env.COGNITO_ENDPOINT), userPoolId),
});

/** What the trigger reaches, as tooling reads a Lambda's declaration (bundle and environment tests). */
const declaration: DepsDeclaration = { ports: { accountLinks: accountLinksPort } };

let accountLinksOf: ((userPoolId: string) => AccountLinks) | undefined;

const run = middy<PreSignUpTriggerEvent, PreSignUpTriggerEvent>()
  .use(functionTelemetry())
  .handler((event, context) => {
    accountLinksOf ??= accountLinksPort.create('accountLinks');
    return linkFederatedUser(
      { accountLinks: accountLinksOf(event.userPoolId), log: invocationLogger(context) },
      event,
    );
  });

/**
 * Cognito's pre sign-up trigger (the Auth stack's pool): links a first federated sign-in to the
 * existing e-mail/password account, refuses an e-mail sign-up for a federated account's address
 * (`services/auth/link-federated-user.ts`). Returns the event as it came, or throws the message
 * Cognito shows. Inside Powertools' middlewares (`telemetry.ts`) like every entry.
 */
export const handler: EventHandler<PreSignUpTriggerEvent, PreSignUpTriggerEvent> = Object.assign(
  (event: PreSignUpTriggerEvent, context?: Context) => run(event, context ?? ({} as Context)),
  { deps: declaration },
);
