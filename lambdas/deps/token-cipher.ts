import { ZLambdaEnv } from '../config/env';
import { definePort } from './define-deps';
import { importedOnFirstCall } from './imported-on-first-call';

/** KMS Encrypt/Decrypt with the key in TOKEN_KEY (locally an AES-256-GCM key). */
export const tokenCipherPort = definePort({
  env: ZLambdaEnv.pick({ AWS_REGION: true, TOKEN_KEY: true }),
  sdkClients: ['@aws-sdk/client-kms'],
  build: (env) =>
    importedOnFirstCall(async () =>
      (await import('../adapters/kms/token-cipher')).createTokenCipher(env),
    ),
});
