import { ZLambdaEnv } from '../config/env';
import { definePort } from './define-deps';
import { importedOnFirstCall } from './imported-on-first-call';
import { userPoolSdkClients } from './users';

/**
 * The sign-in with a recovery code in the user pool: the look-up, the password check (the
 * recovery client) and turning the authenticator app off.
 */
export const accountSecurityPort = definePort({
  env: ZLambdaEnv.pick({
    AWS_REGION: true,
    USER_POOL_ID: true,
    COGNITO_ENDPOINT: true,
    RECOVERY_CLIENT_ID: true,
  }),
  sdkClients: userPoolSdkClients,
  access: { grants: { accountSecurity: true } },
  build: (env) =>
    importedOnFirstCall(async () => {
      const { createAccountSecurity } = await import('../adapters/cognito/account-security');
      const { cognitoClient } = await import('../adapters/cognito/cognito-client');
      return createAccountSecurity(
        cognitoClient(env.AWS_REGION, env.COGNITO_ENDPOINT),
        env.USER_POOL_ID,
        env.RECOVERY_CLIENT_ID,
      );
    }),
});

/** The password change, made with the caller's own access token: no right, no pool id. */
export const passwordsPort = definePort({
  env: ZLambdaEnv.pick({ AWS_REGION: true, COGNITO_ENDPOINT: true }),
  sdkClients: userPoolSdkClients,
  build: (env) =>
    importedOnFirstCall(async () => {
      const { createPasswords } = await import('../adapters/cognito/account-security');
      const { cognitoClient } = await import('../adapters/cognito/cognito-client');
      return createPasswords(cognitoClient(env.AWS_REGION, env.COGNITO_ENDPOINT));
    }),
});
