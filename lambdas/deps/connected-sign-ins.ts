import { definePort } from './define-deps';
import { importedOnFirstCall } from './imported-on-first-call';
import { userPoolEnv, userPoolSdkClients } from './users';

/**
 * The identities a user signs in with, and linking and removing one ("Connected sign-ins"); the
 * user pool's client is imported on the first call.
 */
export const connectedSignInsPort = definePort({
  env: userPoolEnv,
  sdkClients: userPoolSdkClients,
  access: { grants: { connectSignIns: true } },
  build: (env) =>
    importedOnFirstCall(async () => {
      const { createConnectedSignIns } = await import('../adapters/cognito/connected-sign-ins');
      const { cognitoClient } = await import('../adapters/cognito/cognito-client');
      return createConnectedSignIns(
        cognitoClient(env.AWS_REGION, env.COGNITO_ENDPOINT),
        env.USER_POOL_ID,
      );
    }),
});
