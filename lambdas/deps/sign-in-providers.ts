import { ZSignInProviderEnv } from '../adapters/sign-in-providers/settings';
import { createSignInProviders } from '../adapters/sign-in-providers/sign-in-providers';
import { ZLambdaEnv } from '../config/env';
import { definePort } from './define-deps';
import { secretsSdkClients, secretStringsIn } from './secret-strings';

/**
 * The user pool's OpenID Connect clients of Google, Microsoft and LinkedIn, for connecting them
 * to an account. APP_ORIGIN gives the redirect URI; every provider variable is optional (unset:
 * "not configured"). A client secret named in `*_SIGN_IN_CLIENT_SECRET_NAME` is read from
 * Secrets Manager on first use.
 */
export const signInProvidersPort = definePort({
  env: ZLambdaEnv.pick({ AWS_REGION: true, APP_ORIGIN: true }).extend(ZSignInProviderEnv.shape),
  sdkClients: secretsSdkClients,
  access: { grants: { signInProviders: true } },
  build: (env) => createSignInProviders(env, secretStringsIn(env.AWS_REGION)),
});
