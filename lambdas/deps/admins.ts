import { definePort } from './define-deps';
import { importedOnFirstCall } from './imported-on-first-call';
import { userPoolEnv, userPoolSdkClients } from './users';

/** The administrators' addresses; the user pool's client is imported on the first look-up. */
export const adminsPort = definePort({
  env: userPoolEnv,
  sdkClients: userPoolSdkClients,
  access: { grants: { listAdmins: true } },
  build: (env) =>
    importedOnFirstCall(async () => {
      const { createAdminDirectory } = await import('../adapters/cognito/admin-directory');
      const { cognitoClient } = await import('../adapters/cognito/cognito-client');
      return createAdminDirectory(
        cognitoClient(env.AWS_REGION, env.COGNITO_ENDPOINT),
        env.USER_POOL_ID,
      );
    }),
});
