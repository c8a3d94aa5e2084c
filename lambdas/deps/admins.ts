import { createAdminDirectory } from '../adapters/cognito/admin-directory';
import { createCognitoApi } from '../adapters/cognito/cognito-api';
import { credentialsOf } from '../adapters/signed-http/credentials';
import { definePort } from './define-deps';
import { userPoolEnv } from './users';

export const adminsPort = definePort({
  env: userPoolEnv,
  build: (env) =>
    createAdminDirectory(createCognitoApi(env, credentialsOf(env, 'admins')), env.USER_POOL_ID),
});
