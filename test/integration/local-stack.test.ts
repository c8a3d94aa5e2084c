import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { ZWebConfig } from '@contracts/config/web-config';

// The stand-ins themselves: what the handlers and the SPA rely on beyond a single route.
const stack = inject('stack');
const credentials = {
  accessKeyId: stack.env.AWS_ACCESS_KEY_ID!,
  secretAccessKey: stack.env.AWS_SECRET_ACCESS_KEY!,
};

describe('API server', () => {
  it('serves /config.json for the SPA, pointing at the local pool', async () => {
    const res = await fetch(`${stack.apiUrl}/config.json`);
    const config = ZWebConfig.parse(await res.json());
    expect(config).toMatchObject({
      userPoolId: stack.cognito.userPoolId,
      userPoolClientId: stack.cognito.clientId,
      userPoolEndpoint: stack.cognito.endpoint,
      authFlow: 'USER_PASSWORD_AUTH',
      federatedProviders: [],
      wsUrl: '/ws',
    });
  });

  it('answers an unknown route, or a known path with another method, like API Gateway', async () => {
    for (const [method, path] of [
      ['GET', '/api/no-such-route'],
      ['DELETE', '/api/health'],
    ]) {
      const res = await fetch(`${stack.apiUrl}${path}`, { method });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not Found' });
    }
  });

  it('accepts WebSocket connections on /ws only', async () => {
    const open = (path: string) =>
      new Promise<boolean>((resolve) => {
        const socket = new WebSocket(`${stack.apiUrl.replace('http', 'ws')}${path}`);
        socket.once('open', () => {
          socket.close();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
    expect(await open('/ws')).toBe(true);
    expect(await open('/elsewhere')).toBe(false);
  });
});

describe('local EventBridge', () => {
  const bus = new EventBridgeClient({
    endpoint: stack.env.EVENTBRIDGE_ENDPOINT,
    region: stack.region,
    credentials,
  });

  it('takes PutEvents from the real SDK client and reports malformed entries per entry', async () => {
    const out = await bus.send(
      new PutEventsCommand({
        Entries: [
          {
            EventBusName: stack.env.EVENT_BUS_NAME,
            Source: 'vciso-hub',
            DetailType: 'Ping',
            Detail: '{"a":1}',
          },
          {
            EventBusName: stack.env.EVENT_BUS_NAME,
            Source: 'vciso-hub',
            DetailType: 'Ping',
            Detail: 'not json',
          },
        ],
      }),
    );
    expect(out.FailedEntryCount).toBe(1);
    expect(out.Entries?.[0]?.EventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(out.Entries?.[1]?.ErrorCode).toBe('MalformedDetail');
  });
});

describe('local S3', () => {
  const s3 = new S3Client({
    endpoint: stack.s3Endpoint,
    forcePathStyle: true,
    region: stack.region,
    credentials,
  });
  const Bucket = stack.env.DOCUMENTS_BUCKET!;

  it('stores a streamed upload as its bytes (SDK v3 sends it aws-chunked)', async () => {
    const Key = `stream-${Date.now()}.txt`;
    const body = 'streamed body, not the chunk framing';
    await s3.send(
      new PutObjectCommand({
        Bucket,
        Key,
        Body: Readable.from([Buffer.from(body)]),
        ContentLength: body.length,
      }),
    );
    const got = await s3.send(new GetObjectCommand({ Bucket, Key }));
    expect(await got.Body?.transformToString()).toBe(body);
  });

  it('lets the browser PUT and GET through presigned URLs, with CORS for the app origin', async () => {
    const Key = `presigned-${Date.now()}.pdf`;
    const origin = stack.env.APP_ORIGIN!;
    const putUrl = await getSignedUrl(
      s3,
      new PutObjectCommand({ Bucket, Key, ContentType: 'application/pdf' }),
      {
        expiresIn: 600,
      },
    );
    const preflight = (from: string) =>
      fetch(putUrl, {
        method: 'OPTIONS',
        headers: {
          origin: from,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'content-type',
        },
      });
    // s3rver answers an allowed preflight with `*` (S3 echoes the origin); either lets the browser on.
    const allowed = await preflight(origin);
    expect(allowed.status).toBe(200);
    expect([origin, '*']).toContain(allowed.headers.get('access-control-allow-origin'));
    expect((await preflight('https://elsewhere.example')).status).toBe(403);

    const put = await fetch(putUrl, {
      method: 'PUT',
      body: '%PDF-1.7 test',
      headers: { origin, 'content-type': 'application/pdf' },
    });
    expect(put.status).toBe(200);
    expect(put.headers.get('access-control-allow-origin')).toBe(origin);

    const getUrl = await getSignedUrl(s3, new GetObjectCommand({ Bucket, Key }), {
      expiresIn: 3600,
    });
    const got = await fetch(getUrl, { headers: { origin } });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(await got.text()).toBe('%PDF-1.7 test');
  });
});

/**
 * The addresses listening on `port`, from the kernel's TCP tables (Linux): each as its bytes, an
 * address being 32-bit words in the machine's (little-endian) order.
 */
async function listenersOn(port: number): Promise<Buffer[]> {
  const found: Buffer[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = await readFile(table, 'utf8').catch(() => '');
    for (const row of text.split('\n').slice(1)) {
      const [, local = '', , state] = row.trim().split(/\s+/);
      const [hex = '', portHex = ''] = local.split(':');
      if (state !== '0A' || Number.parseInt(portHex, 16) !== port) continue;
      const words = hex.match(/.{8}/g) ?? [];
      found.push(Buffer.concat(words.map((word) => Buffer.from(word, 'hex').reverse())));
    }
  }
  return found;
}

/** 127.0.0.0/8, ::1, or 127.0.0.0/8 mapped into IPv6. */
function isLoopback(address: Buffer): boolean {
  if (address.length === 4) return address[0] === 127;
  const zeros = (from: number, to: number) => address.subarray(from, to).every((b) => b === 0);
  if (zeros(0, 15) && address[15] === 1) return true;
  return zeros(0, 10) && address[10] === 0xff && address[11] === 0xff && address[12] === 127;
}

describe('every local service', () => {
  it.runIf(existsSync('/proc/net/tcp'))('listens on loopback only', async () => {
    const services = {
      dynamodb: stack.dynamodbEndpoint,
      cognito: stack.cognito.endpoint,
      s3: stack.s3Endpoint,
      api: stack.apiUrl,
    };
    for (const [name, url] of Object.entries(services)) {
      const listeners = await listenersOn(Number(new URL(url).port));
      expect(listeners.length, name).toBeGreaterThan(0);
      for (const address of listeners)
        expect(isLoopback(address), `${name} listens on ${address.toString('hex')}`).toBe(true);
    }
  });
});
