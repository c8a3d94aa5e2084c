import { describe, expect, it } from 'vitest';
import { createKmsApi, createKmsCipher } from '../../../../../lambdas/adapters/kms/token-cipher';
import { createSignatureCheck } from '../../../../../local/realtime/signature-check';
import { loopbackService } from '../../support/loopback-service';

const credentials = { accessKeyId: 'AKIDKMSTEST', secretAccessKey: 'kms-test-secret' };
const env = {
  AWS_REGION: 'eu-west-2',
  AWS_ACCESS_KEY_ID: credentials.accessKeyId,
  AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
};
const KEY = 'arn:aws:kms:eu-west-2:111122223333:key/token-key';
/** The ciphertext KMS makes is opaque bytes; these stand for it. */
const BLOB = Buffer.from([0x01, 0x02, 0xfe, 0xff]).toString('base64');
const service = loopbackService({ status: 200, body: {} });

const bodyOf = (n: number) =>
  JSON.parse(service.received[n]!.body.toString('utf8')) as Record<string, unknown>;

describe('the token cipher on KMS (Encrypt and Decrypt as signed requests)', () => {
  it('encrypts under the key and the token purpose, and keeps the blob as kms:<base64>', async () => {
    service.replies = [{ status: 200, body: { CiphertextBlob: BLOB, KeyId: KEY } }];
    const cipher = createKmsCipher(createKmsApi(env, service.endpoint), KEY);
    expect(await cipher.encrypt('refresh-token-ü')).toBe(`kms:${BLOB}`);
    const [request] = service.received;
    expect(request!.headers['x-amz-target']).toBe('TrentService.Encrypt');
    expect(request!.headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(bodyOf(0)).toEqual({
      KeyId: KEY,
      Plaintext: Buffer.from('refresh-token-ü').toString('base64'),
      EncryptionContext: { purpose: 'calendar-refresh-token' },
    });
    const check = createSignatureCheck({ service: 'kms', region: 'eu-west-2', credentials });
    expect(await check(request!)).toBeUndefined();
  });

  it('decrypts what it stored, sending the same blob and purpose', async () => {
    const plaintext = Buffer.from('refresh-token-ü').toString('base64');
    service.replies = [{ status: 200, body: { Plaintext: plaintext, KeyId: KEY } }];
    const cipher = createKmsCipher(createKmsApi(env, service.endpoint), KEY);
    expect(await cipher.decrypt(`kms:${BLOB}`)).toBe('refresh-token-ü');
    expect(service.received[0]!.headers['x-amz-target']).toBe('TrentService.Decrypt');
    expect(bodyOf(0)).toEqual({
      KeyId: KEY,
      CiphertextBlob: BLOB,
      EncryptionContext: { purpose: 'calendar-refresh-token' },
    });
  });

  it('fails with KMS’s own error name when it refuses, and never decrypts a foreign string', async () => {
    service.replies = [
      {
        status: 400,
        body: { __type: 'InvalidCiphertextException', message: 'The ciphertext is invalid' },
      },
    ];
    const cipher = createKmsCipher(createKmsApi(env, service.endpoint), KEY);
    await expect(cipher.decrypt(`kms:${BLOB}`)).rejects.toMatchObject({
      name: 'InvalidCiphertextException',
    });
    await expect(cipher.decrypt('gcm:a:b:c')).rejects.toThrow(/Not a KMS ciphertext/);
    expect(service.received).toHaveLength(1);
  });
});
