import { withEmailCache } from '../adapters/cognito/email-cache';
import { ZLambdaEnv } from '../config/env';
import { definePort } from './define-deps';
import { importedOnFirstCall } from './imported-on-first-call';

/** What a port of the user pool reads (the admins port too). */
export const userPoolEnv = ZLambdaEnv.pick({
  AWS_REGION: true,
  USER_POOL_ID: true,
  COGNITO_ENDPOINT: true,
});

/** The user pool's client, brought by the users and admins ports. */
export const userPoolSdkClients = ['@aws-sdk/client-cognito-identity-provider'];

/**
 * The user pool's directory, its client imported on the first look-up (most routes of an area
 * that declares it never look anyone up).
 */
export const usersPort = definePort({
  env: userPoolEnv,
  sdkClients: userPoolSdkClients,
  access: { grants: { readUsers: true } },
  // Built once per container, so the e-mails it keeps live as long as the warm container.
  build: (env) =>
    withEmailCache(
      importedOnFirstCall(async () => {
        const { createUserDirectory } = await import('../adapters/cognito/user-directory');
        const { cognitoClient } = await import('../adapters/cognito/cognito-client');
        return createUserDirectory(
          cognitoClient(env.AWS_REGION, env.COGNITO_ENDPOINT),
          env.USER_POOL_ID,
        );
      }),
    ),
});
