import { createSigningCertificate } from '../adapters/signing-certificate/signing-certificate';
import { credentialsEnv } from '../adapters/signed-http/credentials';
import { ZLambdaEnv } from '../config/env';
import { definePort } from './define-deps';

/** The sealing identity: Secrets Manager by name in AWS, a file of the local stack's otherwise. */
export const signingCertificatePort = definePort({
  env: ZLambdaEnv.pick({ AWS_REGION: true, SIGNING_CERTIFICATE: true, ...credentialsEnv }),
  build: createSigningCertificate,
});
