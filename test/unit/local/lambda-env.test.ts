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
  recoveryClientId: 'local_recovery_client',
  cognitoEndpoint: 'http://127.0.0.1:9229',
  tokenKey: 'local:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
  signingCertificate: 'file:/tmp/signing-certificate.json',
});

describe('the local Lambda environment', () => {
  it('names the service, so metric lines are not "service_undefined"', () => {
    expect(env.POWERTOOLS_SERVICE_NAME).toBe('vciso-hub-local');
  });

  it("gives the SDK clients' provider chain the local keys, and no session token", () => {
    expect(env).toMatchObject({
      AWS_ACCESS_KEY_ID: expect.any(String),
      AWS_SECRET_ACCESS_KEY: expect.any(String),
    });
    expect(env.AWS_SESSION_TOKEN).toBeUndefined();
  });

  it('points the push at the @connections stand-in', () => {
    expect(readEnv('push', pushPort.env, env)).toMatchObject({
      WS_MANAGEMENT_ENDPOINT: 'http://127.0.0.1:3001/_local/ws',
    });
  });
});
