import { definePort } from './define-deps';
import { importedOnFirstCall } from './imported-on-first-call';
import { userPoolEnv, userPoolSdkClients } from './users';

/** Disabling and deleting users; the user pool's client is imported on the first call. */
export const accountAdminPort = definePort({
  env: userPoolEnv,
  sdkClients: userPoolSdkClients,
  access: { grants: { closeAccounts: true } },
  build: (env) =>
    importedOnFirstCall(async () => {
      const { createAccountAdmin } = await import('../adapters/cognito/account-admin');
      const { cognitoClient } = await import('../adapters/cognito/cognito-client');
      return createAccountAdmin(
        cognitoClient(env.AWS_REGION, env.COGNITO_ENDPOINT),
        env.USER_POOL_ID,
      );
    }),
});
