import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createConnectionPush } from '../../../../../lambdas/adapters/apigateway/connection-push';
import { createSignatureCheck } from '../../../../../local/realtime/signature-check';
import { loopbackService, type Received } from '../../support/loopback-service';

const credentials = { accessKeyId: 'AKIDPUSHTEST', secretAccessKey: 'push-test-secret' };
/** Empty replies: 200. */
const service = loopbackService({ status: 200 });

const push = (extra: Partial<Parameters<typeof createConnectionPush>[0]> = {}) =>
  createConnectionPush({
    region: 'eu-west-2',
    endpoint: `${service.endpoint}/prod`,
    credentials,
    ...extra,
  });

const hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** Signature V4 worked out from its published steps, apart from the signer the push uses. */
function expectedSignature(request: Received, secret: string): string {
  const auth = String(request.headers.authorization);
  const signed = /SignedHeaders=([^,]+)/.exec(auth)![1]!.split(';');
  const scope = /Credential=[^/]+\/([^,]+)/.exec(auth)![1]!;
  const [day, region, service] = scope.split('/');
  // Services other than S3 escape each path segment once more in the canonical request.
  const canonicalUri = request.url
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/');
  const canonical = [
    request.method,
    canonicalUri,
    '',
    ...signed.map((name) => `${name}:${String(request.headers[name]).trim()}`),
    '',
    signed.join(';'),
    hex(request.body),
  ].join('\n');
  const toSign = [
    'AWS4-HMAC-SHA256',
    String(request.headers['x-amz-date']),
    scope,
    hex(canonical),
  ].join('\n');
  let key: Buffer = hmac(`AWS4${secret}`, day!);
  for (const part of [region!, service!, 'aws4_request']) key = hmac(key, part);
  return createHmac('sha256', key).update(toSign).digest('hex');
}

describe('the push adapter (PostToConnection as signed requests)', () => {
  it('posts the data to the connection under the stage path, signed for execute-api', async () => {
    expect(await push().send('L0SM9c!OFvH=', '{"type":"ticker.changed"}')).toBe('sent');
    expect(service.received).toHaveLength(1);
    const [request] = service.received as [Received];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/prod/@connections/L0SM9c%21OFvH%3D');
    expect(request.body.toString()).toBe('{"type":"ticker.changed"}');
    const auth = String(request.headers.authorization);
    expect(auth).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDPUSHTEST\/\d{8}\/eu-west-2\/execute-api\/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
    );
    expect(auth).toContain(`Signature=${expectedSignature(request, credentials.secretAccessKey)}`);
    // The local `@connections` stand-in accepts it, and refuses it for another secret.
    const expected = { service: 'execute-api', region: 'eu-west-2', credentials };
    const signatureProblem = createSignatureCheck(expected);
    expect(await signatureProblem(request)).toBeUndefined();
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

  it('signs the session token of temporary credentials', async () => {
    await push({ credentials: { ...credentials, sessionToken: 'token-1' } }).send('a', 'x');
    const [request] = service.received as [Received];
    expect(request.headers['x-amz-security-token']).toBe('token-1');
    expect(String(request.headers.authorization)).toMatch(
      /SignedHeaders=[^,]*x-amz-security-token/,
    );
  });

  it('answers gone for 410, without trying again', async () => {
    service.replies = [{ status: 410 }];
    expect(await push().send('gone=', 'x')).toBe('gone');
    expect(service.received).toHaveLength(1);
  });

  it('tries a throttled or failing post again, up to three times in all', async () => {
    service.replies = [{ status: 429 }, { status: 500 }];
    expect(await push().send('c', 'x')).toBe('sent');
    expect(service.received).toHaveLength(3);

    service.received = [];
    service.replies = [{ status: 503 }, { status: 503 }, { status: 503 }];
    await expect(push().send('c', 'x')).rejects.toThrow(/answered 503/);
    expect(service.received).toHaveLength(3);
  });

  it('throws other answers at once, with their status', async () => {
    service.replies = [{ status: 403, body: { message: 'status 403' } }];
    await expect(push().send('c', 'x')).rejects.toThrow(/answered 403: .*status 403/);
    expect(service.received).toHaveLength(1);
  });

  it('gives up on a post that gets no answer, so one stuck connection cannot hold the push', async () => {
    service.replies = ['hang', 'hang'];
    const started = Date.now();
    await expect(push({ requestTimeoutMs: 100, maxAttempts: 2 }).send('c', 'x')).rejects.toThrow(
      /no answer within 100 ms/,
    );
    expect(service.received).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
