import { ZLambdaEnv } from '../config/env';
import { definePort } from './define-deps';
import { importedOnFirstCall } from './imported-on-first-call';
import { userPoolSdkClients } from './users';

/**
 * The account's security in the user pool: the recovery sign-in's look-up and password check,
 * turning the authenticator app off, and changing the password with the caller's token.
 */
export const accountSecurityPort = definePort({
  env: ZLambdaEnv.pick({
    AWS_REGION: true,
    USER_POOL_ID: true,
    COGNITO_ENDPOINT: true,
    RECOVERY_CLIENT_ID: true,
  }),
  sdkClients: userPoolSdkClients,
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
