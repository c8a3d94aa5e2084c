import {
  createCognitoClient,
  createUserDirectory,
  withEmailCache,
} from '../adapters/cognito/user-directory';
import { ZLambdaEnv } from '../config/env';
import { definePort } from './define-deps';

export const usersPort = definePort({
  env: ZLambdaEnv.pick({ AWS_REGION: true, USER_POOL_ID: true, COGNITO_ENDPOINT: true }),
  sdkClients: ['@aws-sdk/client-cognito-identity-provider'],
  // Built once per container, so the e-mails it keeps live as long as the warm container.
  build: (env) => withEmailCache(createUserDirectory(createCognitoClient(env), env.USER_POOL_ID)),
});
