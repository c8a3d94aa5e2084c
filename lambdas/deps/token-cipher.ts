import { credentialsEnv } from '../adapters/signed-http/credentials';
import { createTokenCipher } from '../adapters/kms/token-cipher';
import { ZLambdaEnv } from '../config/env';
import { definePort } from './define-deps';

/** KMS Encrypt/Decrypt with the key in TOKEN_KEY (locally an AES-256-GCM key). */
export const tokenCipherPort = definePort({
  env: ZLambdaEnv.pick({ AWS_REGION: true, TOKEN_KEY: true, ...credentialsEnv }),
  build: createTokenCipher,
});
