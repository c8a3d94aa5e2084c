import { describe, expect, it } from 'vitest';
import { pushPort } from '../../../lambdas/deps/push';
import { readEnv } from '../../../lambdas/config/env';
import { buildLambdaEnv } from '../../../local/lambda-env';

const env = buildLambdaEnv({
  tableName: 'vciso-hub',
  dynamodbEndpoint: 'http://127.0.0.1:8000',
  s3Endpoint: 'http://127.0.0.1:4569',
  apiUrl: 'http://127.0.0.1:3001',
  outboxDir: '/tmp/outbox',
  appOrigin: 'http://localhost:5173',
  userPoolId: 'local_pool',
  cognitoEndpoint: 'http://127.0.0.1:9229',
  tokenKey: 'local:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
  signingCertificate: 'file:/tmp/signing-certificate.json',
});

describe('the local Lambda environment', () => {
  it('names the service, so metric lines are not "service_undefined"', () => {
    expect(env.POWERTOOLS_SERVICE_NAME).toBe('vciso-hub-local');
  });

  it('gives the push what it signs with: the local keys and the @connections stand-in', () => {
    const slice = readEnv('push', pushPort.env, env);
    expect(slice).toMatchObject({
      AWS_ACCESS_KEY_ID: expect.any(String),
      AWS_SECRET_ACCESS_KEY: expect.any(String),
      WS_MANAGEMENT_ENDPOINT: 'http://127.0.0.1:3001/_local/ws',
    });
    expect(slice.AWS_SESSION_TOKEN).toBeUndefined();
  });

  it('refuses to build the push without credentials, naming them', () => {
    const { AWS_ACCESS_KEY_ID: _key, ...without } = env;
    const saved = { ...process.env };
    try {
      for (const name of Object.keys(process.env)) delete process.env[name];
      Object.assign(process.env, without);
      expect(() => pushPort.create('push')).toThrow(/AWS_ACCESS_KEY_ID/);
    } finally {
      for (const name of Object.keys(process.env)) delete process.env[name];
      Object.assign(process.env, saved);
    }
  });
});
