import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignatureV4 } from '@smithy/signature-v4';
import WebSocket from 'ws';
import { Sha256 } from '@aws-crypto/sha256-js';
import { localConfig } from '../../../local/config';
import { createWsHub, wsManagementPath } from '../../../local/realtime/ws-hub';
import type { WsLambdaEvent, WsMessageEvent } from '../../../local/realtime/ws-events';

const events: Array<WsLambdaEvent & Partial<WsMessageEvent>> = [];
let connectAnswer: unknown = { statusCode: 200 };
const hub = createWsHub(() => undefined, {
  load: async (module) => async (event) => {
    events.push(event as WsLambdaEvent & Partial<WsMessageEvent>);
    if (module === 'connect') {
      if (connectAnswer instanceof Error) throw connectAnswer;
      return connectAnswer;
    }
    return { statusCode: 200 };
  },
});
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => void hub.handleManagement(req, res));
  server.on('upgrade', (req, socket, head) => hub.handleUpgrade(req, socket, head));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  events.length = 0;
  connectAnswer = { statusCode: 200 };
});
afterAll(async () => {
  await hub.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Opens `/ws?…`; resolves with the socket, or the HTTP status that refused it. */
function open(query = ''): Promise<WebSocket | number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://${base}/ws${query}`, { headers: { Origin: 'http://app' } });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.once('error', () => resolve(0));
  });
}

const signer = new SignatureV4({
  service: 'execute-api',
  region: localConfig.region,
  credentials: localConfig.credentials,
  sha256: Sha256,
});

/** A management call signed with the local keys, as the push and the SDK sign theirs. */
async function manage(method: string, id: string, body?: string, sign = true) {
  const path = `${wsManagementPath}/@connections/${encodeURIComponent(id)}`;
  const headers: Record<string, string> = {};
  if (sign) {
    const signed = await signer.sign({
      method,
      protocol: 'http:',
      hostname: base,
      path,
      query: {},
      headers: { host: base },
      ...(body === undefined ? {} : { body }),
    });
    // fetch sets `host` itself, to the same value.
    for (const [name, value] of Object.entries(signed.headers))
      if (name !== 'host') headers[name] = value;
  }
  return fetch(`http://${base}${path}`, { method, body, headers });
}

describe('local WebSocket stand-in', () => {
  it('runs $connect with API Gateway’s event before accepting the handshake', async () => {
    const socket = (await open('?v=1&v=2')) as WebSocket;
    expect(socket).toBeInstanceOf(WebSocket);
    const [event] = events;
    expect(event!.requestContext).toMatchObject({
      routeKey: '$connect',
      eventType: 'CONNECT',
      messageDirection: 'IN',
      stage: 'local',
      apiId: 'local-ws',
      domainName: base,
      identity: { sourceIp: '127.0.0.1' },
      connectionId: expect.stringMatching(/^[\w-]{15}=$/),
    });
    expect(event!.requestContext.connectedAt).toBeTypeOf('number');
    expect(event!.headers).toMatchObject({ Origin: 'http://app', Host: base });
    expect(event!.queryStringParameters).toEqual({ v: '2' });
    expect(event!.multiValueQueryStringParameters).toEqual({ v: ['1', '2'] });
    expect(hub.connectionIds()).toEqual([event!.requestContext.connectionId]);
    socket.close(1000, 'bye');
    await vi.waitFor(() => expect(events.length).toBeGreaterThanOrEqual(2), {
      timeout: 2_000,
      interval: 5,
    });
    await hub.settled();
    expect(events[1]!.requestContext).toMatchObject({
      routeKey: '$disconnect',
      eventType: 'DISCONNECT',
      connectionId: event!.requestContext.connectionId,
      disconnectStatusCode: 1000,
      disconnectReason: 'bye',
    });
    expect(hub.size).toBe(0);
  });

  it('refuses the handshake with the status $connect answers, or 502 when it throws', async () => {
    connectAnswer = { statusCode: 403 };
    expect(await open()).toBe(403);
    connectAnswer = { statusCode: 429 };
    expect(await open()).toBe(429);
    connectAnswer = new Error('broken handler');
    expect(await open()).toBe(502);
    expect(hub.size).toBe(0);
  });

  it('serves POST/GET/DELETE @connections/{id}, and 410 once the connection is gone', async () => {
    const socket = (await open()) as WebSocket;
    const [id] = hub.connectionIds();
    const received = new Promise<string>((resolve) =>
      socket.once('message', (data, isBinary) => resolve(`${isBinary}:${data.toString()}`)),
    );
    // Unsigned, it is refused as API Gateway refuses it, and nothing reaches the page.
    const unsigned = await manage('POST', id!, '{"forged":1}', false);
    expect(unsigned.status).toBe(403);
    expect(unsigned.headers.get('x-amzn-errortype')).toBe('ForbiddenException');
    expect((await manage('POST', id!, '{"type":"ticker.changed"}')).status).toBe(200);
    expect(await received).toBe('false:{"type":"ticker.changed"}');

    const info = await manage('GET', id!);
    expect(await info.json()).toMatchObject({ identity: { sourceIp: '127.0.0.1' } });

    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    expect((await manage('DELETE', id!)).status).toBe(204);
    expect(await closed).toBe(1000);
    const gone = await manage('POST', id!, 'x');
    expect(gone.status).toBe(410);
    expect(gone.headers.get('x-amzn-errortype')).toBe('GoneException');
  });

  it('routes {"action":"ping"} to the ping handler with the connection’s identity, silently', async () => {
    const socket = (await open()) as WebSocket;
    const [id] = hub.connectionIds();
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(data.toString()));
    socket.send('{"action":"ping"}');
    await vi.waitFor(() => expect(events.length).toBeGreaterThanOrEqual(2), {
      timeout: 2_000,
      interval: 5,
    });
    expect(events[1]).toMatchObject({
      body: '{"action":"ping"}',
      requestContext: {
        routeKey: 'ping',
        eventType: 'MESSAGE',
        connectionId: id,
        identity: { sourceIp: '127.0.0.1' },
        messageId: expect.any(String),
      },
    });
    // Any other action (or a route key such as $connect) gets API Gateway's Forbidden frame.
    socket.send('{"action":"$connect"}');
    socket.send('not json');
    await vi.waitFor(() => expect(frames.length).toBeGreaterThanOrEqual(2), {
      timeout: 2_000,
      interval: 5,
    });
    expect(frames.map((f) => JSON.parse(f).message)).toEqual(['Forbidden', 'Forbidden']);
    expect(events).toHaveLength(2);
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.close();
    await closed;
    await vi.waitFor(() => expect(hub.size).toBe(0), { timeout: 2_000, interval: 5 });
    await hub.settled();
  });

  it('refuses oversized messages like API Gateway (413) and unknown paths (404)', async () => {
    const socket = (await open()) as WebSocket;
    const [id] = hub.connectionIds();
    expect((await manage('POST', id!, 'x'.repeat(128 * 1024 + 1))).status).toBe(413);
    const other = await fetch(`http://${base}${wsManagementPath}/elsewhere`, { method: 'POST' });
    expect(other.status).toBe(404);
    socket.close();
  });
});
