import {
  ForbiddenException,
  GoneException,
  PostToConnectionCommand,
  type ApiGatewayManagementApiClient,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createConnectionPush,
  pushClient,
} from '../../../../../lambdas/adapters/apigateway/connection-push';
import { createSignatureCheck } from '../../../../../local/realtime/signature-check';
import { fakeSdkClient } from '../../support/fake-sdk-client';
import { loopbackService, type Received } from '../../support/loopback-service';

const $metadata = (httpStatusCode: number) => ({ httpStatusCode });

describe('the push adapter', () => {
  it('posts the data to the connection', async () => {
    const { client, sent } = fakeSdkClient<ApiGatewayManagementApiClient>();
    expect(await createConnectionPush(client).send('L0SM9c=', '{"type":"ticker.changed"}')).toBe(
      'sent',
    );
    expect(sent[0]).toBeInstanceOf(PostToConnectionCommand);
    expect(sent[0]!.input).toEqual({ ConnectionId: 'L0SM9c=', Data: '{"type":"ticker.changed"}' });
  });

  it('answers gone when API Gateway no longer has the connection (410)', async () => {
    const { client } = fakeSdkClient<ApiGatewayManagementApiClient>(() => {
      throw new GoneException({ message: 'Gone', $metadata: $metadata(410) });
    });
    expect(await createConnectionPush(client).send('gone=', 'x')).toBe('gone');
  });

  it('throws any other failure', async () => {
    const refused = new ForbiddenException({ message: 'Forbidden', $metadata: $metadata(403) });
    const { client } = fakeSdkClient<ApiGatewayManagementApiClient>(() => {
      throw refused;
    });
    await expect(createConnectionPush(client).send('c', 'x')).rejects.toBe(refused);
  });
});

describe('the push through its client, against a stand-in of the stage', () => {
  const credentials = { accessKeyId: 'AKIDPUSHTEST', secretAccessKey: 'push-test-secret' };
  const service = loopbackService({ status: 200 });
  const push = () => createConnectionPush(pushClient('eu-west-2', `${service.endpoint}/prod`));
  beforeEach(() => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', credentials.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', credentials.secretAccessKey);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('posts under the stage path, signed so that the local @connections stand-in accepts it', async () => {
    expect(await push().send('L0SM9c!OFvH=', '{"type":"ticker.changed"}')).toBe('sent');
    const [request] = service.received as [Received];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/prod/@connections/L0SM9c%21OFvH%3D');
    expect(request.body.toString()).toBe('{"type":"ticker.changed"}');

    const expected = { service: 'execute-api', region: 'eu-west-2', credentials };
    const signatureProblem = createSignatureCheck(expected);
    expect(await signatureProblem(request)).toBeUndefined();
    // …and refuses it for another secret, another body, or no signature at all.
    expect(
      await createSignatureCheck({
        ...expected,
        credentials: { ...credentials, secretAccessKey: 'another' },
      })(request),
    ).toMatch(/signature we calculated does not match/);
    expect(await signatureProblem({ ...request, body: Buffer.from('{"forged":1}') })).toMatch(
      /does not match/,
    );
    const { authorization: _unsigned, ...rest } = request.headers;
    expect(await signatureProblem({ ...request, headers: rest })).toBe(
      'Missing Authentication Token',
    );
  });

  it("reads the stage's 410 as gone, without trying again", async () => {
    service.replies = [
      { status: 410, body: { message: 'Gone' }, headers: { 'x-amzn-errortype': 'GoneException' } },
    ];
    expect(await push().send('gone=', 'x')).toBe('gone');
    expect(service.received).toHaveLength(1);
  });

  it('tries a throttled or failing post again, three tries in all', async () => {
    service.replies = [{ status: 429 }, { status: 500 }];
    expect(await push().send('c', 'x')).toBe('sent');
    expect(service.received).toHaveLength(3);

    service.received = [];
    service.replies = [{ status: 503 }, { status: 503 }, { status: 503 }];
    await expect(push().send('c', 'x')).rejects.toMatchObject({
      $metadata: { httpStatusCode: 503 },
    });
    expect(service.received).toHaveLength(3);
  });
});
