import { createAdminDirectory } from '../adapters/cognito/admin-directory';
import { createCognitoApi } from '../adapters/cognito/cognito-api';
import { ZLambdaEnv } from '../config/env';
import { credentialsEnv, credentialsOf } from './credentials';
import { definePort } from './define-deps';

export const adminsPort = definePort({
  env: ZLambdaEnv.pick({
    AWS_REGION: true,
    USER_POOL_ID: true,
    COGNITO_ENDPOINT: true,
    ...credentialsEnv,
  }),
  build: (env) =>
    createAdminDirectory(createCognitoApi(env, credentialsOf(env, 'admins')), env.USER_POOL_ID),
});
