import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DecryptCommand, EncryptCommand, KMSClient } from '@aws-sdk/client-kms';
import type { TLambdaEnv } from '../../config/env';
import type { TokenCipher, TokenKind } from '../../ports/token-cipher';
import { clientConfig, traced } from '../aws-clients';
import { processClient } from '../process-client';

const LOCAL_PREFIX = 'local:';
const KMS_PREFIX = 'kms:';
/**
 * Binds each ciphertext to its kind: a token encrypted for something else does not decrypt as
 * this one, and the IAM condition `kms:EncryptionContext:purpose` limits a function to its kinds.
 */
const contextOf = (kind: TokenKind) => ({ purpose: kind });

/** KMS's client, one per container. */
const kmsClient = processClient((region) => traced(new KMSClient(clientConfig(region))));

/** `TOKEN_KEY` = a KMS key ARN (AWS) or `local:<base64 key>` (local stack, tests). */
export function createTokenCipher(env: Pick<TLambdaEnv, 'AWS_REGION' | 'TOKEN_KEY'>): TokenCipher {
  if (env.TOKEN_KEY.startsWith(LOCAL_PREFIX)) {
    return createLocalCipher(Buffer.from(env.TOKEN_KEY.slice(LOCAL_PREFIX.length), 'base64'));
  }
  return createKmsCipher(kmsClient(env.AWS_REGION), env.TOKEN_KEY);
}

/** What the cipher sends its commands through: KMS's client, or a fake in unit tests. */
export type KmsSender = Pick<KMSClient, 'send'>;

/** Encrypt and Decrypt under the key and the token's kind; stored as `kms:<base64 blob>`. */
export function createKmsCipher(kms: KmsSender, keyId: string): TokenCipher {
  return {
    async encrypt(kind, plaintext) {
      const out = await kms.send(
        new EncryptCommand({
          KeyId: keyId,
          Plaintext: Buffer.from(plaintext, 'utf8'),
          EncryptionContext: contextOf(kind),
        }),
      );
      if (!out.CiphertextBlob) throw new Error('KMS returned no ciphertext');
      return `${KMS_PREFIX}${Buffer.from(out.CiphertextBlob).toString('base64')}`;
    },
    async decrypt(kind, ciphertext) {
      if (!ciphertext.startsWith(KMS_PREFIX)) throw new Error('Not a KMS ciphertext');
      const out = await kms.send(
        new DecryptCommand({
          KeyId: keyId,
          CiphertextBlob: Buffer.from(ciphertext.slice(KMS_PREFIX.length), 'base64'),
          EncryptionContext: contextOf(kind),
        }),
      );
      if (!out.Plaintext) throw new Error('KMS returned no plaintext');
      return Buffer.from(out.Plaintext).toString('utf8');
    },
  };
}

/**
 * AES-256-GCM with a random 96-bit IV per message: `gcm:<iv>:<tag>:<ciphertext>` (base64url). The
 * kind is the additional authenticated data, as the encryption context is in KMS.
 */
export function createLocalCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('The local token key must be 32 bytes (base64)');
  const aad = (kind: TokenKind) => Buffer.from(contextOf(kind).purpose);
  return {
    encrypt(kind, plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad(kind));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return Promise.resolve(`gcm:${parts.join(':')}`);
    },
    decrypt(kind, ciphertext) {
      try {
        const [scheme, iv, tag, body] = ciphertext.split(':');
        if (scheme !== 'gcm' || !iv || !tag || body === undefined)
          throw new Error('Not a local ciphertext');
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(aad(kind));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]);
        return Promise.resolve(plain.toString('utf8'));
      } catch (error) {
        // A tampered ciphertext, another key or another kind fails authentication: a rejection,
        // like KMS.
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
}
