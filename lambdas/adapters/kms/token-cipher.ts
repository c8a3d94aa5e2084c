import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { TLambdaEnv } from '../../config/env';
import type { TokenCipher } from '../../ports/token-cipher';
import { awsJsonOperations, type JsonFields } from '../signed-http/aws-json';
import { credentialsOf, type CredentialsVariables } from '../signed-http/credentials';

const LOCAL_PREFIX = 'local:';
/** Binds each ciphertext to its use: a token encrypted for something else does not decrypt here. */
const CONTEXT = { purpose: 'calendar-refresh-token' };

/** `TOKEN_KEY` = a KMS key ARN (AWS) or `local:<base64 key>` (local stack, tests). */
export function createTokenCipher(
  env: Pick<TLambdaEnv, 'AWS_REGION' | 'TOKEN_KEY'> & CredentialsVariables,
): TokenCipher {
  if (env.TOKEN_KEY.startsWith(LOCAL_PREFIX)) {
    return createLocalCipher(Buffer.from(env.TOKEN_KEY.slice(LOCAL_PREFIX.length), 'base64'));
  }
  return createKmsCipher(createKmsApi(env), env.TOKEN_KEY);
}

export type KmsCall = (operation: 'Encrypt' | 'Decrypt', input: JsonFields) => Promise<JsonFields>;

/**
 * KMS's API (`awsJson1_1`, target `TrentService`) as signed requests, not through the SDK client
 * (docs/decisions.md, "The table speaks DynamoDB's protocol itself").
 */
export function createKmsApi(
  env: Pick<TLambdaEnv, 'AWS_REGION'> & CredentialsVariables,
  /** Absent: the region's. */
  endpoint?: string,
): KmsCall {
  return awsJsonOperations({
    service: 'kms',
    region: env.AWS_REGION,
    endpoint,
    credentials: credentialsOf(env, 'token cipher'),
    targetPrefix: 'TrentService',
    version: '1.1',
  });
}

/** Blobs travel as base64 in the JSON protocol, both ways. */
export function createKmsCipher(kms: KmsCall, keyId: string): TokenCipher {
  return {
    async encrypt(plaintext) {
      const out = await kms('Encrypt', {
        KeyId: keyId,
        Plaintext: Buffer.from(plaintext, 'utf8').toString('base64'),
        EncryptionContext: CONTEXT,
      });
      if (typeof out.CiphertextBlob !== 'string') throw new Error('KMS returned no ciphertext');
      return `kms:${out.CiphertextBlob}`;
    },
    async decrypt(ciphertext) {
      if (!ciphertext.startsWith('kms:')) throw new Error('Not a KMS ciphertext');
      const out = await kms('Decrypt', {
        KeyId: keyId,
        CiphertextBlob: ciphertext.slice(4),
        EncryptionContext: CONTEXT,
      });
      if (typeof out.Plaintext !== 'string') throw new Error('KMS returned no plaintext');
      return Buffer.from(out.Plaintext, 'base64').toString('utf8');
    },
  };
}

/** AES-256-GCM with a random 96-bit IV per message: `gcm:<iv>:<tag>:<ciphertext>` (base64url). */
export function createLocalCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('The local token key must be 32 bytes (base64)');
  const aad = Buffer.from(CONTEXT.purpose);
  return {
    encrypt(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return Promise.resolve(`gcm:${parts.join(':')}`);
    },
    decrypt(ciphertext) {
      try {
        const [scheme, iv, tag, body] = ciphertext.split(':');
        if (scheme !== 'gcm' || !iv || !tag || body === undefined)
          throw new Error('Not a local ciphertext');
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(aad);
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]);
        return Promise.resolve(plain.toString('utf8'));
      } catch (error) {
        // A tampered ciphertext or another key fails authentication: a rejection, like KMS.
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
}
