import { ZLambdaEnv } from '../config/env';
import { definePort } from './define-deps';
import { importedOnFirstCall } from './imported-on-first-call';

/**
 * KMS Encrypt/Decrypt with the key in TOKEN_KEY (locally an AES-256-GCM key). The cipher, with
 * KMS's client, is imported on the first token encrypted or decrypted: only the routes that
 * connect or sync a calendar need it.
 */
export const tokenCipherPort = definePort({
  env: ZLambdaEnv.pick({ AWS_REGION: true, TOKEN_KEY: true }),
  sdkClients: ['@aws-sdk/client-kms'],
  // Which kinds it seals and opens is the function's to say (`tokenCipher`).
  access: { asks: 'tokenCipher' },
  build: (env) =>
    importedOnFirstCall(async () => {
      const { createTokenCipher } = await import('../adapters/kms/token-cipher');
      return createTokenCipher(env);
    }),
});
