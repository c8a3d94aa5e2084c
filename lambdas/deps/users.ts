import { ZLambdaEnv } from '../config/env';
import { definePort } from './define-deps';
import { importedOnFirstCall } from './imported-on-first-call';

export const usersPort = definePort({
  env: ZLambdaEnv.pick({ AWS_REGION: true, USER_POOL_ID: true, COGNITO_ENDPOINT: true }),
  sdkClients: ['@aws-sdk/client-cognito-identity-provider'],
  // Built once per container, so the e-mails it keeps live as long as the warm container.
  build: (env) =>
    importedOnFirstCall(async () => {
      const cognito = await import('../adapters/cognito/user-directory');
      return cognito.withEmailCache(
        cognito.createUserDirectory(cognito.createCognitoClient(env), env.USER_POOL_ID),
      );
    }),
});
