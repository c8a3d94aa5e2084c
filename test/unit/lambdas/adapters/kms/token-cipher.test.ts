import {
  DecryptCommand,
  EncryptCommand,
  InvalidCiphertextException,
  type KMSClient,
} from '@aws-sdk/client-kms';
import { describe, expect, it } from 'vitest';
import { createKmsCipher } from '../../../../../lambdas/adapters/kms/token-cipher';
import { fakeSdkClient } from '../../support/fake-sdk-client';

const KEY = 'arn:aws:kms:eu-west-2:111122223333:key/token-key';
/** The ciphertext KMS makes is opaque bytes; these stand for it. */
const BLOB = new Uint8Array([0x01, 0x02, 0xfe, 0xff]);
const STORED = `kms:${Buffer.from(BLOB).toString('base64')}`;
const PURPOSE = { purpose: 'calendar-refresh-token' };

describe('the token cipher on KMS', () => {
  it('encrypts under the key and the token purpose, and keeps the blob as kms:<base64>', async () => {
    const { client, sent } = fakeSdkClient<KMSClient>(() => ({ CiphertextBlob: BLOB, KeyId: KEY }));
    expect(
      await createKmsCipher(client, KEY).encrypt('calendar-refresh-token', 'refresh-token-ü'),
    ).toBe(STORED);
    expect(sent[0]).toBeInstanceOf(EncryptCommand);
    expect(sent[0]!.input).toEqual({
      KeyId: KEY,
      Plaintext: Buffer.from('refresh-token-ü', 'utf8'),
      EncryptionContext: PURPOSE,
    });
  });

  it('decrypts a stored kms:<base64> (as earlier versions stored it) with the same purpose', async () => {
    const { client, sent } = fakeSdkClient<KMSClient>(() => ({
      Plaintext: new Uint8Array(Buffer.from('refresh-token-ü', 'utf8')),
      KeyId: KEY,
    }));
    expect(await createKmsCipher(client, KEY).decrypt('calendar-refresh-token', STORED)).toBe(
      'refresh-token-ü',
    );
    expect(sent[0]).toBeInstanceOf(DecryptCommand);
    expect(sent[0]!.input).toEqual({
      KeyId: KEY,
      CiphertextBlob: Buffer.from(BLOB),
      EncryptionContext: PURPOSE,
    });
  });

  it('fails with KMS’s own error when it refuses, and never decrypts a foreign string', async () => {
    const { client, sent } = fakeSdkClient<KMSClient>(() => {
      throw new InvalidCiphertextException({
        message: 'The ciphertext is invalid',
        $metadata: { httpStatusCode: 400 },
      });
    });
    const cipher = createKmsCipher(client, KEY);
    await expect(cipher.decrypt('signing-link', STORED)).rejects.toBeInstanceOf(
      InvalidCiphertextException,
    );
    await expect(cipher.decrypt('signing-link', 'gcm:a:b:c')).rejects.toThrow(
      /Not a KMS ciphertext/,
    );
    expect(sent).toHaveLength(1);
  });

  it('names each kind as its own encryption context, which IAM conditions match', async () => {
    const { client, sent } = fakeSdkClient<KMSClient>(() => ({ CiphertextBlob: BLOB, KeyId: KEY }));
    const cipher = createKmsCipher(client, KEY);
    await cipher.encrypt('signing-link', 'a');
    await cipher.encrypt('timesheet-approval-link', 'b');
    expect(sent.map((command) => command.input.EncryptionContext)).toEqual([
      { purpose: 'signing-link' },
      { purpose: 'timesheet-approval-link' },
    ]);
  });
});
