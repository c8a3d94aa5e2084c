import { describe, expect, it } from 'vitest';
import {
  createSecretsApi,
  secretStringOf,
} from '../../../../../lambdas/adapters/secrets-manager/secret-string';
import { createSignatureCheck } from '../../../../../local/realtime/signature-check';
import { loopbackService } from '../../support/loopback-service';

const credentials = { accessKeyId: 'AKIDSECRETTEST', secretAccessKey: 'secret-test-secret' };
const env = {
  AWS_REGION: 'eu-west-2',
  AWS_ACCESS_KEY_ID: credentials.accessKeyId,
  AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
};
const service = loopbackService({ status: 200, body: {} });

describe('a secret read from Secrets Manager (GetSecretValue as a signed request)', () => {
  it('asks for the secret by name and answers its string', async () => {
    service.replies = [{ status: 200, body: { Name: 'google', SecretString: 'client-secret' } }];
    const api = createSecretsApi(env, service.endpoint);
    expect(await secretStringOf(api, 'google')).toBe('client-secret');
    const [request] = service.received;
    expect(request!.headers['x-amz-target']).toBe('secretsmanager.GetSecretValue');
    expect(JSON.parse(request!.body.toString('utf8'))).toEqual({ SecretId: 'google' });
    const check = createSignatureCheck({
      service: 'secretsmanager',
      region: 'eu-west-2',
      credentials,
    });
    expect(await check(request!)).toBeUndefined();
  });

  it('fails for a secret that holds no string, or one Secrets Manager does not have', async () => {
    service.replies = [
      { status: 200, body: { Name: 'binary', SecretBinary: 'AQI=' } },
      { status: 400, body: { __type: 'ResourceNotFoundException', message: 'not found' } },
    ];
    const api = createSecretsApi(env, service.endpoint);
    await expect(secretStringOf(api, 'binary')).rejects.toThrow(/holds no string/);
    await expect(secretStringOf(api, 'gone')).rejects.toMatchObject({
      name: 'ResourceNotFoundException',
    });
  });
});
