import { createCognitoApi } from '../adapters/cognito/cognito-api';
import { createUserDirectory, withEmailCache } from '../adapters/cognito/user-directory';
import { ZLambdaEnv } from '../config/env';
import { credentialsEnv, credentialsOf } from '../adapters/signed-http/credentials';
import { definePort } from './define-deps';

/** What a port of the user pool reads (the admins port too). */
export const userPoolEnv = ZLambdaEnv.pick({
  AWS_REGION: true,
  USER_POOL_ID: true,
  COGNITO_ENDPOINT: true,
  ...credentialsEnv,
});

export const usersPort = definePort({
  env: userPoolEnv,
  // Built once per container, so the e-mails it keeps live as long as the warm container.
  build: (env) =>
    withEmailCache(
      createUserDirectory(createCognitoApi(env, credentialsOf(env, 'users')), env.USER_POOL_ID),
    ),
});
