import { createAdminDirectory } from '../adapters/cognito/admin-directory';
import { createCognitoClient } from '../adapters/cognito/user-directory';
import { ZLambdaEnv } from '../config/env';
import { definePort } from './define-deps';

export const adminsPort = definePort({
  env: ZLambdaEnv.pick({ AWS_REGION: true, USER_POOL_ID: true, COGNITO_ENDPOINT: true }),
  sdkClients: ['@aws-sdk/client-cognito-identity-provider'],
  build: (env) => createAdminDirectory(createCognitoClient(env), env.USER_POOL_ID),
});
