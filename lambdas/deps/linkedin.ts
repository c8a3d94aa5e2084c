import { createLinkedIn } from '../adapters/linkedin/linkedin';
import { ZLinkedInEnv } from '../adapters/linkedin/settings';
import { ZLambdaEnv } from '../config/env';
import { definePort } from './define-deps';
import { secretsSdkClients, secretStringsIn } from './secret-strings';

/**
 * LinkedIn's OpenID Connect sign-in, for "Quick Fill with LinkedIn". APP_ORIGIN gives the
 * redirect URI; every LinkedIn variable is optional (unset: "not configured"). A client secret
 * named in `LINKEDIN_CLIENT_SECRET_NAME` is read from Secrets Manager on first use.
 */
export const linkedInPort = definePort({
  env: ZLambdaEnv.pick({ AWS_REGION: true, APP_ORIGIN: true }).extend(ZLinkedInEnv.shape),
  sdkClients: secretsSdkClients,
  access: { grants: { linkedIn: true } },
  build: (env) => createLinkedIn(env, secretStringsIn(env.AWS_REGION)),
});
