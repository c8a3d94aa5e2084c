import { createSigningCertificate } from '../adapters/signing-certificate/signing-certificate';
import { ZLambdaEnv } from '../config/env';
import { definePort } from './define-deps';
import { secretsSdkClients, secretStringsIn } from './secret-strings';

/** The sealing identity: Secrets Manager by name in AWS, a file of the local stack's otherwise. */
export const signingCertificatePort = definePort({
  env: ZLambdaEnv.pick({ AWS_REGION: true, SIGNING_CERTIFICATE: true }),
  sdkClients: secretsSdkClients,
  access: { grants: { signingCertificate: true } },
  build: (env) => createSigningCertificate(env, secretStringsIn(env.AWS_REGION)),
});
